import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { Modal } from '../../../shared/ui/modal';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
};

/** A titled modal panel on the shell's native <dialog> (focus trap, Escape, backdrop click). */
export function Dialog({ open, onClose, title, description, children, footer, testId }: DialogProps) {
  const { t } = useTranslation('access');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      testId={testId}
      className="modal-top w-[calc(100vw-1.5rem)] sm:w-full"
    >
      <div className="mx-auto flex max-h-[85dvh] w-full max-w-lg flex-col rounded-xl border border-line bg-surface shadow-xl">
        <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </p>
            )}
          </div>
          <button type="button" className={iconButton} onClick={onClose} aria-label={t('actions.close')}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
      </div>
    </Modal>
  );
}
