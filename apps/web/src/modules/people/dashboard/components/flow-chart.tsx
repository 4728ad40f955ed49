import type { HrDashboard } from '@hcims/contracts/people';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSettings } from '../../../../shared/lib/settings';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { formatMonth, formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { axisTick, chartColor, tooltipStyles } from './chart-theme';

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
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--chart-grid)" strokeDasharray="3 3" />
          <XAxis
            dataKey="label"
            reversed={rtl}
            tick={axisTick}
            stroke="var(--chart-grid)"
            tickFormatter={(_v: string, i: number) => formatMonth(rows[i]?.month ?? '', i18n.language, true)}
          />
          <YAxis
            yAxisId="flow"
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            tick={axisTick}
            stroke="var(--chart-grid)"
            width={32}
            tickFormatter={(v: number) => n(v)}
          />
          <YAxis
            yAxisId="headcount"
            orientation={rtl ? 'left' : 'right'}
            tick={axisTick}
            stroke="var(--chart-grid)"
            width={40}
            tickFormatter={(v: number) => n(v)}
            domain={['auto', 'auto']}
          />
          <Tooltip {...tooltipStyles} formatter={(value, name) => [n(Number(value)), String(name)]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="flow"
            dataKey="joiners"
            name={joiners}
            fill={chartColor(2)}
            radius={[3, 3, 0, 0]}
            maxBarSize={18}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="flow"
            dataKey="leavers"
            name={leavers}
            fill={chartColor(1)}
            radius={[3, 3, 0, 0]}
            maxBarSize={18}
            isAnimationActive={false}
          />
          <Line
            yAxisId="headcount"
            dataKey="headcountAtEnd"
            name={headcount}
            stroke={chartColor(0)}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
