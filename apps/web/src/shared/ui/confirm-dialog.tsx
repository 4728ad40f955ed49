import { useState } from 'react';
import { buttonSecondary } from './button-styles';
import { FormError } from './form';
import { Dialog } from './modal';
import { Spinner } from './spinner';

const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2.5 text-sm font-semibold text-surface shadow-sm transition hover:opacity-90 disabled:opacity-60';

export type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** A refusal in the user's words. */
  errorText: (error: unknown) => string;
};

/** Asks before a destructive action; the server's refusal stays in the dialog, in words. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onClose, errorText }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="button" className={buttonDanger} disabled={pending} onClick={() => void confirm()}>
            {pending && <Spinner size={16} className="text-current" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-sm text-ink">{message}</p>
      <FormError className="mt-3">{error}</FormError>
    </Dialog>
  );
}
