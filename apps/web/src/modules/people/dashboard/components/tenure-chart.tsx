import type { HrDashboard } from '@hcims/contracts/people';
import { useSettings } from '../../../../shared/lib/settings';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { ColumnChart } from '../../../../shared/ui/charts';
import { formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { chartColor } from './chart-theme';

/** Head-count by completed years of service, one column per band in order. */
export function TenureChart({ data }: { data: HrDashboard['byTenure'] }) {
  const { t, i18n } = useTranslation('people');
  const rtl = useSettings((s) => s.rtlClass === 'rtl');
  const n = (v: number) => formatNumber(v, i18n.language);
  const rows = data.map((d) => ({
    name: t(`reports.values.tenureBand.${d.band}`),
    short: t(`dashboard.tenureShort.${d.band}`),
    count: d.count,
  }));
  const title = t('dashboard.byTenure');
  return (
    <ChartCard
      title={title}
      testId="chart-tenure"
      empty={rows.every((r) => r.count === 0)}
      summary={t('dashboard.summaryList', { title, list: rows.map((r) => `${r.name} ${n(r.count)}`).join(', ') })}
      table={{ columns: [t('dashboard.tenure'), t('dashboard.employees')], rows: rows.map((r) => [r.name, n(r.count)]) }}
    >
      <ColumnChart
        height={240}
        rtl={rtl}
        format={n}
        categories={rows.map((r) => r.short)}
        titles={rows.map((r) => r.name)}
        bars={[{ name: t('dashboard.employees'), color: chartColor(2), values: rows.map((r) => r.count) }]}
        valueLabels
        axisTitle={t('dashboard.tenure')}
      />
    </ChartCard>
  );
}
