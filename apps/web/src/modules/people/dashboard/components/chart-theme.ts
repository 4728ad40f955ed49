/** Series colours (CSS variables of dashboard.css, so light and dark themes each get theirs). */
export const chartColor = (index: number): string => `var(--chart-${(index % 6) + 1})`;

export const axisTick = { fontSize: 12, fill: 'var(--chart-axis)' } as const;

export const tooltipStyles = {
  contentStyle: {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-line)',
    borderRadius: 8,
    color: 'var(--color-ink)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--color-ink)', fontWeight: 600 },
  itemStyle: { color: 'var(--color-ink)' },
  cursor: { fill: 'var(--chart-cursor)' },
} as const;

/** Cuts a long category name for an axis (the full name stays in the tooltip and the table). */
export const shorten = (text: string, max = 18): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
