import { TaskPriorities, TaskStatuses } from '@hcims/contracts/tasks';
import { Plus } from 'lucide-react';
import { Link } from '../../../shared/lib/router';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { ExportMenu, FilterBar, FilterSelect, PageHeader, SearchInput, Tabs } from '../../../shared/ui/table';
import { useTask, useTasks, type TaskQuery } from '../api/tasks-queries';
import { ProgressDialog } from '../components/progress-dialog';
import { SeriesList } from '../components/series-list';
import { TaskBoard } from '../components/task-board';
import { TaskTable } from '../components/task-table';
import { useTaskAccess } from '../components/use-task-access';
import { pageOf, sortOf, sortParam } from '../lib/list-params';

const PAGE_SIZE = 20;
const FILTERS = ['q', 'status', 'priority', 'assignee', 'department', 'from', 'to'] as const;
const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** /view_tasks: the tasks the user may see, filtered, searched, sorted and paged on the server; "My tasks" beside them. */
export function ViewTasksPage() {
  const { t, i18n } = useTranslation('tasks');
  const [params, setParams] = useQueryParams();
  const access = useTaskAccess();
  // Assigners see every task they reach first; everyone else starts with their own.
  const view = params.get('view') ?? (access.canCreate ? 'all' : 'mine');
  const page = pageOf(params.get('page'));
  const sort = sortOf(params.get('sort'));
  const status = params.get('status') ?? '';
  const query: TaskQuery = {
    page,
    pageSize: PAGE_SIZE,
    sort: sortParam(sort),
    ...(params.get('q') ? { q: params.get('q')! } : {}),
    ...(status === 'overdue'
      ? { overdue: 'true' as const }
      : (TaskStatuses as readonly string[]).includes(status)
        ? { status: status as TaskQuery['status'] }
        : {}),
    ...((TaskPriorities as readonly string[]).includes(params.get('priority') ?? '')
      ? { priority: params.get('priority') as TaskQuery['priority'] }
      : {}),
    ...(params.get('assignee') ? { assigneeId: params.get('assignee')! } : {}),
    ...(params.get('department') ? { departmentId: params.get('department')! } : {}),
    ...(isDate(params.get('from')) ? { dueFrom: isDate(params.get('from'))! } : {}),
    ...(isDate(params.get('to')) ? { dueTo: isDate(params.get('to'))! } : {}),
    ...(view === 'mine' ? { mine: 'true' as const } : {}),
  };
  const tasks = useTasks(query);
  // ?task=<id> (a notice's link) opens that task's view over the list.
  const opened = useTask(params.get('task'));
  const set = (patch: Record<string, string | null>) => setParams({ ...patch, page: null });
  const active = FILTERS.filter((f) => params.get(f)).length;
  const options = access.options.data;
  const exportHref = (format: string) => {
    const { page: _page, pageSize: _size, ...filters } = query;
    const search = new URLSearchParams(Object.entries({ ...filters, format, lng: i18n.language }).map(([k, v]) => [k, String(v)]));
    return `/tasks/tasks/export?${search.toString()}`;
  };

  const layout = params.get('layout') === 'board' ? 'board' : 'list';
  const { page: _p, pageSize: _s, sort: _o, status: _st, ...boardQuery } = query;
  const table = (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('board.layout')} className="inline-flex w-fit rounded-lg border border-line p-0.5">
        {(['list', 'board'] as const).map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={layout === l}
            onClick={() => setParams({ layout: l === 'list' ? null : l })}
            className={`rounded-md px-3 py-1 text-sm ${layout === l ? 'bg-primary text-primary-foreground' : 'text-ink hover:bg-surface-hover'}`}
          >
            {t(`board.${l}`)}
          </button>
        ))}
      </div>
      <FilterBar
        activeCount={active}
        actions={<ExportMenu href={exportHref} fileName={(format) => `tasks.${format}`} />}
        search={
          <SearchInput
            value={params.get('q') ?? ''}
            onChange={(q) => set({ q })}
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
        }
        onClear={active > 0 ? () => set(Object.fromEntries(FILTERS.map((f) => [f, null]))) : undefined}
      >
        <FilterSelect
          label={t('fields.status')}
          allLabel={t('list.any')}
          value={status}
          onChange={(v) => set({ status: v })}
          options={[...TaskStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })), { value: 'overdue', label: t('status.overdue') }]}
          testId="filter-status"
        />
        <FilterSelect
          label={t('fields.priority')}
          allLabel={t('list.any')}
          value={params.get('priority') ?? ''}
          onChange={(v) => set({ priority: v })}
          options={TaskPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
        />
        {view === 'all' && (options?.assignees.length ?? 0) > 0 && (
          <FilterSelect
            label={t('fields.assignee')}
            allLabel={t('list.anyone')}
            value={params.get('assignee') ?? ''}
            onChange={(v) => set({ assignee: v })}
            options={options!.assignees.map((a) => ({ value: a.id, label: a.name }))}
          />
        )}
        {view === 'all' && (
          <FilterSelect
            label={t('fields.department')}
            allLabel={t('list.any')}
            value={params.get('department') ?? ''}
            onChange={(v) => set({ department: v })}
            options={(options?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        )}
        <DateFilter label={t('list.dueFrom')} value={params.get('from') ?? ''} onChange={(v) => set({ from: v })} />
        <DateFilter label={t('list.dueTo')} value={params.get('to') ?? ''} onChange={(v) => set({ to: v })} />
      </FilterBar>
      {layout === 'board' ? (
        <TaskBoard query={boardQuery} />
      ) : (
        <TaskTable
          caption={view === 'mine' ? t('list.myTasks') : t('list.allTasks')}
          testId="tasks-table"
          query={tasks}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(p) => setParams({ page: String(p) })}
          sort={sort}
          onSortChange={(s) => set({ sort: sortParam(s) })}
          empty={active > 0 ? t('list.noMatch') : t('list.empty')}
        />
      )}
    </div>
  );

  return (
    <div data-testid="view-tasks">
      <PageHeader
        title={t('screens.viewTasks')}
        actions={
          access.canCreate && (
            <Link to="/tasks_form" className={buttonPrimary}>
              <Plus className="size-4" aria-hidden="true" />
              {t('actions.new')}
            </Link>
          )
        }
      />
      {access.canCreate ? (
        <Tabs
          label={t('list.views')}
          value={view}
          onValueChange={(v) => set({ view: v })}
          items={[
            { id: 'all', label: t('list.allTasks'), panel: table },
            { id: 'mine', label: t('list.myTasks'), panel: table },
            { id: 'series', label: t('series.title'), panel: <SeriesList /> },
          ]}
        />
      ) : (
        table
      )}
      {opened.data && params.get('task') === opened.data.id && (
        <ProgressDialog task={opened.data} canCancel={access.canEdit(opened.data)} onClose={() => setParams({ task: null })} />
      )}
    </div>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
      {label}
      <input
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
      />
    </label>
  );
}
