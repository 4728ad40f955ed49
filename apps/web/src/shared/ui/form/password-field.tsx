import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame } from './field';
import { useFieldIds } from './use-field-ids';
import { controlBase } from './field-styles';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Accessible names of the toggle (translated by the caller: shared/ never owns copy). */
  showLabel: string;
  hideLabel: string;
  /** Rendered under the input, before hint and error (e.g. a strength meter). */
  below?: ReactNode;
};

/** A password input with a show/hide toggle (a real button with aria-pressed) next to it. */
export function PasswordField({
  label,
  labelHidden,
  hint,
  error,
  id,
  className,
  inputClassName,
  required,
  ref,
  showLabel,
  hideLabel,
  below,
  ...input
}: PasswordFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...ids} label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          required={required}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cn(controlBase, 'pe-11', inputClassName)}
          {...input}
        />
        <button
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={ids.controlId}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 end-0 my-auto me-1 grid size-9 place-items-center rounded-md text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="m3 3 18 18" />}
          </svg>
        </button>
      </div>
      {below}
    </FieldFrame>
  );
}
