import type { HrDashboard, TenureBand } from '@hcims/contracts/people';
import { TENURE_BANDS } from '@hcims/contracts/people';
import { calendarParts, daysInMonth, formatCalendarDate } from '../../../platform/dates/index.js';
import { tenure, upcomingBirthdays } from '../people.rules.js';

/**
 * The HR dashboard's figures from plain rows, without a database: the service selects the
 * employees of the caller's scope (a few columns each) and their documents, and this computes
 * every chart. Dates are calendar dates (YYYY-MM-DD) compared as strings, which sort correctly.
 */

export type DashboardEmployee = {
  id: string;
  name: string;
  departmentId: string;
  departmentName: string;
  designationId: string;
  designationName: string;
  gender: string | null;
  hireDate: string;
  /** The last working day; the person is still employed on it. */
  terminationDate: string | null;
  dateOfBirth: string | null;
  state: 'active' | 'on_leave';
  /** The sign-in account has not chosen a password yet. */
  invited: boolean;
};

export type DashboardDocument = {
  id: string;
  employeeId: string;
  title: string;
  category: string;
  expiresOn: string;
};

export type DashboardInput = {
  asOf: string;
  scope: HrDashboard['scope'];
  employees: DashboardEmployee[];
  documents: DashboardDocument[];
};

const UPCOMING_DAYS = 30;
const SOONEST_DOCUMENTS = 10;
const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const;

/** Employed on `day`: hired on or before it and not past the last working day. */
export function employedOn(employee: Pick<DashboardEmployee, 'hireDate' | 'terminationDate'>, day: string): boolean {
  return employee.hireDate <= day && (employee.terminationDate === null || employee.terminationDate >= day);
}

export function tenureBand(hireDate: string, asOf: string): TenureBand {
  const years = tenure(hireDate, asOf)?.years ?? 0;
  if (years < 1) return 'under_1';
  if (years < 3) return '1_to_3';
  if (years < 5) return '3_to_5';
  if (years < 10) return '5_to_10';
  return '10_plus';
}

/** The 12 calendar months ending with the month of `asOf`, oldest first, as { year, month }. */
export function lastTwelveMonths(asOf: string): { year: number; month: number }[] {
  const { year, month } = calendarParts(asOf);
  const months: { year: number; month: number }[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
}

const monthKey = (m: { year: number; month: number }) => `${String(m.year).padStart(4, '0')}-${String(m.month).padStart(2, '0')}`;
const lastDay = (m: { year: number; month: number }) => formatCalendarDate({ ...m, day: daysInMonth(m.year, m.month) });
const firstDay = (m: { year: number; month: number }) => formatCalendarDate({ ...m, day: 1 });

function daysBetween(from: string, to: string): number {
  const a = calendarParts(from);
  const b = calendarParts(to);
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000;
}

function countBy<T>(items: T[], key: (item: T) => { id: string | null; name: string }): HrDashboard['byDepartment'] {
  const counts = new Map<string, { id: string | null; name: string; count: number }>();
  for (const item of items) {
    const { id, name } = key(item);
    const entry = counts.get(id ?? '') ?? { id, name, count: 0 };
    entry.count++;
    counts.set(id ?? '', entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function computeDashboard(input: DashboardInput): HrDashboard {
  const { asOf } = input;
  calendarParts(asOf);
  const current = input.employees.filter((e) => employedOn(e, asOf));

  const invited = current.filter((e) => e.invited).length;
  const onLeave = current.filter((e) => !e.invited && e.state === 'on_leave').length;

  const byGender = GENDERS.map((gender) => ({
    gender,
    count: current.filter((e) => (GENDERS.includes(e.gender as (typeof GENDERS)[number]) ? e.gender : 'undisclosed') === gender).length,
  }));

  const bands = new Map<TenureBand, number>(TENURE_BANDS.map((b) => [b, 0]));
  for (const e of current) {
    const band = tenureBand(e.hireDate, asOf);
    bands.set(band, bands.get(band)! + 1);
  }

  // Joiners and leavers by month; a month-end head-count for the attrition average.
  const months = lastTwelveMonths(asOf);
  const headcountOn = (day: string) => input.employees.filter((e) => employedOn(e, day)).length;
  const flows = months.map((m) => {
    const from = firstDay(m);
    const to = lastDay(m) < asOf ? lastDay(m) : asOf;
    return {
      month: monthKey(m),
      joiners: input.employees.filter((e) => e.hireDate >= from && e.hireDate <= to).length,
      leavers: input.employees.filter((e) => e.terminationDate !== null && e.terminationDate >= from && e.terminationDate <= to).length,
      headcountAtEnd: headcountOn(to),
    };
  });
  // The 13 month-ends bounding the period: the one before the first month, then each month's.
  const ends = [headcountOn(previousDay(firstDay(months[0]!))), ...flows.map((f) => f.headcountAtEnd)];
  const averageHeadcount = Math.round((ends.reduce((sum, n) => sum + n, 0) / ends.length) * 100) / 100;
  const leavers = flows.reduce((sum, f) => sum + f.leavers, 0);
  const ratePercent = averageHeadcount > 0 ? Math.round((leavers / averageHeadcount) * 1000) / 10 : null;

  // Documents of current employees only: a former employee's passport expiring is nobody's task.
  const currentIds = new Set(current.map((e) => e.id));
  const names = new Map(input.employees.map((e) => [e.id, e.name]));
  const documents = input.documents
    .filter((d) => currentIds.has(d.employeeId))
    .map((d) => ({ ...d, daysLeft: daysBetween(asOf, d.expiresOn) }));
  const within = (days: number) => documents.filter((d) => d.daysLeft >= 0 && d.daysLeft <= days).length;
  const soonest = documents
    .filter((d) => d.daysLeft >= 0)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.title.localeCompare(b.title))
    .slice(0, SOONEST_DOCUMENTS)
    .map((d) => ({
      documentId: d.id,
      employeeId: d.employeeId,
      employeeName: names.get(d.employeeId) ?? '',
      title: d.title,
      category: d.category,
      expiresOn: d.expiresOn,
      daysLeft: d.daysLeft,
    }));

  const byName = [...current].sort((a, b) => a.name.localeCompare(b.name));
  const departmentOf = new Map(current.map((e) => [e.id, e.departmentName]));
  const birthdays = upcomingBirthdays(
    byName.map((e) => ({ key: e.id, birthDate: e.dateOfBirth })),
    asOf,
    UPCOMING_DAYS,
  ).map((c) => ({
    employeeId: c.key,
    name: names.get(c.key) ?? '',
    departmentName: departmentOf.get(c.key) ?? '',
    date: c.date,
    years: null,
  }));
  // Same arithmetic on hire dates: one full year of service or more (upcomingBirthdays skips year 0).
  const anniversaries = upcomingBirthdays(
    byName.map((e) => ({ key: e.id, birthDate: e.hireDate })),
    asOf,
    UPCOMING_DAYS,
  ).map((c) => ({
    employeeId: c.key,
    name: names.get(c.key) ?? '',
    departmentName: departmentOf.get(c.key) ?? '',
    date: c.date,
    years: c.years,
  }));

  return {
    asOf,
    scope: input.scope,
    headcount: { total: current.length, active: current.length - invited - onLeave, onLeave, invited },
    byDepartment: countBy(current, (e) => ({ id: e.departmentId, name: e.departmentName })),
    byDesignation: countBy(current, (e) => ({ id: e.designationId, name: e.designationName })),
    byGender,
    byTenure: TENURE_BANDS.map((band) => ({ band, count: bands.get(band)! })),
    joinersAndLeavers: flows,
    attrition: { leavers, averageHeadcount, ratePercent },
    documentsExpiring: {
      expired: documents.filter((d) => d.daysLeft < 0).length,
      within30: within(30),
      within60: within(60),
      within90: within(90),
      soonest,
    },
    upcomingBirthdays: birthdays,
    upcomingAnniversaries: anniversaries,
  };
}

function previousDay(day: string): string {
  const { year, month, day: d } = calendarParts(day);
  const date = new Date(Date.UTC(year, month - 1, d) - 86_400_000);
  return formatCalendarDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}
