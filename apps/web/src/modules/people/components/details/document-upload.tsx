import { DocumentCategorySchema } from '@hcims/contracts/people';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { FormError, Select, SubmitButton, TextField } from '../../../../shared/ui/form';
import { DOCUMENT_MAX_BYTES, problemText, toProblem, useUploadDocument } from '../../api';

/** Upload a document: title, category, optional expiry date and the file (type checked by content on the server, 10 MB). */
export function DocumentUpload({ employeeId, onDone }: { employeeId: string; onDone: () => void }) {
  const { t } = useTranslation('people');
  const fileId = useId();
  const upload = useUploadDocument(employeeId);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('contract');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = () => {
    setMessage(null);
    const next: typeof errors = {};
    if (!title.trim()) next.title = t('employeeForm.errors.required');
    if (!file) next.file = t('details.documents.chooseFile');
    else if (file.size > DOCUMENT_MAX_BYTES) next.file = t('details.documents.tooLarge');
    setErrors(next);
    if (next.title || next.file || !file) return;
    upload.mutate(
      { fields: { title: title.trim(), category: category as never, expiresOn: expiresOn || null }, file },
      {
        onSuccess: () => {
          setTitle('');
          setExpiresOn('');
          setFile(null);
          onDone();
        },
        onError: (error) => setMessage(problemText(t, toProblem(error))),
      },
    );
  };

  return (
    <form
      noValidate
      data-testid="document-upload"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-muted p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-semibold text-ink">{t('details.documents.uploadTitle')}</h3>
      <FormError>{message}</FormError>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('details.documents.title')}
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          maxLength={160}
        />
        <Select
          label={t('details.documents.category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={DocumentCategorySchema.options.map((c) => ({ value: c, label: t(`details.documents.categories.${c}`) }))}
        />
        <TextField
          label={t('details.documents.expiresOn')}
          type="date"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
          hint={t('details.documents.expiresHint')}
        />
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-ink">
            {t('details.documents.file')}
            <span aria-hidden="true" className="ms-0.5 text-danger">
              *
            </span>
          </label>
          <input
            id={fileId}
            type="file"
            required
            data-testid="document-file"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-ink file:me-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink"
          />
          <p id={`${fileId}-hint`} className={`mt-1 text-xs ${errors.file ? 'text-danger' : 'text-ink-muted'}`}>
            {errors.file ?? t('details.documents.fileHint')}
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={upload.isPending} data-testid="upload-document">
          <Upload className="size-4" aria-hidden="true" />
          {t('details.documents.upload')}
        </SubmitButton>
      </div>
    </form>
  );
}
