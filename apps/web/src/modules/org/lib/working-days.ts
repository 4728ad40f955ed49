import { Weekdays, type Weekday, type WorkingDay } from '@hcims/contracts/org';

/** One row of the working-days editor: every weekday is listed, working or not. */
export type DayRow = { day: Weekday; working: boolean; start: string; end: string };

export type DayProblem = 'endBeforeStart' | 'missingTime';

const FALLBACK = { start: '09:00', end: '17:00' };

/** The seven rows (Monday first) from the company's working days; days off take the office hours. */
export function toRows(days: readonly WorkingDay[], office: { opens: string | null; closes: string | null }): DayRow[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const start = office.opens ?? FALLBACK.start;
  const end = office.closes ?? FALLBACK.end;
  return Weekdays.map((day) => {
    const found = byDay.get(day);
    return found ? { day, working: true, start: found.start, end: found.end } : { day, working: false, start, end };
  });
}

/** The contract's array: working days only, Monday first. */
export function toWorkingDays(rows: readonly DayRow[]): WorkingDay[] {
  const order = new Map(Weekdays.map((d, i) => [d, i]));
  return rows
    .filter((r) => r.working)
    .sort((a, b) => order.get(a.day)! - order.get(b.day)!)
    .map(({ day, start, end }) => ({ day, start, end }));
}

export function setRow(rows: readonly DayRow[], day: Weekday, patch: Partial<Omit<DayRow, 'day'>>): DayRow[] {
  return rows.map((r) => (r.day === day ? { ...r, ...patch } : r));
}

/** Gives every working day the hours of `from` (the "same hours every day" action). */
export function copyHoursToWorkingDays(rows: readonly DayRow[], from: Weekday): DayRow[] {
  const source = rows.find((r) => r.day === from);
  if (!source) return [...rows];
  return rows.map((r) => (r.working ? { ...r, start: source.start, end: source.end } : r));
}

/** Problems by day (only working days are checked): a missing time, or an end not after the start. */
export function validateRows(rows: readonly DayRow[]): Partial<Record<Weekday, DayProblem>> {
  const problems: Partial<Record<Weekday, DayProblem>> = {};
  for (const r of rows) {
    if (!r.working) continue;
    if (!/^\d{2}:\d{2}$/.test(r.start) || !/^\d{2}:\d{2}$/.test(r.end)) problems[r.day] = 'missingTime';
    else if (r.start >= r.end) problems[r.day] = 'endBeforeStart';
  }
  return problems;
}

/** Hours worked in a week, less the daily break when it falls inside a day. */
export function weeklyHours(rows: readonly DayRow[], breakStarts: string | null, breakEnds: string | null): number {
  const minutes = (t: string) => {
    const [h = 0, m = 0] = t.split(':').map(Number);
    return h * 60 + m;
  };
  let total = 0;
  for (const r of rows) {
    if (!r.working || r.start >= r.end) continue;
    let day = minutes(r.end) - minutes(r.start);
    if (breakStarts && breakEnds && breakStarts < breakEnds) {
      const overlap = Math.min(minutes(r.end), minutes(breakEnds)) - Math.max(minutes(r.start), minutes(breakStarts));
      if (overlap > 0) day -= overlap;
    }
    total += day;
  }
  return Math.round((total / 60) * 10) / 10;
}

export type OfficeHours = { officeOpens: string | null; officeCloses: string | null; breakStarts: string | null; breakEnds: string | null };
export type OfficeHoursProblem = {
  field: keyof OfficeHours;
  kind: 'bothOfficeTimes' | 'closeAfterOpen' | 'bothBreakTimes' | 'breakEndAfterStart' | 'breakWithinHours';
};

/** The server's office-hours rule (ORG_OFFICE_HOURS_INVALID), checked before sending. */
export function officeHoursProblem(h: OfficeHours): OfficeHoursProblem | null {
  if ((h.officeOpens === null) !== (h.officeCloses === null))
    return { field: h.officeOpens === null ? 'officeOpens' : 'officeCloses', kind: 'bothOfficeTimes' };
  if (h.officeOpens !== null && h.officeCloses !== null && h.officeOpens >= h.officeCloses)
    return { field: 'officeCloses', kind: 'closeAfterOpen' };
  if ((h.breakStarts === null) !== (h.breakEnds === null))
    return { field: h.breakStarts === null ? 'breakStarts' : 'breakEnds', kind: 'bothBreakTimes' };
  if (h.breakStarts !== null && h.breakEnds !== null) {
    if (h.breakStarts >= h.breakEnds) return { field: 'breakEnds', kind: 'breakEndAfterStart' };
    if (h.officeOpens !== null && h.officeCloses !== null && (h.breakStarts < h.officeOpens || h.breakEnds > h.officeCloses))
      return { field: 'breakStarts', kind: 'breakWithinHours' };
  }
  return null;
}
