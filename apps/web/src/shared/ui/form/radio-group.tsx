import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { RequiredMark, type FieldTextProps } from './field';
import { errorClass, hintClass } from './field-styles';

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = FieldTextProps & {
  name: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** Options in a row (wrapping) instead of a column. */
  inline?: boolean;
  className?: string;
};

/**
 * Native radios in a <fieldset> whose <legend> is the label (arrow keys move between options).
 * Controlled (value/onChange) or not (defaultValue); with react-hook-form use a Controller.
 */
export function RadioGroup({
  label,
  labelHidden,
  hint,
  error,
  name,
  options,
  value,
  defaultValue,
  onChange,
  required,
  disabled,
  inline,
  className,
}: RadioGroupProps) {
  const base = `radio${useId().replace(/:/g, '')}`;
  const describedBy = [hint ? `${base}-hint` : null, error ? `${base}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className={cn('mb-1.5 text-sm font-semibold text-ink', labelHidden && 'sr-only')}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={cn('flex gap-x-5 gap-y-2', inline ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((o, i) => {
          const id = `${base}-${i}`;
          return (
            <div key={o.value} className="flex items-start gap-2.5">
              <input
                id={id}
                type="radio"
                name={name}
                value={o.value}
                required={required}
                disabled={o.disabled}
                checked={value === undefined ? undefined : value === o.value}
                defaultChecked={defaultValue === undefined ? undefined : defaultValue === o.value}
                onChange={(e) => e.target.checked && onChange?.(o.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
              />
              <label htmlFor={id} className="text-sm text-ink">
                {o.label}
                {o.hint && <span className="block text-xs text-ink-muted">{o.hint}</span>}
              </label>
            </div>
          );
        })}
      </div>
      {hint && (
        <p id={`${base}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${base}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
