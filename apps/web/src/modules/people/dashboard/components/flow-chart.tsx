import type { HrDashboard } from '@hcims/contracts/people';
import { useSettings } from '../../../../shared/lib/settings';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { ColumnChart } from '../../../../shared/ui/charts';
import { formatMonth, formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { chartColor } from './chart-theme';

/** Joiners and leavers per month (columns) and the head-count at each month's end (line), last 12 months. */
export function FlowChart({ data, className }: { data: HrDashboard['joinersAndLeavers']; className?: string }) {
  const { t, i18n } = useTranslation('people');
  const rtl = useSettings((s) => s.rtlClass === 'rtl');
  const n = (v: number) => formatNumber(v, i18n.language);
  const rows = data.map((d) => ({ ...d, label: formatMonth(d.month, i18n.language) }));
  const title = t('dashboard.flows');
  const joiners = t('dashboard.joiners');
  const leavers = t('dashboard.leavers');
  const headcount = t('dashboard.headcountAtEnd');
  return (
    <ChartCard
      title={title}
      testId="chart-flows"
      className={className}
      summary={t('dashboard.flowSummary', {
        joiners: n(data.reduce((s, d) => s + d.joiners, 0)),
        leavers: n(data.reduce((s, d) => s + d.leavers, 0)),
        from: rows[0]?.label ?? '',
        to: rows.at(-1)?.label ?? '',
      })}
      table={{
        columns: [t('dashboard.month'), joiners, leavers, headcount],
        rows: rows.map((r) => [r.label, n(r.joiners), n(r.leavers), n(r.headcountAtEnd)]),
      }}
    >
      <ColumnChart
        height={250}
        rtl={rtl}
        format={n}
        categories={rows.map((r) => formatMonth(r.month, i18n.language, true))}
        titles={rows.map((r) => r.label)}
        bars={[
          { name: joiners, color: chartColor(2), values: rows.map((r) => r.joiners) },
          { name: leavers, color: chartColor(1), values: rows.map((r) => r.leavers) },
        ]}
        line={{ name: headcount, color: chartColor(0), values: rows.map((r) => r.headcountAtEnd) }}
        maxBarWidth={18}
        radius={3}
        legend
      />
    </ChartCard>
  );
}
