import type { Task } from '@hcims/contracts/tasks';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Badge } from '../../../shared/ui/table';
import { priorityTone, statusTone } from '../lib/task-labels';

/** The status word, and "Overdue" beside it when the server derived it. */
export function StatusBadges({ task }: { task: Pick<Task, 'status' | 'overdue'> }) {
  const { t } = useTranslation('tasks');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={statusTone[task.status]}>{t(`status.${task.status}`)}</Badge>
      {task.overdue && <Badge tone="danger">{t('status.overdue')}</Badge>}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: Task['priority'] }) {
  const { t } = useTranslation('tasks');
  return <Badge tone={priorityTone[priority]}>{t(`priority.${priority}`)}</Badge>;
}

/** A thin bar with the percent as text (the bar is decoration for the number). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex min-w-24 items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-hover"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
      </div>
      <span className="w-10 text-end text-xs tabular-nums text-ink-muted">{value}%</span>
    </div>
  );
}
