import { FileBarChart2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Badge, PageHeader } from '../../../shared/ui/table';
import {
  useHrDashboard,
  Celebrations,
  ExpiringDocuments,
  FlowChart,
  GenderChart,
  HeadcountBars,
  KpiTiles,
  TenureChart,
} from '../dashboard';
import { LoadState, formatDate, useQueryParams } from '../reports';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in the browser's time zone, as YYYY-MM-DD. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** /hcims: the HR dashboard; every figure comes computed from the server, within the viewer's scope. */
export function HcimsDashboardPage() {
  const { t, i18n } = useTranslation('people');
  const [params, setParams] = useQueryParams();
  const asOfParam = params.get('asOf');
  const asOf = asOfParam && isoDate.test(asOfParam) ? asOfParam : null;
  const dashboard = useHrDashboard(asOf);
  const dateId = useId();
  const data = dashboard.data;

  return (
    <div className="hr-charts mx-auto max-w-7xl" data-testid="hr-dashboard">
      <PageHeader
        title={t('screens.hcimsDashboard')}
        description={
          // The same line while loading (the asked-for day, or today here), with room kept for the
          // scope badge: the figures below do not move when the answer arrives.
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('dashboard.asOf', { date: formatDate(data?.asOf ?? asOf ?? localToday(), i18n.language, 'long') })}
            {data ? (
              <Badge tone="primary">{t(`dashboard.scope.${data.scope}`)}</Badge>
            ) : (
              <span className="invisible" aria-hidden="true">
                <Badge tone="primary">{t('dashboard.scope.group')}</Badge>
              </span>
            )}
          </span>
        }
        actions={
          <>
            <span className="flex items-center gap-2">
              <label htmlFor={dateId} className="text-sm text-ink-muted">
                {t('dashboard.asOfLabel')}
              </label>
              <input
                id={dateId}
                type="date"
                value={asOf ?? data?.asOf ?? ''}
                onChange={(e) => setParams({ asOf: e.target.value || null })}
                className="rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-ink"
                data-testid="as-of"
              />
            </span>
            <Link to="/reports_pages" className={buttonSecondary}>
              <FileBarChart2 className="size-4" aria-hidden="true" />
              {t('dashboard.toReports')}
            </Link>
          </>
        }
      />
      {/* While loading, a screen tall: the footer stays below the fold instead of jumping away
          when the (taller) dashboard arrives. */}
      <div className={data ? undefined : 'min-h-dvh'}>
        <LoadState query={dashboard} scope="reports">
          {data && (
            // A key of its own: React would otherwise reuse the loading message's element for it, which
            // the browser counts as that element moving (a layout shift the size of the dashboard).
            <div key="figures" className="flex flex-col gap-5" aria-busy={dashboard.isFetching}>
              <KpiTiles data={data} />
              <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2">
                <HeadcountBars title={t('dashboard.byDepartment')} items={data.byDepartment} testId="chart-department" />
                <HeadcountBars
                  title={t('dashboard.byDesignation')}
                  items={data.byDesignation}
                  colorIndex={5}
                  limit={10}
                  testId="chart-designation"
                />
                <FlowChart data={data.joinersAndLeavers} className="lg:col-span-2" />
                <GenderChart data={data.byGender} />
                <TenureChart data={data.byTenure} />
                <ExpiringDocuments data={data.documentsExpiring} />
                <div className="grid content-start gap-5 sm:grid-cols-2 lg:grid-cols-1">
                  <Celebrations kind="birthdays" items={data.upcomingBirthdays} />
                  <Celebrations kind="anniversaries" items={data.upcomingAnniversaries} />
                </div>
              </div>
            </div>
          )}
        </LoadState>
      </div>
    </div>
  );
}
