import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, type FieldTextProps } from './field';
import { useFieldIds } from './use-field-ids';
import { controlBase } from './field-styles';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> &
  FieldTextProps & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly SelectOption[];
    /** A first, empty choice (e.g. "Choose…"). */
    placeholder?: string;
    selectClassName?: string;
  };

/** A native <select> (keyboard, mobile pickers and RTL for free) with label, hint and error. */
export function Select({
  label,
  labelHidden,
  hint,
  error,
  id,
  className,
  selectClassName,
  required,
  ref,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} className={className}>
      <select
        ref={ref}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlBase, 'pe-8', selectClassName)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
