import type { HrDashboard } from '@hcims/contracts/people';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSettings } from '../../../../shared/lib/settings';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { axisTick, chartColor, tooltipStyles } from './chart-theme';

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
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={rows} margin={{ top: 20, right: 8, bottom: 20, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--chart-grid)" strokeDasharray="3 3" />
          <XAxis
            dataKey="short"
            reversed={rtl}
            tick={axisTick}
            stroke="var(--chart-grid)"
            interval={0}
            label={{ value: t('dashboard.tenure'), position: 'insideBottom', offset: -14, fill: 'var(--chart-axis)', fontSize: 12 }}
          />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            tick={axisTick}
            stroke="var(--chart-grid)"
            width={36}
            tickFormatter={(v: number) => n(v)}
          />
          <Tooltip
            {...tooltipStyles}
            labelFormatter={(_label, payload) => String((payload[0]?.payload as { name?: string } | undefined)?.name ?? '')}
            formatter={(value) => [n(Number(value)), t('dashboard.employees')]}
          />
          <Bar dataKey="count" fill={chartColor(2)} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
            <LabelList dataKey="count" position="top" formatter={(v) => n(Number(v))} className="fill-ink text-xs" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
