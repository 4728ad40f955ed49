import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { errorClass, hintClass, labelClass } from './field-styles';

export type FieldTextProps = {
  /** The visible label (always give one; `labelHidden` keeps it for screen readers only). */
  label: ReactNode;
  labelHidden?: boolean;
  /** Help under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message under the control: sets aria-invalid and is announced. */
  error?: ReactNode;
};

/** The marker after a required field's label; the control's `required` is what assistive tech reads. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-danger">
      *
    </span>
  );
}

type FieldFrameProps = FieldTextProps & {
  controlId: string;
  /** For a control a <label> cannot name (a contenteditable): it points at the label with aria-labelledby. */
  labelId?: string;
  hintId: string;
  errorId: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label above, control, then hint and error: the frame every text-like field uses. */
export function FieldFrame({
  label,
  labelHidden,
  hint,
  error,
  controlId,
  labelId,
  hintId,
  errorId,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      {/* The marker sits beside the label, not in it: the control's name stays exactly the label. */}
      <div className={cn('flex', labelHidden && 'sr-only')}>
        <label id={labelId} htmlFor={controlId} className={labelClass}>
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      {children}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
