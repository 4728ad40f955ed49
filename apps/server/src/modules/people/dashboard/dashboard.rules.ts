import type { HrDashboard, TenureBand } from '@hcims/contracts/people';
import { TENURE_BANDS } from '@hcims/contracts/people';
import { calendarParts, daysInMonth, formatCalendarDate } from '../../../platform/dates/index.js';
import { tenure, upcomingBirthdays } from '../people.rules.js';

/**
 * The HR dashboard's calendar arithmetic, without a database. `dashboardPlan` turns the as-of
 * day into the boundaries the SQL counts against (the twelve months, the tenure cut-offs, the
 * document horizons, the days a celebration may fall on); the repository counts in PostgreSQL
 * (ADR 0128) and `assembleDashboard` shapes the counts and the few rows that are shown.
 * Dates are calendar dates (YYYY-MM-DD), which compare correctly as strings and as SQL dates.
 */

export const UPCOMING_DAYS = 30;
export const SOONEST_DOCUMENTS = 10;
export const DOCUMENT_HORIZONS = [30, 60, 90] as const;
export const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const;
/** The completed years that start each band after the first (1_to_3 starts at 1 year, ...). */
const BAND_YEARS = [1, 3, 5, 10] as const;

/** One month of the flows: hires and last working days from `from` through `to` (the as-of day in its own month). */
export type FlowMonth = { key: string; from: string; to: string };

export type DashboardPlan = {
  asOf: string;
  months: FlowMonth[];
  /** The day before the first month: the first of the 13 month-ends of the attrition average. */
  periodStartEnd: string;
  /** Hired on or before `cutoffs[i]` means BAND_YEARS[i] completed years or more on the as-of day. */
  tenureCutoffs: string[];
  /** The as-of day plus 30, 60 and 90 days. */
  documentHorizons: string[];
  /** Month-days (MM-DD) a birthday or anniversary in the next 30 days can fall on (29 February included when 28 February is). */
  celebrationDays: string[];
};

/** The figures the SQL counts, summed over the scope. */
export type DashboardCounts = {
  total: number;
  invited: number;
  onLeave: number;
  female: number;
  male: number;
  other: number;
  /** Employed with at least BAND_YEARS[i] completed years, one per cut-off. */
  atLeastYears: number[];
  joiners: number[];
  leavers: number[];
  /** Head-count on periodStartEnd, then on each month's `to`. */
  headcounts: number[];
  byDepartment: HrDashboard['byDepartment'];
  byDesignation: HrDashboard['byDesignation'];
  documents: { expired: number; within: number[] };
};

export type SoonDocument = { id: string; employeeId: string; employeeName: string; title: string; category: string; expiresOn: string };
/** A current employee whose birthday or hire date falls on one of the plan's celebration days. */
export type CelebrationCandidate = { id: string; name: string; departmentName: string; dateOfBirth: string | null; hireDate: string };

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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayNumber = (day: string) => {
  const { year, month, day: d } = calendarParts(day);
  return Date.UTC(year, month - 1, d) / 86_400_000;
};
function shiftDays(day: string, days: number): string {
  const date = new Date((dayNumber(day) + days) * 86_400_000);
  return formatCalendarDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/**
 * The latest hire date with at least `years` completed years of service on `asOf` (tenure's
 * rules: hired 29 February, a year is complete on 28 February of a common year). Completed years
 * only grow as the hire date moves back, so "hired on or before the cut-off" is the whole test.
 */
export function tenureCutoff(asOf: string, years: number): string {
  const { year, month, day } = calendarParts(asOf);
  let cutoff = formatCalendarDate({ year: year - years, month, day: Math.min(day, daysInMonth(year - years, month)) });
  // Same month-day N years back, then the next days while they still complete N years (29 February).
  for (let next = shiftDays(cutoff, 1); (tenure(next, asOf)?.years ?? 0) >= years; next = shiftDays(next, 1)) cutoff = next;
  return cutoff;
}

/** The 13 days of the attrition average: the day before the first month, then each month's `to`. */
export const monthEndsOf = (plan: DashboardPlan): string[] => [plan.periodStartEnd, ...plan.months.map((m) => m.to)];

export function dashboardPlan(asOf: string): DashboardPlan {
  const months = lastTwelveMonths(asOf).map((m) => {
    const from = formatCalendarDate({ ...m, day: 1 });
    const last = formatCalendarDate({ ...m, day: daysInMonth(m.year, m.month) });
    return { key: `${pad(m.year, 4)}-${pad(m.month)}`, from, to: last < asOf ? last : asOf };
  });
  const days = new Set<string>();
  for (let i = 0; i <= UPCOMING_DAYS; i++) days.add(shiftDays(asOf, i).slice(5));
  if (days.has('02-28')) days.add('02-29');
  return {
    asOf,
    months,
    periodStartEnd: shiftDays(months[0]!.from, -1),
    tenureCutoffs: BAND_YEARS.map((years) => tenureCutoff(asOf, years)),
    documentHorizons: DOCUMENT_HORIZONS.map((days) => shiftDays(asOf, days)),
    celebrationDays: [...days].sort(),
  };
}

/** Largest first, equal counts by name. */
export function largestFirst(counts: HrDashboard['byDepartment']): HrDashboard['byDepartment'] {
  return [...counts].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Leavers of the twelve months over the average of the 13 month-end head-counts (`monthEnds` of them, summed in `headcounts`). */
export function attritionOf(leavers: number, headcounts: number, monthEnds: number): HrDashboard['attrition'] {
  const averageHeadcount = Math.round((headcounts / monthEnds) * 100) / 100;
  const ratePercent = averageHeadcount > 0 ? Math.round((leavers / averageHeadcount) * 1000) / 10 : null;
  return { leavers, averageHeadcount, ratePercent };
}

/** The documents not yet expired, soonest first (equal days by title), at most SOONEST_DOCUMENTS. */
function soonestOf(soon: SoonDocument[], asOf: string): HrDashboard['documentsExpiring']['soonest'] {
  return soon
    .map((d) => ({ ...d, daysLeft: dayNumber(d.expiresOn) - dayNumber(asOf) }))
    .filter((d) => d.daysLeft >= 0)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.title.localeCompare(b.title))
    .slice(0, SOONEST_DOCUMENTS)
    .map((d) => ({
      documentId: d.id,
      employeeId: d.employeeId,
      employeeName: d.employeeName,
      title: d.title,
      category: d.category,
      expiresOn: d.expiresOn,
      daysLeft: d.daysLeft,
    }));
}

/**
 * The few figures the workspace's HR cards show (ADR 0145): counted in one ungrouped pass with
 * seven aggregates instead of the HR dashboard's grouped forty-seven, no names or celebrations.
 */
export type CardCounts = {
  total: number;
  invited: number;
  onLeave: number;
  /** Hires and last working days in the as-of day's month. */
  joiners: number;
  leavers: number;
  /** Last working days in the plan's twelve months. */
  leavers12: number;
  /** The head-counts on the 13 month-ends of the attrition average, summed. */
  monthEndHeadcounts: number;
  documents: DashboardCounts['documents'];
};

export type HrCardFigures = {
  headcount: Pick<HrDashboard['headcount'], 'total' | 'onLeave' | 'invited'>;
  thisMonth: { joiners: number; leavers: number };
  attrition: HrDashboard['attrition'];
  documentsExpiring: Pick<HrDashboard['documentsExpiring'], 'expired' | 'within30' | 'soonest'>;
};

/** The card figures, with the same arithmetic as the HR dashboard's. */
export function assembleCardFigures(plan: DashboardPlan, counts: CardCounts, soon: SoonDocument[]): HrCardFigures {
  const { total, onLeave, invited } = counts;
  return {
    headcount: { total, onLeave, invited },
    thisMonth: { joiners: counts.joiners, leavers: counts.leavers },
    attrition: attritionOf(counts.leavers12, counts.monthEndHeadcounts, monthEndsOf(plan).length),
    documentsExpiring: { expired: counts.documents.expired, within30: counts.documents.within[0]!, soonest: soonestOf(soon, plan.asOf) },
  };
}

export function assembleDashboard(
  plan: DashboardPlan,
  scope: HrDashboard['scope'],
  counts: DashboardCounts,
  soon: SoonDocument[],
  candidates: CelebrationCandidate[],
): HrDashboard {
  const { asOf } = plan;
  const [y1, y3, y5, y10] = counts.atLeastYears as [number, number, number, number];
  const bands: Record<TenureBand, number> = {
    under_1: counts.total - y1,
    '1_to_3': y1 - y3,
    '3_to_5': y3 - y5,
    '5_to_10': y5 - y10,
    '10_plus': y10,
  };
  const flows = plan.months.map((m, i) => ({
    month: m.key,
    joiners: counts.joiners[i]!,
    leavers: counts.leavers[i]!,
    headcountAtEnd: counts.headcounts[i + 1]!,
  }));
  const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
  const attrition = attritionOf(sum(counts.leavers), sum(counts.headcounts), counts.headcounts.length);

  const byName = [...candidates].sort((a, b) => a.name.localeCompare(b.name));
  const who = new Map(candidates.map((c) => [c.id, c]));
  const celebrations = (dates: { key: string; birthDate: string | null }[], withYears: boolean) =>
    upcomingBirthdays(dates, asOf, UPCOMING_DAYS).map((c) => ({
      employeeId: c.key,
      name: who.get(c.key)!.name,
      departmentName: who.get(c.key)!.departmentName,
      date: c.date,
      years: withYears ? c.years : null,
    }));

  const { female, male, other, invited, onLeave, total } = counts;
  return {
    asOf,
    scope,
    headcount: { total, active: total - invited - onLeave, onLeave, invited },
    byDepartment: largestFirst(counts.byDepartment),
    byDesignation: largestFirst(counts.byDesignation),
    byGender: [
      { gender: 'female', count: female },
      { gender: 'male', count: male },
      { gender: 'other', count: other },
      { gender: 'undisclosed', count: total - female - male - other },
    ],
    byTenure: TENURE_BANDS.map((band) => ({ band, count: bands[band] })),
    joinersAndLeavers: flows,
    attrition,
    documentsExpiring: {
      expired: counts.documents.expired,
      within30: counts.documents.within[0]!,
      within60: counts.documents.within[1]!,
      within90: counts.documents.within[2]!,
      soonest: soonestOf(soon, asOf),
    },
    upcomingBirthdays: celebrations(
      byName.map((e) => ({ key: e.id, birthDate: e.dateOfBirth })),
      false,
    ),
    // Same arithmetic on hire dates: one full year of service or more (upcomingBirthdays skips year 0).
    upcomingAnniversaries: celebrations(
      byName.map((e) => ({ key: e.id, birthDate: e.hireDate })),
      true,
    ),
  };
}
