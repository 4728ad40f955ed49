import { toProblem } from '../../../../shared/lib/api-problem';
import { DocumentCategorySchema, UploadDocumentFieldsSchema } from '@hcims/contracts/people';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../../shared/lib/form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { FormError, Select, SubmitButton, TextField } from '../../../../shared/ui/form';
import { DOCUMENT_MAX_BYTES, problemText, useUploadDocument } from '../../api';
import { fieldMessage } from '../employee-form/field-message';

type Values = { title: string; category: string; expiresOn: string };
const empty: Values = { title: '', category: 'contract', expiresOn: '' };
const bodyOf = (v: Values) => ({ ...v, expiresOn: v.expiresOn || null });

/** Upload a document: title, category, optional expiry date and the file (type checked by content on the server, 10 MB). */
export function DocumentUpload({ employeeId, onDone }: { employeeId: string; onDone: () => void }) {
  const { t } = useTranslation('people');
  const fileId = useId();
  const upload = useUploadDocument(employeeId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    defaultValues: empty,
    resolver: contractResolver(UploadDocumentFieldsSchema, bodyOf, (issue) => fieldMessage(t, issue.path, { type: issue.code }) ?? ''),
  });
  const errors = form.formState.errors;

  // The file is the request's other part, not a field of the contract's schema: checked here, with the fields.
  const fileOk = () => {
    const problem = !file
      ? t('details.documents.chooseFile')
      : file.size > DOCUMENT_MAX_BYTES
        ? t('details.documents.tooLarge')
        : undefined;
    setFileError(problem);
    return !problem;
  };

  const submit = form.handleSubmit(
    async (fields) => {
      setMessage(null);
      if (!fileOk() || !file) return;
      try {
        await upload.mutateAsync({ fields, file });
        form.reset({ ...empty, category: form.getValues('category') });
        setFile(null);
        onDone();
      } catch (error) {
        setMessage(problemText(t, toProblem(error)));
      }
    },
    () => {
      setMessage(null);
      fileOk();
    },
  );

  return (
    <form
      noValidate
      data-testid="document-upload"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-muted p-4"
      onSubmit={(event) => void submit(event)}
    >
      <h3 className="text-sm font-semibold text-ink">{t('details.documents.uploadTitle')}</h3>
      <FormError>{message}</FormError>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('details.documents.title')}
          required
          {...form.register('title')}
          error={fieldMessage(t, 'title', errors.title)}
          maxLength={160}
        />
        <Select
          label={t('details.documents.category')}
          {...form.register('category')}
          options={DocumentCategorySchema.options.map((c) => ({ value: c, label: t(`details.documents.categories.${c}`) }))}
        />
        <TextField
          label={t('details.documents.expiresOn')}
          type="date"
          {...form.register('expiresOn')}
          error={fieldMessage(t, 'expiresOn', errors.expiresOn)}
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
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-ink file:me-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink"
          />
          <p id={`${fileId}-hint`} className={`mt-1 text-xs ${fileError ? 'text-danger' : 'text-ink-muted'}`}>
            {fileError ?? t('details.documents.fileHint')}
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={form.formState.isSubmitting} data-testid="upload-document">
          <Upload className="size-4" aria-hidden="true" />
          {t('details.documents.upload')}
        </SubmitButton>
      </div>
    </form>
  );
}
