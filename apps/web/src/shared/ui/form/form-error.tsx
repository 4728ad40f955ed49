import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type FormErrorProps = { children?: ReactNode; title?: ReactNode; className?: string; testId?: string };

/** The banner above a form for an error that is not one field's (announced with role="alert"). Renders nothing without children. */
export function FormError({ children, title, className, testId = 'form-error' }: FormErrorProps) {
  if (!children) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className={cn('rounded-lg border-s-4 border-danger bg-danger-soft px-3.5 py-3 text-sm text-danger', className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children}
    </div>
  );
}
