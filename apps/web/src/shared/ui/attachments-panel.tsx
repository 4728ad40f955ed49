import { Paperclip, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { iconButton } from './button-styles';
import { FormError } from './form';
import { downloadFile } from './table';

/** A stored file as a list shows it; `canRemove` when the user may take it away. */
export type AttachmentItem = { id: string; fileName: string; uploadedByName?: string; canRemove?: boolean };

export type AttachmentsPanelProps = {
  title: string;
  files: readonly AttachmentItem[];
  /** The API path a file downloads from. */
  downloadPath: (file: AttachmentItem) => string;
  /** Sends one chosen file; absent when the user may not add files. */
  onAdd?: (file: File) => Promise<unknown>;
  /** Removes a file whose `canRemove` is set (after the user confirms). */
  onRemove?: (file: AttachmentItem) => Promise<unknown>;
  /** The server's refusal in the user's words (the caller's namespace knows its codes). */
  errorText: (error: unknown) => string;
  testId: string;
  /** Buttons next to the title (the minutes' PDF of a meeting); `fail` shows their error in the panel. */
  actions?: (fail: (error: unknown) => void) => ReactNode;
};

/**
 * The files of a record (a meeting, a task, an announcement): everyone who sees it downloads
 * them; whoever may add files picks one or more (each sent on its own, checked by content on the
 * server); a file the user may remove has a remove button that asks first.
 */
export function AttachmentsPanel({ title, files, downloadPath, onAdd, onRemove, errorText, testId, actions }: AttachmentsPanelProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown) => setMessage(errorText(error));
  const upload = async (chosen: FileList | null) => {
    if (!onAdd) return;
    setMessage(null);
    setBusy(true);
    try {
      for (const file of Array.from(chosen ?? [])) await onAdd(file);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const remove = async (file: AttachmentItem) => {
    if (!onRemove || !window.confirm(t('attachments.confirmRemove', { name: file.fileName }))) return;
    setMessage(null);
    setBusy(true);
    try {
      await onRemove(file);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="grid gap-3 rounded-xl border border-line bg-surface p-4" data-testid={testId} aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {actions?.(fail)}
      </div>
      {files.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('attachments.none')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {files.map((f) => (
            <li key={f.id} className="flex items-center gap-2">
              <FileLink file={f} path={downloadPath(f)} onError={fail} />
              {f.uploadedByName && <span className="text-xs text-ink-muted">· {f.uploadedByName}</span>}
              {f.canRemove && onRemove && (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('attachments.remove', { name: f.fileName })}
                  disabled={busy}
                  onClick={() => void remove(f)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {onAdd && (
        <div className="grid gap-1 text-sm text-ink">
          <label htmlFor={`${titleId}-input`} className="font-semibold">
            {t('attachments.add')}
          </label>
          <input
            ref={input}
            id={`${titleId}-input`}
            type="file"
            multiple
            aria-describedby={`${titleId}-hint`}
            data-testid={`${testId}-input`}
            disabled={busy}
            onChange={(e) => void upload(e.currentTarget.files)}
          />
          <span id={`${titleId}-hint`} className="text-xs text-ink-muted">
            {t('attachments.hint')}
          </span>
        </div>
      )}
      <FormError>{message}</FormError>
    </section>
  );
}

/** One file as a download button (the name is the uploader's: shown as text, isolated for right-to-left pages). */
export function FileLink({ file, path, onError }: { file: { fileName: string }; path: string; onError: (error: unknown) => void }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Paperclip className="size-4 text-ink-muted" aria-hidden="true" />
      <button
        type="button"
        className="text-start font-semibold text-primary-ink underline-offset-2 hover:underline"
        onClick={() => void downloadFile(path, file.fileName).catch(onError)}
      >
        <bdi>{file.fileName}</bdi>
      </button>
    </span>
  );
}

/** Chooses one file to send with a form (a progress update's); the server checks its kind and size when it is sent. */
export function FilePicker({ onChange, testId }: { onChange: (file: File | null) => void; testId: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="grid gap-1 text-sm text-ink">
      <label htmlFor={id} className="font-semibold">
        {t('attachments.attachOne')}
      </label>
      <input
        id={id}
        type="file"
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
      />
      <span id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('attachments.hint')}
      </span>
    </div>
  );
}
