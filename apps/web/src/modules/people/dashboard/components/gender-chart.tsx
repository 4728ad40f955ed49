import type { HrDashboard } from '@hcims/contracts/people';
import { useSettings } from '../../../../shared/lib/settings';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { DonutChart } from '../../../../shared/ui/charts';
import { formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { chartColor } from './chart-theme';

/** Head-count by gender as a ring with the share of each. */
export function GenderChart({ data }: { data: HrDashboard['byGender'] }) {
  const { t, i18n } = useTranslation('people');
  const rtl = useSettings((s) => s.rtlClass === 'rtl');
  const n = (v: number) => formatNumber(v, i18n.language);
  const total = data.reduce((s, d) => s + d.count, 0);
  const pct = (v: number) => formatNumber(total ? v / total : 0, i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const rows = data.map((d) => ({ name: t(`reports.values.gender.${d.gender}`), count: d.count }));
  const title = t('dashboard.byGender');
  const colored = rows
    .filter((r) => r.count > 0)
    .map((r, i) => ({ name: r.name, value: r.count, color: chartColor(i === 0 ? 4 : i === 1 ? 5 : i + 2) }));
  return (
    <ChartCard
      title={title}
      testId="chart-gender"
      empty={total === 0}
      summary={t('dashboard.summaryList', { title, list: rows.map((r) => `${r.name} ${n(r.count)} (${pct(r.count)})`).join(', ') })}
      table={{
        columns: [t('dashboard.gender'), t('dashboard.employees'), t('dashboard.share')],
        rows: rows.map((r) => [r.name, n(r.count), pct(r.count)]),
      }}
    >
      <DonutChart
        height={210}
        rtl={rtl}
        items={colored}
        formatValue={(v) => `${n(v)} (${pct(v)})`}
        legendLabel={(item) => `${item.name} · ${pct(item.value)}`}
      />
    </ChartCard>
  );
}
