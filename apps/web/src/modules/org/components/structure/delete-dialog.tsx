import { toProblem } from '../../../../shared/lib/api-problem';
import { AlertTriangle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { Spinner } from '../../../../shared/ui/spinner';
import { problemText } from '../../lib/api-problem';
import { buttonDanger } from '../button-danger';
import { Dialog } from '../../../../shared/ui/modal';

/**
 * Confirms a delete. When the server refuses (people, sub-departments or designations still in
 * it), its reason stays in the dialog in words, naming what blocks it; nothing is removed.
 */
export function DeleteDialog({
  title,
  message,
  name,
  onDelete,
  onClose,
  testId,
}: {
  title: string;
  message: ReactNode;
  name: string;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('org');
  const [pending, setPending] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      onClose();
    } catch (error) {
      setBlocked(problemText(t, toProblem(error), { name }));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={title}
      testId={testId}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {blocked ? t('actions.close') : t('actions.cancel')}
          </button>
          {!blocked && (
            <button type="button" className={buttonDanger} disabled={pending} onClick={() => void confirm()}>
              {pending && <Spinner size={16} className="text-current" />}
              {t('actions.delete')}
            </button>
          )}
        </>
      }
    >
      {blocked ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-danger/40 bg-danger-soft p-3 text-sm text-ink"
          data-testid="delete-blocked"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <div>
            <p className="font-semibold text-danger">{t('delete.blocked')}</p>
            <p className="mt-1">{blocked}</p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink">{message}</p>
      )}
    </Dialog>
  );
}
