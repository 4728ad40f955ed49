import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, type FieldTextProps } from './field';
import { useFieldIds } from './use-field-ids';
import { controlBase } from './field-styles';

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> &
  FieldTextProps & { ref?: Ref<HTMLTextAreaElement>; textareaClassName?: string };

/** A labelled <textarea> with hint and error. */
export function Textarea({
  label,
  labelHidden,
  hint,
  error,
  id,
  className,
  textareaClassName,
  required,
  ref,
  rows = 4,
  ...textarea
}: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} className={className}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlBase, 'min-h-20 resize-y', textareaClassName)}
        {...textarea}
      />
    </FieldFrame>
  );
}
