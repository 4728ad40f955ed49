/** Series colours (CSS variables of shared/ui/charts/charts.css, so light and dark themes each get theirs). */
export const chartColor = (index: number): string => `var(--chart-${(index % 6) + 1})`;

/** Cuts a long category name for an axis (the full name stays in the tooltip and the table). */
export const shorten = (text: string, max = 18): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
