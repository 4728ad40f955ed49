import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = {
  title?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h2' | 'h3';
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
  testId?: string;
};

/** A surface block; with a title it is a labelled section. */
export function Card({ title, as: Heading = 'h2', actions, children, className, bodyClassName, testId }: CardProps) {
  return (
    <section
      className={cn('rounded-xl border border-line bg-surface shadow-sm print:break-inside-avoid print:shadow-none', className)}
      data-testid={testId}
    >
      {(title || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
          {title && <Heading className="text-base font-semibold text-ink">{title}</Heading>}
          {actions && <div className="flex items-center gap-2 print:hidden">{actions}</div>}
        </div>
      )}
      <div className={bodyClassName ?? 'p-4'}>{children}</div>
    </section>
  );
}
