import type { HrDashboard } from '@hcims/contracts/people';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { chartColor, tooltipStyles } from './chart-theme';

/** Head-count by gender as a ring with the share of each. */
export function GenderChart({ data }: { data: HrDashboard['byGender'] }) {
  const { t, i18n } = useTranslation('people');
  const n = (v: number) => formatNumber(v, i18n.language);
  const total = data.reduce((s, d) => s + d.count, 0);
  const pct = (v: number) => formatNumber(total ? v / total : 0, i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const rows = data.map((d) => ({ name: t(`reports.values.gender.${d.gender}`), count: d.count }));
  const title = t('dashboard.byGender');
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
      <ResponsiveContainer width="100%" height={240}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={rows.filter((r) => r.count > 0)}
            dataKey="count"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={2}
            stroke="var(--color-surface)"
            isAnimationActive={false}
            // The chart is hidden from assistive technology (the table beside it speaks for it), so
            // the pie must not take a tab stop of its own (recharts' default is 0).
            rootTabIndex={-1}
          >
            {rows
              .filter((r) => r.count > 0)
              .map((r, i) => (
                <Cell key={r.name} fill={chartColor(i === 0 ? 4 : i === 1 ? 5 : i + 2)} />
              ))}
          </Pie>
          <Tooltip {...tooltipStyles} formatter={(value, name) => [`${n(Number(value))} (${pct(Number(value))})`, String(name)]} />
          <Legend
            iconType="circle"
            wrapperStyle={{ fontSize: 13 }}
            formatter={(name) => `${String(name)} · ${pct(rows.find((r) => r.name === name)?.count ?? 0)}`}
          />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
