import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '../../../../shared/hooks/use-media-query';
import { useSettings } from '../../../../shared/lib/settings';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { axisTick, chartColor, shorten, tooltipStyles } from './chart-theme';

export type NamedCount = { name: string; count: number };

type EndLabelProps = { x?: number | string; y?: number | string; width?: number | string; height?: number | string; value?: unknown };

/** The figure just past the end of its bar, whichever way the bar grows. */
function EndLabel({
  x = 0,
  y = 0,
  width = 0,
  height = 0,
  value,
  rtl,
  format,
}: EndLabelProps & { rtl: boolean; format: (v: number) => string }) {
  const [left, right] = [Math.min(Number(x), Number(x) + Number(width)), Math.max(Number(x), Number(x) + Number(width))];
  return (
    <text
      x={rtl ? left - 6 : right + 6}
      y={Number(y) + Number(height) / 2}
      textAnchor={rtl ? 'end' : 'start'}
      dominantBaseline="central"
      fontSize={12}
      fill="var(--color-ink)"
    >
      {format(Number(value))}
    </text>
  );
}

/**
 * Head-count per category as horizontal bars, largest first (names stay readable on phones).
 * In right-to-left languages the names sit on the right and the bars grow leftwards.
 */
export function HeadcountBars({
  title,
  items,
  colorIndex = 0,
  limit,
  testId,
  className,
}: {
  title: string;
  items: readonly NamedCount[];
  colorIndex?: number;
  /** Show only the largest N in the chart (the table keeps them all). */
  limit?: number;
  testId?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('people');
  const rtl = useSettings((s) => s.rtlClass === 'rtl');
  const wide = useMediaQuery('(min-width: 640px)');
  const n = (v: number) => formatNumber(v, i18n.language);
  const shown = limit ? items.slice(0, limit) : items;
  const data = shown.map((i) => ({ name: i.name, count: i.count }));
  const summary = t('dashboard.summaryList', {
    title,
    list: items.map((i) => `${i.name} ${n(i.count)}`).join(', '),
  });
  return (
    <ChartCard
      title={title}
      summary={summary}
      testId={testId}
      className={className}
      empty={items.length === 0}
      table={{ columns: [t('dashboard.name'), t('dashboard.employees')], rows: items.map((i) => [i.name, n(i.count)]) }}
    >
      <ResponsiveContainer width="100%" height={Math.max(160, data.length * 34 + 30)}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 28, bottom: 4, left: 28 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke="var(--chart-grid)" strokeDasharray="3 3" />
          <XAxis
            type="number"
            allowDecimals={false}
            reversed={rtl}
            tick={axisTick}
            stroke="var(--chart-grid)"
            tickFormatter={(v: number) => n(v)}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={wide ? 156 : 104}
            orientation={rtl ? 'right' : 'left'}
            tick={axisTick}
            stroke="var(--chart-grid)"
            tickFormatter={(v: string) => shorten(v, wide ? 24 : 16)}
            interval={0}
          />
          <Tooltip {...tooltipStyles} formatter={(value) => [n(Number(value)), t('dashboard.employees')]} />
          <Bar
            dataKey="count"
            fill={chartColor(colorIndex)}
            radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]}
            maxBarSize={22}
            isAnimationActive={false}
          >
            <LabelList dataKey="count" content={(props) => <EndLabel {...(props as EndLabelProps)} rtl={rtl} format={n} />} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
