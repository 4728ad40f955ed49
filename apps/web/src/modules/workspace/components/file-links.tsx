import { Paperclip, X } from 'lucide-react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { downloadFile } from '../../../shared/ui/table';
import { fileSize } from '../file-size';

export type FileLink = { id: string; fileName: string; size: number };

/**
 * Files as a list: each name downloads the file (when `pathOf` names where), each may be removed
 * (when `onRemove` is given). Names are the uploaders' and shown as text only.
 */
export function FileLinks({
  files,
  label,
  pathOf,
  onRemove,
  onError,
  testId,
}: {
  files: FileLink[];
  label: string;
  pathOf?: (file: FileLink) => string;
  onRemove?: (file: FileLink) => void;
  onError?: (error: unknown) => void;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('workspace');
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label={label} data-testid={testId}>
      {files.map((f) => (
        <li key={f.id} className="flex min-w-0 items-center gap-2">
          <Paperclip className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
          {pathOf ? (
            <button
              type="button"
              className="min-w-0 truncate text-start font-semibold text-primary-ink underline-offset-2 hover:underline"
              onClick={() => void downloadFile(pathOf(f), f.fileName).catch((e: unknown) => onError?.(e))}
              aria-label={t('files.download', { name: f.fileName })}
            >
              <bdi>{f.fileName}</bdi>
            </button>
          ) : (
            <bdi className="min-w-0 truncate text-ink">{f.fileName}</bdi>
          )}
          <span className="shrink-0 text-xs text-ink-muted">{fileSize(f.size, i18n.language)}</span>
          {onRemove && (
            <button type="button" className={iconButton} aria-label={t('files.remove', { name: f.fileName })} onClick={() => onRemove(f)}>
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
