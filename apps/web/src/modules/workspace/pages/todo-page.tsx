import { ListTodo } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Select } from '../../../shared/ui/form';
import { LoadState } from '../../../shared/ui/load-state';
import { EmptyState, PageHeader, SearchInput, Tabs } from '../../../shared/ui/table';
import { useDeleteTodo, useReorderTodos, useTodos, useUpdateTodo, type TodoItem, type TodoListData } from '../api';
import { AddTodoForm } from '../components/add-todo-form';
import { TodoDialog } from '../components/todo-dialog';
import { TodoRow } from '../components/todo-row';
import { problemText, toProblem } from '../lib';

type View = 'open' | 'done' | 'trash';
const views: readonly View[] = ['open', 'done', 'trash'];

/** `/todolist`: the signed-in member's own to-do items. */
export function TodoPage() {
  const { t } = useTranslation('workspace');
  const [params, setParams] = useQueryParams();
  const view = (views as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'open';
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const todos = useTodos({ view, ...(q ? { q } : {}), ...(tag ? { tag } : {}) });
  const counts = todos.data?.counts;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="todo-page">
      <PageHeader
        className="mb-0"
        title={t('todo.title')}
        description={counts ? t('todo.summary', { open: counts.open, overdue: counts.overdue }) : '\u00a0'}
      />
      <AddTodoForm />
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput value={q} onChange={(value) => setParams({ q: value || null })} label={t('todo.search')} className="min-w-48 flex-1" />
        {todos.data && todos.data.tags.length > 0 && (
          <Select
            label={t('todo.fields.tag')}
            value={tag}
            onChange={(e) => setParams({ tag: e.target.value || null })}
            placeholder={t('todo.allTags')}
            options={todos.data.tags.map((value) => ({ value, label: `#${value}` }))}
            className="w-40"
          />
        )}
      </div>
      <Tabs
        label={t('todo.views')}
        value={view}
        onValueChange={(id) => setParams({ view: id === 'open' ? null : id })}
        items={views.map((id) => ({
          id,
          label: counts ? `${t(`todo.view.${id}`)} (${counts[id]})` : t(`todo.view.${id}`),
          panel: () => (
            <LoadState query={todos} labels={{ loading: t('loading'), retry: t('retry'), error: (e) => problemText(t, toProblem(e)) }}>
              {todos.data && <TodoList view={view} data={todos.data} filtered={!!q || !!tag} />}
            </LoadState>
          ),
        }))}
      />
    </div>
  );
}

function TodoList({ view, data, filtered }: { view: View; data: TodoListData; filtered: boolean }) {
  const { t } = useTranslation('workspace');
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const reorder = useReorderTodos();
  const [editing, setEditing] = useState<TodoItem | null>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const busy = update.isPending || reorder.isPending;
  // Reordering applies to the whole open list, so not while it is filtered.
  const canOrder = view === 'open' && !filtered;

  const patch = (todo: TodoItem, change: { done?: boolean; trashed?: boolean }) =>
    update.mutate({ id: todo.id, patch: { ...change, version: todo.version } });
  const moveTo = (id: string, index: number) => {
    const ids = data.items.map((i) => i.id).filter((i) => i !== id);
    ids.splice(index, 0, id);
    reorder.mutate(ids);
  };

  if (data.items.length === 0)
    return (
      <EmptyState
        icon={<ListTodo className="size-6" />}
        title={t(filtered ? 'todo.empty.filtered' : `todo.empty.${view}`)}
        testId="todo-empty"
      />
    );

  return (
    <>
      {(update.error || reorder.error) && (
        <p role="alert" className="mb-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {problemText(t, toProblem(update.error ?? reorder.error))}
        </p>
      )}
      <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t(`todo.view.${view}`)}>
        {data.items.map((todo, index) => (
          <TodoRow
            key={todo.id}
            todo={todo}
            actions={{
              onToggle: () => patch(todo, { done: !todo.done }),
              onEdit: () => setEditing(todo),
              onTrash: () => patch(todo, { trashed: true }),
              onRestore: () => patch(todo, { trashed: false }),
              onDelete: () => setDeleting(todo),
              onMove: canOrder ? (by) => moveTo(todo.id, index + by) : undefined,
              first: index === 0,
              last: index === data.items.length - 1,
              busy,
              drag: canOrder
                ? {
                    dragging: dragged === todo.id,
                    onDragStart: (e: DragEvent) => {
                      e.dataTransfer.effectAllowed = 'move';
                      setDragged(todo.id);
                    },
                    onDragOver: (e: DragEvent) => e.preventDefault(),
                    onDrop: (e: DragEvent) => {
                      e.preventDefault();
                      if (dragged && dragged !== todo.id) moveTo(dragged, index);
                      setDragged(null);
                    },
                  }
                : undefined,
            }}
          />
        ))}
      </ul>
      {editing && <TodoDialog todo={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('todo.deleteTitle')}
          message={t('todo.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('todo.deleteForGoodShort')}
          cancelLabel={t('todo.cancel')}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
          errorText={(e) => problemText(t, toProblem(e))}
        />
      )}
    </>
  );
}
