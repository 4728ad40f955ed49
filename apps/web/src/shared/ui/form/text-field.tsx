import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, type FieldTextProps } from './field';
import { useFieldIds } from './use-field-ids';
import { controlBase } from './field-styles';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> &
  FieldTextProps & { ref?: Ref<HTMLInputElement>; inputClassName?: string };

/** A labelled <input> with hint and error; spread react-hook-form's `register(name)` onto it. */
export function TextField({ label, labelHidden, hint, error, id, className, inputClassName, required, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlBase, inputClassName)}
        {...input}
      />
    </FieldFrame>
  );
}
