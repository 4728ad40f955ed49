import { useState } from 'react';
import { ChartLegend } from './chart-legend';
import { ChartTooltip, type TooltipState } from './chart-tooltip';
import { ringPath } from './shapes';
import { useElementWidth } from './use-element-width';
// The charts' colours (theme tokens, light and dark) come with the charts' own chunk.
import './charts.css';

const GAP = (2 * Math.PI) / 180;

/**
 * A ring with one segment per item (zero items left out), a legend under it and the figure of
 * the segment under the pointer. Segments run clockwise from twelve o'clock, anticlockwise
 * with `rtl`.
 */
export function DonutChart({
  items,
  height,
  rtl,
  formatValue,
  legendLabel = (item) => item.name,
}: {
  items: readonly { name: string; value: number; color: string }[];
  height: number;
  rtl: boolean;
  /** The tooltip's figure for an item (e.g. "12 (40%)"). */
  formatValue: (value: number) => string;
  legendLabel?: (item: { name: string; value: number }) => string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [tip, setTip] = useState<TooltipState>(null);
  const shown = items.filter((i) => i.value > 0);
  const total = shown.reduce((s, i) => s + i.value, 0);
  const size = Math.min(width, height);
  const [cx, cy] = [width / 2, height / 2];
  const [outer, inner] = [(size / 2) * 0.85, (size / 2) * 0.55];
  const gap = shown.length > 1 ? GAP : 0;
  const starts = shown.map((_, i) => shown.slice(0, i).reduce((sum, item) => sum + (item.value / total) * Math.PI * 2, 0));
  const segments = shown.map((item, i) => {
    const sweep = (item.value / total) * Math.PI * 2;
    const [a0, a1] = [starts[i]! + gap / 2, starts[i]! + sweep - gap / 2];
    return { item, a0: rtl ? -a1 : a0, a1: rtl ? -a0 : a1 };
  });

  return (
    <div ref={ref} className="relative">
      <div style={{ height }}>
        {width > 0 && total > 0 && (
          <svg width={width} height={height} role="presentation" className="block" data-chart="donut" onPointerLeave={() => setTip(null)}>
            {segments.map(({ item, a0, a1 }) => (
              <path
                key={item.name}
                d={ringPath(cx, cy, inner, outer, a0, a1)}
                fill={item.color}
                stroke="var(--color-surface)"
                onPointerMove={(e) => {
                  const box = e.currentTarget.ownerSVGElement!.getBoundingClientRect();
                  setTip({
                    x: e.clientX - box.left,
                    y: e.clientY - box.top,
                    rows: [{ name: item.name, color: item.color, value: formatValue(item.value) }],
                  });
                }}
              />
            ))}
          </svg>
        )}
      </div>
      <ChartLegend rtl={rtl} items={shown.map((i) => ({ name: legendLabel(i), color: i.color, shape: 'circle' as const }))} />
      <ChartTooltip state={tip} width={width} rtl={rtl} />
    </div>
  );
}
