import { TaskStatuses, type Task, type TaskStatus } from '@hcims/contracts/tasks';
import { useState, type DragEvent } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError } from '../../../shared/ui/form';
import { Spinner } from '../../../shared/ui/spinner';
import { useReportProgress, useTasks, type TaskQuery } from '../api/tasks-queries';
import { nextStatuses } from '../lib/task-labels';
import { PriorityBadge, ProgressBar, StatusBadges } from './task-badges';
import { useTaskAccess } from './use-task-access';

/** How many cards a column shows (the soonest due first); the list view pages through the rest. */
const COLUMN_SIZE = 50;

/**
 * The board view of /view_tasks: a column per status with the list's filters. Dragging a card to
 * another column moves it through the allowed transitions only; the "Move to" menu on each card
 * does the same from the keyboard.
 */
export function TaskBoard({ query }: { query: Omit<TaskQuery, 'page' | 'pageSize' | 'status' | 'sort'> }) {
  const { t } = useTranslation('tasks');
  const move = useReportProgress();
  const [message, setMessage] = useState<string | null>(null);
  const [dragged, setDragged] = useState<Task | null>(null);
  const access = useTaskAccess();
  const targets = (task: Task) =>
    access.canReport(task) ? nextStatuses(task.status, access.canEdit(task)).filter((s) => s !== task.status) : [];

  const moveTo = async (task: Task, status: TaskStatus) => {
    setMessage(null);
    try {
      await move.mutateAsync({ id: task.id, body: { status, progress: task.progress, version: task.version } });
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  };

  return (
    <div className="grid gap-3" data-testid="task-board">
      <FormError>{message}</FormError>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {TaskStatuses.map((status) => (
          <Column
            key={status}
            status={status}
            query={query}
            canDrop={!!dragged && targets(dragged).includes(status)}
            onDrop={() => {
              if (dragged && targets(dragged).includes(status)) void moveTo(dragged, status);
              setDragged(null);
            }}
            card={(task) => (
              <Card task={task} targets={targets(task)} onMove={(s) => void moveTo(task, s)} onDrag={setDragged} busy={move.isPending} />
            )}
          />
        ))}
      </div>
    </div>
  );
}

function Column({
  status,
  query,
  canDrop,
  onDrop,
  card,
}: {
  status: TaskStatus;
  query: Omit<TaskQuery, 'page' | 'pageSize' | 'status' | 'sort'>;
  canDrop: boolean;
  onDrop: () => void;
  card: (task: Task) => React.ReactNode;
}) {
  const { t } = useTranslation('tasks');
  const tasks = useTasks({ ...query, status, page: 1, pageSize: COLUMN_SIZE, sort: 'dueDate' });
  const headingId = `board-${status}`;
  const allow = (e: DragEvent) => {
    if (canDrop) e.preventDefault();
  };
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border p-3 ${canDrop ? 'border-primary bg-primary-soft' : 'border-line bg-surface-hover'}`}
      onDragOver={allow}
      onDragEnter={allow}
      onDrop={(e) => {
        e.preventDefault();
        onDrop();
      }}
      data-testid={`board-column-${status}`}
    >
      <h3 id={headingId} className="flex items-center justify-between text-sm font-semibold text-ink">
        {t(`status.${status}`)}
        <span className="rounded-full bg-surface px-2 text-xs tabular-nums text-ink-muted">{tasks.data?.total ?? ''}</span>
      </h3>
      {tasks.isPending ? (
        <Spinner />
      ) : tasks.error ? (
        <p className="text-sm text-danger">{problemText(t, toProblem(tasks.error), 'errors')}</p>
      ) : tasks.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('board.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {tasks.data.items.map((task) => (
            <li key={task.id}>{card(task)}</li>
          ))}
        </ul>
      )}
      {tasks.data && tasks.data.total > tasks.data.items.length && (
        <p className="text-xs text-ink-muted">{t('board.more', { count: tasks.data.total - tasks.data.items.length })}</p>
      )}
    </section>
  );
}

function Card({
  task,
  targets,
  onMove,
  onDrag,
  busy,
}: {
  task: Task;
  targets: TaskStatus[];
  onMove: (status: TaskStatus) => void;
  onDrag: (task: Task | null) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('tasks');
  return (
    <article
      className="grid gap-2 rounded-lg border border-line bg-surface p-3 text-sm"
      draggable={targets.length > 0}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', task.id);
        onDrag(task);
      }}
      onDragEnd={() => onDrag(null)}
      aria-label={task.name}
      data-testid="board-card"
    >
      <p dir="auto" className="font-medium text-ink">
        {task.name}
      </p>
      <p className="text-xs text-ink-muted">
        {task.assignee.name} · {formatDate(task.dueDate, i18n.language)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={task.priority} />
        <StatusBadges task={task} />
      </div>
      <ProgressBar value={task.progress} label={t('list.progressOf', { name: task.name })} />
      {targets.length > 0 && (
        <label className="flex items-center gap-2 text-xs text-ink-muted">
          {t('board.moveTo')}
          <select
            className="min-w-0 flex-1 rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink"
            value=""
            disabled={busy}
            aria-label={t('board.moveNamed', { name: task.name })}
            onChange={(e) => {
              if (e.target.value) onMove(e.target.value as TaskStatus);
            }}
          >
            <option value="">{t('board.choose')}</option>
            {targets.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </article>
  );
}
