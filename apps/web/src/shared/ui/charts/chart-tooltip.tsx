export type TooltipRow = { color: string; name: string; value: string };
export type TooltipState = { x: number; y: number; title?: string; rows: readonly TooltipRow[] } | null;

/**
 * The floating box with the figures under the pointer, kept inside the chart's width. Mouse only:
 * the chart is hidden from assistive technology and its table carries the same figures.
 */
export function ChartTooltip({ state, width, rtl }: { state: TooltipState; width: number; rtl: boolean }) {
  if (!state) return null;
  const flip = state.x > width / 2;
  return (
    <div
      dir={rtl ? 'rtl' : 'ltr'}
      className="pointer-events-none absolute z-10 min-w-28 rounded-lg border border-line bg-surface px-3 py-2 text-[13px] text-ink shadow-md"
      style={{
        top: Math.max(0, state.y - 12),
        ...(flip ? { right: width - state.x + 12 } : { left: state.x + 12 }),
      }}
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
