import { useLayoutEffect, useRef } from 'react';

export type TooltipRow = { color: string; name: string; value: string };
export type TooltipState = { x: number; y: number; title?: string; rows: readonly TooltipRow[] } | null;

/**
 * The floating box with the figures under the pointer: beside the pointer, on whichever side it
 * fits, and never past the chart's edges. Mouse only: the chart is hidden from assistive
 * technology and its table carries the same figures.
 */
export function ChartTooltip({ state, width, rtl }: { state: TooltipState; width: number; rtl: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !state) return;
    const own = el.offsetWidth;
    let left = state.x + 12;
    if (left + own > width) left = state.x - 12 - own;
    el.style.left = `${Math.max(0, Math.min(left, width - own))}px`;
  }, [state, width]);
  if (!state) return null;
  return (
    <div
      ref={ref}
      dir={rtl ? 'rtl' : 'ltr'}
      className="pointer-events-none absolute z-10 min-w-28 rounded-lg border border-line bg-surface px-3 py-2 text-[13px] text-ink shadow-md"
      style={{ top: Math.max(0, state.y - 12), left: state.x + 12 }}
      data-chart-tooltip=""
    >
      {state.title && <p className="mb-1 font-semibold">{state.title}</p>}
      {state.rows.map((r) => (
        <p key={r.name} className="flex items-center gap-2 whitespace-nowrap">
          <span className="inline-block size-2.5 shrink-0 rounded-full" style={{ background: r.color }} />
          <span>{r.name}</span>
          <span className="ms-auto ps-3 font-semibold tabular-nums">{r.value}</span>
        </p>
      ))}
    </div>
  );
}
