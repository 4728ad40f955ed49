import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';

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
