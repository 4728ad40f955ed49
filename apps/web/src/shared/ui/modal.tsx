import { X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/use-translation';
import { iconButton } from './button-styles';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  className?: string;
  /** id of the element naming the dialog (or give `label`). */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  testId?: string;
  /** Extra attributes for tests and styling. */
  data?: Record<`data-${string}`, string>;
};

/**
 * A modal on the native <dialog>: focus moves in and is trapped, the rest of the page is inert,
 * Escape and a click on the backdrop close it, focus returns to the opener. Radix Dialog would
 * inject a <style> element for its scroll lock, which the strict CSP (style-src 'self') refuses.
 */
export function Modal({ open, onOpenChange, children, className, labelledBy, label, describedBy, testId, data }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add('modal-open');
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => () => document.documentElement.classList.remove('modal-open'), []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      data-testid={testId}
      {...data}
      className={cn('modal text-ink', className)}
      onClose={() => {
        document.documentElement.classList.remove('modal-open');
        if (open) onOpenChange(false);
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      {open && children}
    </dialog>
  );
}

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (end side). */
  footer?: ReactNode;
  /** sm: a confirmation; md: a short form; lg: a longer form; xl: a form with a preview or a list. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /** Makes the panel a <form> (Enter submits; a submit button in the footer belongs to it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-xl', xl: 'max-w-3xl' } as const;

/** The app's titled dialog: a card with a title, a close button, a scrolling body and a footer, on Modal. */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md', testId, onSubmit }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const descriptionId = useId();
  const panel = cn('mx-auto flex max-h-[85dvh] w-full flex-col rounded-xl border border-line bg-surface shadow-xl', widths[size]);
  const content = (
    <>
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
    </>
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      testId={testId}
      className="modal-top w-[calc(100vw-1.5rem)] sm:w-full"
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate className={panel}>
          {content}
        </form>
      ) : (
        <div className={panel}>{content}</div>
      )}
    </Modal>
  );
}
