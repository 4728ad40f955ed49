import { toProblem } from '../../../../shared/lib/api-problem';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../../../shared/lib/cn';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { FormError } from '../../../../shared/ui/form';
import { Spinner } from '../../../../shared/ui/spinner';
import { problemText, useUploadImport, type ImportUpload } from '../../api';
import { importFileProblem } from './import-rules';

/** Step 1: choose or drop a CSV or XLSX file; it is uploaded and read at once. */
export function UploadStep({ onUploaded }: { onUploaded: (upload: ImportUpload) => void }) {
  const { t } = useTranslation('people');
  const inputId = useId();
  const upload = useUploadImport();
  const [message, setMessage] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = (file: File | undefined) => {
    setMessage(null);
    if (!file) return;
    const problem = importFileProblem(file);
    if (problem) return setMessage(t(`import.file.${problem}`));
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => {
        const p = toProblem(error);
        setMessage(t(`import.errors.${p.code}`, { defaultValue: '' }) || problemText(t, p));
      },
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-4">
      <FormError>{message}</FormError>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors focus-within:outline-2 focus-within:outline-primary-ink',
          dragging ? 'border-primary bg-primary-soft' : 'border-line bg-surface hover:bg-surface-hover',
        )}
      >
        {upload.isPending ? <Spinner /> : <FileSpreadsheet className="size-10 text-primary-ink" aria-hidden="true" />}
        <span className="text-base font-semibold text-ink">{upload.isPending ? t('import.file.reading') : t('import.file.choose')}</span>
        <span className="text-sm text-ink-muted">{t('import.file.hint')}</span>
        <span className="mt-2 inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground">
          <Upload className="size-4" aria-hidden="true" />
          {t('import.file.button')}
        </span>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          data-testid="import-file"
          disabled={upload.isPending}
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p className="text-sm text-ink-muted">{t('import.file.columnsHint')}</p>
    </div>
  );
}
