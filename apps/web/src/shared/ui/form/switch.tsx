import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import type { FieldTextProps } from './field';
import { useFieldIds } from './use-field-ids';
import { hintClass } from './field-styles';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'role'> &
  Omit<FieldTextProps, 'error'> & { ref?: Ref<HTMLInputElement> };

/**
 * An on/off switch: a native checkbox with role="switch" (announced as on/off, works with
 * `register` and `checked`/`onChange`), drawn as a track and a knob that moves to the inline end.
 */
export const switchInputClass =
  'relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-muted/45 transition-colors checked:bg-primary ' +
  'before:absolute before:top-0.5 before:start-0.5 before:size-4 before:rounded-full before:bg-primary-foreground before:shadow before:transition-transform ' +
  'checked:before:translate-x-4 rtl:checked:before:-translate-x-4 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink disabled:cursor-not-allowed disabled:opacity-50';

export function Switch({ label, labelHidden, hint, id, className, ref, ...input }: SwitchProps) {
  const ids = useFieldIds(id, hint, undefined);
  return (
    <div className={className}>
      <div className="flex items-center gap-2.5">
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          role="switch"
          aria-describedby={ids.describedBy}
          className={switchInputClass}
          {...input}
        />
        <label htmlFor={ids.controlId} className={cn('text-sm text-ink', labelHidden && 'sr-only')}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className={cn(hintClass, 'ms-11.5')}>
          {hint}
        </p>
      )}
    </div>
  );
}
