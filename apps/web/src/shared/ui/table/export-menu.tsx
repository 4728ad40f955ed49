import { Download } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { Spinner } from '../spinner';
import { downloadFile } from './download';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** Format names are file types, the same in every language. */
const formatLabel: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX', pdf: 'PDF' };

export type ExportMenuProps = {
  /** The /api path (with the list's filters) of one format, e.g. `/people/directory/export?format=xlsx`. */
  href: (format: ExportFormat) => string;
  /** A JSON body to POST instead of a GET (report definitions). */
  body?: (format: ExportFormat) => unknown;
  /** Used when the server sends no file name. */
  fileName: (format: ExportFormat) => string;
  formats?: readonly ExportFormat[];
  /** Called with the error when a download fails (the menu also shows a short message). */
  onError?: (error: unknown) => void;
  className?: string;
};

/**
 * Export buttons: each downloads the server's file with the bearer token (a plain link would not
 * carry it) and saves it. One download at a time; a failure is said next to the buttons.
 */
export function ExportMenu({ href, body, fileName, formats = ['csv', 'xlsx', 'pdf'], onError, className }: ExportMenuProps) {
  const { t } = useTranslation('people');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      const payload = body?.(format);
      await downloadFile(href(format), fileName(format), payload === undefined ? {} : { method: 'POST', body: payload });
    } catch (error) {
      setFailed(true);
      onError?.(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={cn('flex flex-wrap items-center gap-2 print:hidden', className)}>
      <div
        role="group"
        aria-label={t('table.export')}
        className="inline-flex overflow-hidden rounded-lg border border-line bg-surface shadow-sm"
      >
        <span className="hidden items-center gap-1.5 border-e border-line px-3 text-sm text-ink-muted sm:inline-flex" aria-hidden="true">
          <Download className="size-4" />
          {t('table.export')}
        </span>
        {formats.map((format, index) => (
          <button
            key={format}
            type="button"
            data-testid={`export-${format}`}
            disabled={busy !== null}
            aria-label={t('table.exportAs', { format: formatLabel[format] })}
            onClick={() => void run(format)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 px-3 text-sm font-semibold text-ink hover:bg-surface-hover disabled:opacity-60',
              index > 0 && 'border-s border-line',
            )}
          >
            {busy === format ? <Spinner size={14} /> : <Download className="size-3.5 sm:hidden" aria-hidden="true" />}
            {formatLabel[format]}
          </button>
        ))}
      </div>
      <span aria-live="polite" className="text-sm text-danger">
        {failed ? t('table.exportFailed') : ''}
      </span>
      {busy && (
        <span className="sr-only" aria-live="polite">
          {t('table.exporting')}
        </span>
      )}
    </div>
  );
}
