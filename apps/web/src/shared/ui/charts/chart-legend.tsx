export type LegendItem = { name: string; color: string; shape?: 'square' | 'circle' | 'line' };

/** The series' names with their colour swatch, centred under the chart in the page's direction. */
export function ChartLegend({ items, rtl }: { items: readonly LegendItem[]; rtl: boolean }) {
  return (
    <ul dir={rtl ? 'rtl' : 'ltr'} className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1 text-[13px] text-[var(--chart-axis)]">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <span
            className={
              item.shape === 'line'
                ? 'inline-block h-0.5 w-3.5 rounded'
                : item.shape === 'circle'
                  ? 'inline-block size-2.5 rounded-full'
                  : 'inline-block size-2.5 rounded-sm'
            }
            style={{ background: item.color }}
          />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
