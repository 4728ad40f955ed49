import type { DayStatus, RoutineDashboard } from '@hcims/contracts/routines';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { Link } from '../../../shared/lib/router';
import { useSettings } from '../../../shared/lib/settings';
import { useTranslation } from '../../../shared/lib/use-translation';
import { ColumnChart } from '../../../shared/ui/charts';
import { LoadState } from '../../../shared/ui/load-state';
import { Card, PageHeader } from '../../../shared/ui/table';
import { useRoutineDashboard } from '../api';
import { money } from '../lib/expenses';

const TODAY: readonly DayStatus[] = ['present', 'late', 'absent', 'on_leave', 'holiday'];
const MONTH = ['present', 'late', 'absent', 'onLeave', 'holiday'] as const;
/** /routine_report_dashboard: figures computed on the server, each in the scope of the list it opens (ADR 0127). */
export function RoutineDashboardPage() {
  const { t, i18n } = useTranslation('routines');
  const dashboard = useRoutineDashboard();
  const labels = { loading: t('states.loading'), retry: t('actions.retry'), error: (e: unknown) => problemText(t, toProblem(e), 'errors') };
  const d = dashboard.data;
  return (
    <div data-testid="routine-dashboard" className="flex flex-col gap-4">
      <PageHeader
        title={t('screens.dashboard')}
        description={d ? t('dashboard.figuresOn', { date: formatDate(d.today, i18n.language) }) : undefined}
      />
      <LoadState query={dashboard} labels={labels}>
        {d && (
          <div className="flex flex-col gap-4">
            {d.attendance && <Attendance d={d} attendance={d.attendance} />}
            {d.lateness && <Lateness lateness={d.lateness} />}
            <div className="grid gap-4 lg:grid-cols-2">
              {d.leave && <Leave leave={d.leave} />}
              {d.expenses && <Expenses d={d} expenses={d.expenses} />}
              {d.meetings && (
                <Figure
                  title={t('dashboard.meetingsThisWeek')}
                  value={d.meetings.thisWeek}
                  href={`/create_meeting?from=${d.week.from}&to=${d.week.to}`}
                  testId="figure-meetings"
                />
              )}
              {d.whistle && (
                <Figure
                  title={t('dashboard.openWhistleCases')}
                  value={d.whistle.openCases}
                  href="/routine_whistle?tab=cases"
                  testId="figure-whistle"
                />
              )}
            </div>
          </div>
        )}
      </LoadState>
    </div>
  );
}

function Tile({ label, value, href, testId }: { label: string; value: string; href: string; testId: string }) {
  return (
    <li>
      <Link
        to={href}
        className="flex h-full flex-col rounded-xl border border-line bg-surface p-4 shadow-sm hover:bg-surface-hover"
        data-testid={testId}
      >
        <span className="text-xs font-medium text-ink-muted">{label}</span>
        <span className="text-2xl font-semibold tabular-nums text-ink">{value}</span>
      </Link>
    </li>
  );
}

function Figure({ title, value, href, testId }: { title: string; value: number; href: string; testId: string }) {
  const { i18n } = useTranslation('routines');
  return (
    <Link
      to={href}
      className="flex items-center justify-between gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm hover:bg-surface-hover"
      data-testid={testId}
    >
      <span className="text-sm font-semibold text-ink">{title}</span>
      <span className="text-2xl font-semibold tabular-nums text-ink">{formatNumber(value, i18n.language)}</span>
    </Link>
  );
}

function Attendance({ d, attendance }: { d: RoutineDashboard; attendance: NonNullable<RoutineDashboard['attendance']> }) {
  const { t, i18n } = useTranslation('routines');
  const n = (v: number) => formatNumber(v, i18n.language);
  const sheet = attendance.scope === 'own' ? '/staff_attendence' : '/staff_attendence?tab=sheet';
  const withStatus = (status: DayStatus) => (attendance.scope === 'own' ? sheet : `${sheet}&date=${d.today}&status=${status}`);
  return (
    <>
      <Card title={t('dashboard.attendanceToday')} testId="attendance-today">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {TODAY.map((s) => (
            <Tile
              key={s}
              label={t(`attendance.statuses.${s}`)}
              value={n(attendance.today[s] ?? 0)}
              href={withStatus(s)}
              testId={`today-${s}`}
            />
          ))}
        </ul>
      </Card>
      <Card title={t('dashboard.attendanceMonth')} testId="attendance-month">
        <p className="mb-3 text-sm text-ink-muted">
          {t('dashboard.personDays', { from: formatDate(d.month.from, i18n.language), to: formatDate(d.today, i18n.language) })}
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {MONTH.map((k) => (
            <Tile
              key={k}
              label={t(`dashboard.month.${k}`)}
              value={n(attendance.month[k])}
              href={`/routine_reports?kind=attendance&from=${d.month.from}&to=${d.today}`}
              testId={`month-${k}`}
            />
          ))}
        </ul>
      </Card>
    </>
  );
}

function Lateness({ lateness }: { lateness: NonNullable<RoutineDashboard['lateness']> }) {
  const { t, i18n } = useTranslation('routines');
  const rtl = useSettings((s) => s.rtlClass === 'rtl');
  const n = (v: number) => formatNumber(v, i18n.language);
  const days = lateness.byDay;
  const from = days[0]?.date ?? '';
  const to = days.at(-1)?.date ?? '';
  return (
    <Card title={t('dashboard.lateness')} testId="lateness">
      <div className="flex flex-col gap-4">
        <Link
          to={`/routine_reports?kind=lateness&from=${from}&to=${to}`}
          className="flex flex-wrap gap-x-8 gap-y-1 rounded-lg p-2 hover:bg-surface-hover"
          data-testid="lateness-figures"
        >
          <span className="text-sm text-ink-muted">
            {t('dashboard.lateArrivals')} <strong className="text-2xl font-semibold tabular-nums text-ink">{n(lateness.count)}</strong>
          </span>
          <span className="text-sm text-ink-muted">
            {t('dashboard.minutesLate')} <strong className="text-2xl font-semibold tabular-nums text-ink">{n(lateness.minutes)}</strong>
          </span>
        </Link>
        {lateness.count === 0 ? (
          <p className="text-sm text-ink-muted">{t('dashboard.noLateness')}</p>
        ) : (
          <figure>
            <ColumnChart
              categories={days.map((x) => formatNumber(Number(x.date.slice(8)), i18n.language))}
              titles={days.map((x) => formatDate(x.date, i18n.language))}
              bars={[{ name: t('dashboard.lateArrivals'), color: 'var(--color-primary)', values: days.map((x) => x.count) }]}
              line={{ name: t('dashboard.minutesLate'), color: 'var(--color-danger)', values: days.map((x) => x.minutes) }}
              height={220}
              rtl={rtl}
              format={n}
              legend
            />
            <figcaption className="sr-only">
              {t('dashboard.latenessSummary', { late: n(lateness.count), minutes: n(lateness.minutes) })}
            </figcaption>
          </figure>
        )}
      </div>
    </Card>
  );
}

function Leave({ leave }: { leave: NonNullable<RoutineDashboard['leave']> }) {
  const { t, i18n } = useTranslation('routines');
  const href = `/employee_leave_requests?tab=${leave.list}`;
  return (
    <Card title={t('dashboard.leave')} testId="leave">
      <ul className="grid grid-cols-2 gap-3">
        <Tile label={t('dashboard.leaveTaken')} value={formatNumber(leave.takenDays, i18n.language)} href={href} testId="leave-taken" />
        <Tile
          label={t('dashboard.leavePending')}
          value={formatNumber(leave.pendingRequests, i18n.language)}
          href={href}
          testId="leave-pending"
        />
      </ul>
    </Card>
  );
}

function Expenses({ d, expenses }: { d: RoutineDashboard; expenses: NonNullable<RoutineDashboard['expenses']> }) {
  const { t, i18n } = useTranslation('routines');
  const href = (status: string) =>
    expenses.list === 'all' ? `/owner_expense_claim_list?status=${status}&from=${d.month.from}&to=${d.month.to}` : '/create_expense_claim';
  return (
    <Card title={t('dashboard.expenses')} testId="expenses">
      {expenses.byStatus.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('dashboard.noClaims')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {expenses.byStatus.map((r) => (
            <li key={`${r.status}-${r.currency}`}>
              <Link
                to={href(r.status)}
                className="flex items-center justify-between gap-4 rounded-lg px-2 py-2 hover:bg-surface-hover"
                data-testid={`expense-${r.status}-${r.currency}`}
              >
                <span className="text-sm text-ink">
                  {t(`expenses.statuses.${r.status}`)}{' '}
                  <span className="text-ink-muted">{t('dashboard.claimCount', { n: formatNumber(r.count, i18n.language) })}</span>
                </span>
                <span className="font-semibold tabular-nums text-ink">{money(r.amountMinor, r.currency, i18n.language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
