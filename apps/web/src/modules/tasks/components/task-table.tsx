import type { Task, TaskPage } from '@hcims/contracts/tasks';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardCheck, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { navigate } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type SortState } from '../../../shared/ui/table';
import { useDeleteTask } from '../api/tasks-queries';
import { ProgressDialog } from './progress-dialog';
import { PriorityBadge, ProgressBar, StatusBadges } from './task-badges';
import { useTaskAccess } from './use-task-access';

export type TaskTableProps = {
  caption: string;
  query: UseQueryResult<TaskPage>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  empty: string;
  /** Hide the assignee column (the signed-in user's own list). */
  hideAssignee?: boolean;
  testId?: string;
};

/** One page of tasks with their status, progress and the actions the user may take. */
export function TaskTable({
  caption,
  query,
  page,
  pageSize,
  onPageChange,
  sort,
  onSortChange,
  empty,
  hideAssignee,
  testId,
}: TaskTableProps) {
  const { t, i18n } = useTranslation('tasks');
  const access = useTaskAccess();
  const remove = useDeleteTask();
  const [reporting, setReporting] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  return (
    <>
      <DataTable<Task>
        caption={caption}
        testId={testId}
        rows={query.data?.items}
        rowKey={(r) => r.id}
        status={query.status}
        fetching={query.isFetching}
        errorMessage={query.error ? problemText(t, toProblem(query.error), 'errors') : undefined}
        onRetry={() => void query.refetch()}
        sort={sort}
        onSortChange={onSortChange}
        columns={[
          {
            key: 'name',
            header: t('fields.name'),
            sortable: true,
            rowHeader: true,
            cell: (r) => (
              <span className="flex flex-col">
                <span dir="auto" className="font-medium text-ink">
                  {r.name}
                </span>
                {r.coworkers.length > 0 && (
                  <span className="text-xs text-ink-muted">{t('list.with', { names: r.coworkers.map((c) => c.name).join(', ') })}</span>
                )}
              </span>
            ),
          },
          ...(hideAssignee
            ? []
            : [
                {
                  key: 'assignee',
                  header: t('fields.assignee'),
                  hideBelow: 'md' as const,
                  cell: (r: Task) => (
                    <span className="flex flex-col">
                      <span>{r.assignee.name}</span>
                      <span className="text-xs text-ink-muted">{r.assignee.departmentName}</span>
                    </span>
                  ),
                },
              ]),
          {
            key: 'priority',
            header: t('fields.priority'),
            sortable: true,
            hideBelow: 'sm',
            cell: (r) => <PriorityBadge priority={r.priority} />,
          },
          { key: 'dueDate', header: t('fields.dueDate'), sortable: true, cell: (r) => formatDate(r.dueDate, i18n.language) },
          { key: 'status', header: t('fields.status'), cell: (r) => <StatusBadges task={r} /> },
          {
            key: 'progress',
            header: t('fields.progress'),
            sortable: true,
            hideBelow: 'sm',
            cell: (r) => <ProgressBar value={r.progress} label={t('list.progressOf', { name: r.name })} />,
          },
        ]}
        pagination={query.data ? { page, pageSize, total: query.data.total, onPageChange } : undefined}
        rowActionsLabel={t('list.actions')}
        rowActions={(r) => (
          <>
            {access.canReport(r) && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('actions.reportNamed', { name: r.name })}
                onClick={() => setReporting(r)}
              >
                <ClipboardCheck className="size-4" aria-hidden="true" />
              </button>
            )}
            {access.canEdit(r) && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('actions.editNamed', { name: r.name })}
                onClick={() => navigate(`/tasks_form?id=${r.id}`)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </button>
            )}
            {access.canDelete && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('actions.deleteNamed', { name: r.name })}
                onClick={() => setDeleting(r)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            )}
          </>
        )}
        empty={<p className="py-6 text-center text-sm text-ink-muted">{empty}</p>}
      />
      {reporting && <ProgressDialog task={reporting} canCancel={access.canEdit(reporting)} onClose={() => setReporting(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('delete.title')}
          message={t('delete.confirm', { name: deleting.name })}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
          errorText={(e) => problemText(t, toProblem(e), 'errors')}
        />
      )}
    </>
  );
}
