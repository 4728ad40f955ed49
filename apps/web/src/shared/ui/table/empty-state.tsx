import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  title: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  testId?: string;
};

/** A calm "nothing here (yet)" block: an icon, a title, a hint and an optional action. */
export function EmptyState({ title, message, icon, action, className, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-2 px-4 py-10 text-center', className)} data-testid={testId}>
      <div className="mb-1 grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-ink" aria-hidden="true">
        {icon ?? <Inbox className="size-6" />}
      </div>
      <p className="text-base font-semibold text-ink">{title}</p>
      {message && <p className="max-w-md text-sm text-ink-muted">{message}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
