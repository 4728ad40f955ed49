import type { TaskPeriod, TaskPeriodFigures } from '@hcims/contracts/tasks';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { Link } from '../../../shared/lib/router';
import { useSettings } from '../../../shared/lib/settings';
import { useTranslation } from '../../../shared/lib/use-translation';
import { BarListChart } from '../../../shared/ui/charts';
import { LoadState } from '../../../shared/ui/load-state';
import { Card, PageHeader, Tabs } from '../../../shared/ui/table';
import { useTaskDashboard } from '../api/tasks-queries';

/** /company_tasks_dashboard: the tasks due in each period by status, computed on the server; every figure opens its list. */
export function TasksDashboardPage() {
  const { t, i18n } = useTranslation('tasks');
  const dashboard = useTaskDashboard();
  const [period, setPeriod] = useState<TaskPeriod>('month');
  const labels = { loading: t('list.loading'), retry: t('actions.retry'), error: (e: unknown) => problemText(t, toProblem(e), 'errors') };
  const data = dashboard.data;
  return (
    <div data-testid="tasks-dashboard" className="flex flex-col gap-4">
      <PageHeader
        title={t('screens.dashboard')}
        description={data ? t('dashboard.today', { date: formatDate(data.today, i18n.language) }) : undefined}
      />
      <LoadState query={dashboard} labels={labels}>
        {data && (
          <>
            <Link
              to="/view_tasks?status=overdue"
              className="flex items-center justify-between rounded-xl border border-line bg-surface p-4 shadow-sm hover:bg-surface-hover"
              data-testid="overdue-now"
            >
              <span className="text-sm font-semibold text-ink">{t('dashboard.overdueNow')}</span>
              <span className={data.overdueNow > 0 ? 'text-2xl font-semibold text-danger' : 'text-2xl font-semibold text-ink'}>
                {formatNumber(data.overdueNow, i18n.language)}
              </span>
            </Link>
            <Tabs
              label={t('dashboard.periods')}
              value={period}
              onValueChange={(v) => setPeriod(v as TaskPeriod)}
              items={data.periods.map((p) => ({
                id: p.period,
                label: t(`dashboard.period.${p.period}`),
                panel: () => <PeriodPanel figures={p} />,
              }))}
            />
          </>
        )}
      </LoadState>
    </div>
  );
}

function PeriodPanel({ figures: f }: { figures: TaskPeriodFigures }) {
  const { t, i18n } = useTranslation('tasks');
  const rtl = useSettings((s) => s.rtlClass === 'rtl');
  const percent = (v: number | null) => (v === null ? '—' : formatNumber(v, i18n.language, { style: 'percent', maximumFractionDigits: 0 }));
  const range = `from=${f.from}&to=${f.to}`;
  const tiles = [
    { key: 'total', value: f.total, href: `/view_tasks?${range}` },
    { key: 'pending', value: f.pending, href: `/view_tasks?status=pending&${range}` },
    { key: 'inProgress', value: f.inProgress, href: `/view_tasks?status=in_progress&${range}` },
    { key: 'completed', value: f.completed, href: `/view_tasks?status=completed&${range}` },
    { key: 'overdue', value: f.overdue, href: `/view_tasks?status=overdue&${range}` },
    { key: 'cancelled', value: f.cancelled, href: `/view_tasks?status=cancelled&${range}` },
  ] as const;
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid={`period-${f.period}`}>
      <p className="text-sm text-ink-muted">
        {t('dashboard.dueBetween', { from: formatDate(f.from, i18n.language), to: formatDate(f.to, i18n.language) })}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.href}
              className="flex flex-col rounded-xl border border-line bg-surface p-4 shadow-sm hover:bg-surface-hover"
              data-testid={`tile-${tile.key}`}
            >
              <span className="text-xs font-medium text-ink-muted">{t(`dashboard.tiles.${tile.key}`)}</span>
              <span className="text-2xl font-semibold tabular-nums text-ink">{formatNumber(tile.value, i18n.language)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('dashboard.rates')}>
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-xs font-medium text-ink-muted">{t('dashboard.completionRate')}</dt>
              <dd className="text-2xl font-semibold text-ink" data-testid="completion-rate">
                {percent(f.completionRate)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-ink-muted">{t('dashboard.onTimeRate')}</dt>
              <dd className="text-2xl font-semibold text-ink">{percent(f.onTimeRate)}</dd>
            </div>
          </dl>
        </Card>
        <Card title={t('dashboard.byStatus')}>
          {f.total === 0 ? (
            <p className="text-sm text-ink-muted">{t('dashboard.none')}</p>
          ) : (
            <BarListChart
              items={[
                { name: t('status.pending'), value: f.pending },
                { name: t('status.in_progress'), value: f.inProgress },
                { name: t('status.completed'), value: f.completed },
                { name: t('status.cancelled'), value: f.cancelled },
              ]}
              color="var(--color-primary)"
              seriesName={t('dashboard.tasks')}
              rtl={rtl}
              format={(v) => formatNumber(v, i18n.language)}
              labelWidth={110}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
