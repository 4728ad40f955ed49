import type { TaskReportRow } from '@hcims/contracts/tasks';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatNumber } from '../../../shared/lib/format';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { DataTable, ExportMenu, FilterBar, Tabs } from '../../../shared/ui/table';
import { useTaskReport, type TaskReportQuery } from '../api/tasks-queries';
import { ProgressBar } from './task-badges';

const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** A task report over a period (the month by default): one row per person or department, counted on the server. */
export function TaskReportView({ kind, caption }: { kind: 'progress' | 'subordinates'; caption: string }) {
  const { t, i18n } = useTranslation('tasks');
  const [params, setParams] = useQueryParams();
  const groupBy = kind === 'progress' && params.get('by') === 'department' ? 'department' : 'person';
  const query: TaskReportQuery = {
    groupBy,
    ...(isDate(params.get('from')) ? { from: isDate(params.get('from'))! } : {}),
    ...(isDate(params.get('to')) ? { to: isDate(params.get('to'))! } : {}),
  };
  const report = useTaskReport(kind, query);
  const exportHref = (format: string) => {
    const search = new URLSearchParams({ ...query, format, lng: i18n.language });
    return `/tasks/reports/${kind}/export?${search.toString()}`;
  };
  const n = (v: number) => formatNumber(v, i18n.language);
  const pct = (v: number | null) => (v === null ? '—' : formatNumber(v, i18n.language, { style: 'percent', maximumFractionDigits: 0 }));

  const table = (
    <DataTable<TaskReportRow>
      caption={caption}
      testId="task-report"
      rows={report.data?.rows}
      rowKey={(r) => r.id}
      status={report.status}
      fetching={report.isFetching}
      errorMessage={report.error ? problemText(t, toProblem(report.error), 'errors') : undefined}
      onRetry={() => void report.refetch()}
      columns={[
        {
          key: 'name',
          header: groupBy === 'department' ? t('fields.department') : t('fields.assignee'),
          rowHeader: true,
          cell: (r) => (
            <span className="flex flex-col">
              <span className="font-medium text-ink">{r.name}</span>
              {r.departmentName && <span className="text-xs text-ink-muted">{r.departmentName}</span>}
            </span>
          ),
        },
        { key: 'total', header: t('dashboard.tiles.total'), align: 'end', cell: (r) => n(r.total) },
        { key: 'pending', header: t('status.pending'), align: 'end', hideBelow: 'md', cell: (r) => n(r.pending) },
        { key: 'inProgress', header: t('status.in_progress'), align: 'end', hideBelow: 'md', cell: (r) => n(r.inProgress) },
        { key: 'completed', header: t('status.completed'), align: 'end', cell: (r) => n(r.completed) },
        { key: 'overdue', header: t('status.overdue'), align: 'end', cell: (r) => n(r.overdue) },
        { key: 'completionRate', header: t('dashboard.completionRate'), align: 'end', hideBelow: 'sm', cell: (r) => pct(r.completionRate) },
        { key: 'onTimeRate', header: t('dashboard.onTimeRate'), align: 'end', hideBelow: 'lg', cell: (r) => pct(r.onTimeRate) },
        {
          key: 'averageProgress',
          header: t('reports.averageProgress'),
          hideBelow: 'sm',
          cell: (r) => <ProgressBar value={r.averageProgress} label={t('list.progressOf', { name: r.name })} />,
        },
      ]}
      empty={<p className="py-6 text-center text-sm text-ink-muted">{t('reports.empty')}</p>}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <FilterBar actions={<ExportMenu href={exportHref} fileName={(format) => `task-report.${format}`} />}>
        <DateInput
          label={t('reports.from')}
          value={params.get('from') ?? report.data?.from ?? ''}
          onChange={(v) => setParams({ from: v })}
        />
        <DateInput label={t('reports.to')} value={params.get('to') ?? report.data?.to ?? ''} onChange={(v) => setParams({ to: v })} />
      </FilterBar>
      {kind === 'progress' ? (
        <Tabs
          label={t('reports.groupBy')}
          value={groupBy}
          onValueChange={(v) => setParams({ by: v === 'department' ? 'department' : null })}
          items={[
            { id: 'person', label: t('reports.byPerson'), panel: table },
            { id: 'department', label: t('reports.byDepartment'), panel: table },
          ]}
        />
      ) : (
        table
      )}
    </div>
  );
}

function DateInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
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
