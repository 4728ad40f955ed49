import { useState } from 'react';
import { ChartFrame } from './chart-frame';
import type { TooltipState } from './chart-tooltip';
import { linear, niceTicks } from './scale';
import { barPath } from './shapes';
import { useElementWidth } from './use-element-width';

const AXIS = { fontSize: 12, fill: 'var(--chart-axis)' } as const;

/**
 * One horizontal bar per item, its name beside it and its figure past its end (names stay
 * readable on phones). Drawn left to right; with `rtl` the names sit on the right and the bars
 * grow leftwards.
 */
export function BarListChart({
  items,
  color,
  seriesName,
  rtl,
  format,
  labelWidth,
  shorten = (name) => name,
}: {
  items: readonly { name: string; value: number }[];
  color: string;
  /** What the figures count, for the tooltip. */
  seriesName: string;
  rtl: boolean;
  format: (value: number) => string;
  /** Room for the names, in pixels. */
  labelWidth: number;
  /** Cuts a long name for the axis (the tooltip and the table keep it whole). */
  shorten?: (name: string) => string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<{ index: number; tip: TooltipState } | null>(null);
  const height = Math.max(160, items.length * 34 + 30);
  const top = 4;
  const bottom = height - 24;
  const ticks = niceTicks(0, Math.max(0, ...items.map((i) => i.value)));
  // The axis is the bars' common start; the other end keeps room for the figure past the bar.
  const [axis, far] = rtl ? [width - labelWidth - 8, 36] : [labelWidth + 8, width - 36];
  const x = linear(0, ticks.at(-1) ?? 1, axis, far);
  const band = (bottom - top) / Math.max(1, items.length);
  const barHeight = Math.min(22, band * 0.8);

  const onMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const px = e.clientX - box.left;
    const py = e.clientY - box.top;
    const index = Math.floor((py - top) / band);
    if (index < 0 || index >= items.length || py > bottom) return setHover(null);
    const item = items[index]!;
    setHover({ index, tip: { x: px, y: py, title: item.name, rows: [{ name: seriesName, color, value: format(item.value) }] } });
  };

  return (
    <ChartFrame
      frameRef={ref}
      kind="bar-list"
      width={width}
      height={height}
      rtl={rtl}
      tip={hover?.tip ?? null}
      onMove={onMove}
      onLeave={() => setHover(null)}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={top} y2={bottom} stroke="var(--chart-grid)" strokeDasharray="3 3" />
          <text x={x(t)} y={bottom + 16} textAnchor="middle" {...AXIS}>
            {format(t)}
          </text>
        </g>
      ))}
      {hover && (
        <rect x={Math.min(axis, far)} y={top + band * hover.index} width={Math.abs(far - axis)} height={band} fill="var(--chart-cursor)" />
      )}
      <line x1={Math.min(axis, far)} x2={Math.max(axis, far)} y1={bottom} y2={bottom} stroke="var(--chart-grid)" />
      <line x1={axis} x2={axis} y1={top} y2={bottom} stroke="var(--chart-grid)" />
      {items.map((item, i) => {
        const cy = top + band * i + band / 2;
        const end = x(item.value);
        return (
          <g key={`${item.name}-${i}`}>
            <text x={rtl ? axis + 6 : axis - 6} y={cy} textAnchor={rtl ? 'start' : 'end'} dominantBaseline="central" {...AXIS}>
              {shorten(item.name)}
            </text>
            <path
              d={barPath(Math.min(axis, end), cy - barHeight / 2, Math.abs(end - axis), barHeight, 4, rtl ? 'left' : 'right')}
              fill={color}
            />
            <text
              x={rtl ? end - 6 : end + 6}
              y={cy}
              textAnchor={rtl ? 'end' : 'start'}
              dominantBaseline="central"
              fontSize={12}
              fill="var(--color-ink)"
            >
              {format(item.value)}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
