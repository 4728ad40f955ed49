import { formatNumber } from '../../../shared/lib/format';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { PageHeader } from '../../../shared/ui/table';
import { useTasks, type TaskQuery } from '../api/tasks-queries';
import { TaskTable } from '../components/task-table';
import { pageOf, sortOf, sortParam } from '../lib/list-params';

const PAGE_SIZE = 20;
const COUNTS = [
  { key: 'all', query: {} },
  { key: 'pending', query: { status: 'pending' } },
  { key: 'in_progress', query: { status: 'in_progress' } },
  { key: 'overdue', query: { overdue: 'true' } },
  { key: 'completed', query: { status: 'completed' } },
] as const;

/** /PersonalTasks: the signed-in user's own tasks, with figures counted on the server and progress updates. */
export function PersonalTasksPage() {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useQueryParams();
  const page = pageOf(params.get('page'));
  const sort = sortOf(params.get('sort'));
  const filter = params.get('show') ?? 'all';
  const shown = COUNTS.find((c) => c.key === filter) ?? COUNTS[0];
  const query: TaskQuery = { mine: 'true', page, pageSize: PAGE_SIZE, sort: sortParam(sort), ...(shown.query as Partial<TaskQuery>) };
  const tasks = useTasks(query);
  return (
    <div data-testid="personal-tasks" className="flex flex-col gap-4">
      <PageHeader title={t('screens.personalTasks')} description={t('personal.description')} />
      <div role="group" aria-label={t('personal.show')} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {COUNTS.map((c) => (
          <CountTile
            key={c.key}
            name={c.key}
            query={c.query}
            pressed={shown.key === c.key}
            onSelect={() => setParams({ show: c.key, page: null })}
          />
        ))}
      </div>
      <TaskTable
        caption={t(`personal.tiles.${shown.key}`)}
        testId="personal-tasks-table"
        query={tasks}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => setParams({ page: String(p) })}
        sort={sort}
        onSortChange={(s) => setParams({ sort: sortParam(s), page: null })}
        empty={t('personal.empty')}
        hideAssignee
      />
    </div>
  );
}

/** One figure of the user's tasks (a one-row page: the server counts), pressing it shows those tasks. */
function CountTile({
  name,
  query,
  pressed,
  onSelect,
}: {
  name: string;
  query: { status?: string; overdue?: string };
  pressed: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('tasks');
  const count = useTasks({ mine: 'true', page: 1, pageSize: 1, ...(query as Partial<TaskQuery>) });
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onSelect}
      className="flex flex-col items-start rounded-xl border border-line bg-surface p-3 text-start shadow-sm hover:bg-surface-hover aria-pressed:border-primary aria-pressed:bg-primary-soft"
      data-testid={`count-${name}`}
    >
      <span className="text-xs font-medium text-ink-muted">{t(`personal.tiles.${name}`)}</span>
      <span className="text-xl font-semibold tabular-nums text-ink">
        {count.data ? formatNumber(count.data.total, i18n.language) : '…'}
      </span>
    </button>
  );
}
