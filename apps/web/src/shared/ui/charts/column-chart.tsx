import { useState } from 'react';
import { barPath } from './shapes';
import { ChartLegend } from './chart-legend';
import { ChartFrame } from './chart-frame';
import type { TooltipState } from './chart-tooltip';
import { linear, niceTicks } from './scale';
import { useElementWidth } from './use-element-width';

export type Series = { name: string; color: string; values: readonly number[] };

const AXIS = { fontSize: 12, fill: 'var(--chart-axis)' } as const;
const GRID = { stroke: 'var(--chart-grid)', strokeDasharray: '3 3' } as const;

/**
 * Columns per category (one or more series side by side), optionally with a line on a second
 * axis, a figure over each column, an axis title and a legend. Drawn left to right; with `rtl`
 * the categories run from the right and the axes swap sides.
 */
export function ColumnChart({
  categories,
  titles = categories,
  bars,
  line,
  height,
  rtl,
  format,
  valueLabels = false,
  axisTitle,
  legend = false,
  maxBarWidth = 48,
  radius = 4,
}: {
  /** Tick labels under the columns. */
  categories: readonly string[];
  /** Full category names for the tooltip (default: the tick labels). */
  titles?: readonly string[];
  bars: readonly Series[];
  line?: Series;
  height: number;
  rtl: boolean;
  format: (value: number) => string;
  valueLabels?: boolean;
  axisTitle?: string;
  legend?: boolean;
  maxBarWidth?: number;
  radius?: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<{ index: number; tip: TooltipState } | null>(null);
  const count = categories.length;
  const barTicks = niceTicks(0, Math.max(0, ...bars.flatMap((s) => s.values)));
  const lineTicks = line ? niceTicks(Math.min(...line.values), Math.max(...line.values)) : [];
  const barAxisWidth = 36;
  const lineAxisWidth = line ? 40 : 0;
  const [leftWidth, rightWidth] = rtl ? [lineAxisWidth || 8, barAxisWidth] : [barAxisWidth, lineAxisWidth || 8];
  const left = leftWidth + 8;
  const right = Math.max(left + 1, width - rightWidth - 8);
  const top = valueLabels ? 20 : 8;
  const bottom = height - (axisTitle ? 40 : 24);
  const band = (right - left) / Math.max(1, count);
  const slot = (i: number) => left + band * (rtl ? count - 1 - i : i);
  const yBar = linear(0, barTicks.at(-1) ?? 1, bottom, top);
  const yLine = linear(lineTicks[0] ?? 0, lineTicks.at(-1) ?? 1, bottom, top);
  const groupGap = bars.length > 1 ? 4 : 0;
  const barWidth = Math.max(1, Math.min(maxBarWidth, (band * 0.8 - groupGap * (bars.length - 1)) / Math.max(1, bars.length)));
  const groupWidth = barWidth * bars.length + groupGap * (bars.length - 1);
  const longest = Math.max(0, ...categories.map((c) => c.length));
  const labelEvery = Math.max(1, Math.ceil((longest * 7 + 8) / band));
  const [barAxisX, lineAxisX] = rtl ? [right, left] : [left, right];
  const anchor = (x: number) => (x === left ? 'end' : 'start');
  const tickX = (x: number) => (x === left ? x - 6 : x + 6);

  const onMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    const pos = Math.floor((x - left) / band);
    if (x < left || x > right || pos < 0 || pos >= count) return setHover(null);
    const index = rtl ? count - 1 - pos : pos;
    const series = line ? [...bars, line] : bars;
    setHover({
      index,
      tip: { x, y, title: titles[index], rows: series.map((s) => ({ name: s.name, color: s.color, value: format(s.values[index] ?? 0) })) },
    });
  };

  return (
    <ChartFrame
      frameRef={ref}
      kind="columns"
      width={width}
      height={height}
      rtl={rtl}
      tip={hover?.tip ?? null}
      onMove={onMove}
      onLeave={() => setHover(null)}
      after={
        <>
          {legend && (
            <ChartLegend
              rtl={rtl}
              items={[
                ...bars.map((s) => ({ name: s.name, color: s.color })),
                ...(line ? [{ name: line.name, color: line.color, shape: 'line' as const }] : []),
              ]}
            />
          )}
        </>
      }
    >
      {barTicks.map((t) => (
        <line key={t} x1={left} x2={right} y1={yBar(t)} y2={yBar(t)} {...GRID} />
      ))}
      {hover && <rect x={slot(hover.index)} y={top} width={band} height={bottom - top} fill="var(--chart-cursor)" />}
      <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--chart-grid)" />
      <line x1={barAxisX} x2={barAxisX} y1={top} y2={bottom} stroke="var(--chart-grid)" />
      {barTicks.map((t) => (
        <text key={t} x={tickX(barAxisX)} y={yBar(t)} textAnchor={anchor(barAxisX)} dominantBaseline="central" {...AXIS}>
          {format(t)}
        </text>
      ))}
      {line && <line x1={lineAxisX} x2={lineAxisX} y1={top} y2={bottom} stroke="var(--chart-grid)" />}
      {lineTicks.map((t) => (
        <text key={t} x={tickX(lineAxisX)} y={yLine(t)} textAnchor={anchor(lineAxisX)} dominantBaseline="central" {...AXIS}>
          {format(t)}
        </text>
      ))}
      {categories.map((c, i) =>
        i % labelEvery === 0 ? (
          <text key={i} x={slot(i) + band / 2} y={bottom + 16} textAnchor="middle" {...AXIS}>
            {c}
          </text>
        ) : null,
      )}
      {axisTitle && (
        <text x={(left + right) / 2} y={height - 6} textAnchor="middle" {...AXIS}>
          {axisTitle}
        </text>
      )}
      {bars.map((s, k) =>
        s.values.map((v, i) => {
          const order = rtl ? bars.length - 1 - k : k;
          const x = slot(i) + (band - groupWidth) / 2 + order * (barWidth + groupGap);
          const y = yBar(v);
          return (
            <g key={`${k}-${i}`}>
              <path d={barPath(x, y, barWidth, bottom - y, radius, 'top')} fill={s.color} />
              {valueLabels && (
                <text x={x + barWidth / 2} y={y - 5} textAnchor="middle" fontSize={12} fill="var(--color-ink)">
                  {format(v)}
                </text>
              )}
            </g>
          );
        }),
      )}
      {line && (
        <g>
          <polyline
            points={line.values.map((v, i) => `${slot(i) + band / 2},${yLine(v)}`).join(' ')}
            fill="none"
            stroke={line.color}
            strokeWidth={2}
          />
          {line.values.map((v, i) => (
            <circle key={i} cx={slot(i) + band / 2} cy={yLine(v)} r={3} fill="var(--color-surface)" stroke={line.color} strokeWidth={2} />
          ))}
        </g>
      )}
    </ChartFrame>
  );
}
