import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { buttonPrimary } from '../button-styles';

export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  ref?: Ref<HTMLButtonElement>;
  /** While true: disabled, aria-busy, a spinner before the label. */
  pending?: boolean;
  /** Label while pending (the normal label stays when not given). */
  pendingLabel?: ReactNode;
};

/** The form's submit button; pass react-hook-form's `formState.isSubmitting` (or a mutation's isPending) as `pending`. */
export function SubmitButton({ pending, pendingLabel, children, className, disabled, ref, ...button }: SubmitButtonProps) {
  return (
    <button
      ref={ref}
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cn(buttonPrimary, className)}
      {...button}
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
