import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { Modal } from '../../../shared/ui/modal';

export type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (end-aligned). */
  footer?: ReactNode;
  testId?: string;
  size?: 'md' | 'lg';
};

/** A titled modal card on the shared native <dialog> (focus trap, Escape, backdrop click). */
export function DialogFrame({ open, onOpenChange, title, description, children, footer, testId, size = 'md' }: DialogFrameProps) {
  const { t } = useTranslation('people');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      testId={testId}
      className="modal-top"
    >
      <div
        className={`flex max-h-[84dvh] flex-col rounded-xl border border-line bg-surface shadow-xl ${size === 'lg' ? 'w-[min(100vw_-_1.5rem,44rem)]' : 'w-[min(100vw_-_1.5rem,32rem)]'}`}
      >
        <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-0.5 text-sm text-ink-muted">
                {description}
              </p>
            )}
          </div>
          <button type="button" className={iconButton} onClick={() => onOpenChange(false)} aria-label={t('terminate.close')}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
      </div>
    </Modal>
  );
}
