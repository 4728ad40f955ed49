import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form';
import { Dialog } from '../../../../shared/ui/modal';
import { Spinner } from '../../../../shared/ui/spinner';
import { problemText, toProblem, type ErrorScope } from '../lib';

const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2.5 text-sm font-semibold text-surface shadow-sm transition hover:opacity-90 disabled:opacity-60';

/** Asks before a destructive action; the server's refusal stays in the dialog, in words. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  scope,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  scope: ErrorScope;
}) {
  const { t } = useTranslation('people');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(problemText(t, toProblem(e), scope));
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
            {t(`${scope}.cancel`)}
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
