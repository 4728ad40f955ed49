import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import type { FieldTextProps } from './field';
import { useFieldIds } from './use-field-ids';
import { errorClass, hintClass } from './field-styles';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> &
  FieldTextProps & { ref?: Ref<HTMLInputElement> };

export const checkboxInputClass =
  'mt-0.5 size-4 shrink-0 rounded border-line accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink disabled:opacity-60';

/** A native checkbox with its label beside it (clicking the label toggles it), hint and error. */
export function Checkbox({ label, labelHidden, hint, error, id, className, ref, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={checkboxInputClass}
          {...input}
        />
        <label htmlFor={ids.controlId} className={cn('text-sm text-ink', labelHidden && 'sr-only')}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className={cn(hintClass, 'ms-6.5')}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={cn(errorClass, 'ms-6.5')}>
          {error}
        </p>
      )}
    </div>
  );
}
