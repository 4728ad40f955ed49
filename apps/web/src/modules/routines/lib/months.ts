/** The `count` months (YYYY-MM) up to the one of `today`, newest first. */
export function recentMonths(today: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}
