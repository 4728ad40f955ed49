/** The days of a month (YYYY-MM) as YYYY-MM-DD, and who is away on each: the team timeline's arithmetic. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Per day, how many different people are away (pending or approved); a day with two or more is a clash. */
export function awayPerDay(items: readonly { employeeId: string; startDate: string; endDate: string }[], days: readonly string[]) {
  return new Map(
    days.map((day) => [day, new Set(items.filter((i) => i.startDate <= day && day <= i.endDate).map((i) => i.employeeId)).size]),
  );
}
