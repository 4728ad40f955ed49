import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the end side (they wrap under the title on phones). */
  actions?: ReactNode;
  /** Above the title: a back link or breadcrumb. */
  before?: ReactNode;
  className?: string;
};

/** The screen's heading (the single <h1>) with its description and main actions. */
export function PageHeader({ title, description, actions, before, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-5 flex flex-col gap-1', className)}>
      {before && <div className="mb-1 print:hidden">{before}</div>}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div>}
      </div>
    </header>
  );
}
