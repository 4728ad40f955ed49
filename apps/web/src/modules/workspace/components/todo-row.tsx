import { ArrowDown, ArrowUp, GripVertical, Pencil, RotateCcw, Trash2, X } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Badge } from '../../../shared/ui/table';
import type { TodoItem } from '../api';

const priorityTone = { low: 'neutral', medium: 'primary', high: 'danger' } as const;

export type TodoRowActions = {
  onToggle: () => void;
  onEdit: () => void;
  onTrash: () => void;
  onRestore: () => void;
  onDelete: () => void;
  onMove?: (by: -1 | 1) => void;
  first: boolean;
  last: boolean;
  busy: boolean;
  drag?: { onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void; dragging: boolean };
};

/** One item: its check box, words, tag, priority and due date, and what can be done with it. */
export function TodoRow({ todo, actions }: { todo: TodoItem; actions: TodoRowActions }) {
  const { t, i18n } = useTranslation('workspace');
  const name = { title: todo.title };
  return (
    <li
      data-testid="todo-item"
      draggable={!!actions.drag}
      onDragStart={actions.drag?.onDragStart}
      onDragOver={actions.drag?.onDragOver}
      onDrop={actions.drag?.onDrop}
      className={cn('flex items-start gap-3 px-3 py-3', actions.drag?.dragging && 'opacity-50')}
    >
      {actions.drag && <GripVertical className="mt-0.5 size-4 shrink-0 cursor-grab text-ink-muted" aria-hidden="true" />}
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={todo.done}
        disabled={todo.trashed || actions.busy}
        onChange={actions.onToggle}
        aria-label={t(todo.done ? 'todo.markOpen' : 'todo.markDone', name)}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm font-medium break-words text-ink', todo.done && 'text-ink-muted line-through')}>{todo.title}</p>
        {todo.notes && <p className="mt-0.5 text-xs break-words whitespace-pre-line text-ink-muted">{todo.notes}</p>}
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <Badge tone={priorityTone[todo.priority]}>{t(`todo.priority.${todo.priority}`)}</Badge>
          {todo.tag && <Badge>#{todo.tag}</Badge>}
          {todo.dueDate && (
            <span className={cn('text-xs tabular-nums', todo.overdue ? 'font-semibold text-danger' : 'text-ink-muted')}>
              {t(todo.overdue ? 'todo.overdueOn' : 'todo.dueOn', { date: formatDate(todo.dueDate, i18n.language) })}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        {todo.trashed ? (
          <>
            <Action label={t('todo.restore', name)} onClick={actions.onRestore} disabled={actions.busy}>
              <RotateCcw className="size-4" aria-hidden="true" />
            </Action>
            <Action label={t('todo.deleteForGood', name)} onClick={actions.onDelete} disabled={actions.busy}>
              <X className="size-4" aria-hidden="true" />
            </Action>
          </>
        ) : (
          <>
            {actions.onMove && (
              <>
                <Action label={t('todo.moveEarlier', name)} onClick={() => actions.onMove!(-1)} disabled={actions.first || actions.busy}>
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Action>
                <Action label={t('todo.moveLater', name)} onClick={() => actions.onMove!(1)} disabled={actions.last || actions.busy}>
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Action>
              </>
            )}
            <Action label={t('todo.edit', name)} onClick={actions.onEdit} disabled={actions.busy}>
              <Pencil className="size-4" aria-hidden="true" />
            </Action>
            <Action label={t('todo.trash', name)} onClick={actions.onTrash} disabled={actions.busy}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Action>
          </>
        )}
      </div>
    </li>
  );
}

function Action({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="grid size-8 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-40"
    >
      {children}
    </button>
  );
}
