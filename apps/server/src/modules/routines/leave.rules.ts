import type { LeaveAccrual } from '@hcims/contracts/routines';

/**
 * Rules of leave balances and leave types (ADR 0113): accrual, entitlement, carry-over and who
 * may use a type. Pure functions on half days (integers), tested on their own.
 */

/** Months of a year whose accrual has started by `asOf` (YYYY-MM-DD): 0 before the year, 12 after it. */
export function monthsStarted(year: number, asOf: string): number {
  const asOfYear = Number(asOf.slice(0, 4));
  if (asOfYear < year) return 0;
  if (asOfYear > year) return 12;
  return Number(asOf.slice(5, 7));
}

/**
 * The part of a yearly allowance earned by `asOf`: all of it for yearly accrual; for monthly
 * accrual a twelfth at the start of each month, rounded down to a half day (the whole allowance
 * by December, whatever the rounding).
 */
export function accruedHalves(allowanceHalves: number, accrual: LeaveAccrual, year: number, asOf: string): number {
  if (accrual === 'yearly') return allowanceHalves;
  const months = monthsStarted(year, asOf);
  return months >= 12 ? allowanceHalves : Math.floor((allowanceHalves * months) / 12);
}

/**
 * The day a balance is measured on: today, or the start of the latest live request of the year if
 * later, so that days already granted against a later month's accrual are not shown as overdrawn.
 */
export function balanceAsOf(today: string, latestLiveStart: string | null): string {
  return latestLiveStart !== null && latestLiveStart > today ? latestLiveStart : today;
}

export type BalanceFacts = {
  /** Null: the type has no yearly limit. */
  allowanceHalves: number | null;
  accrual: LeaveAccrual;
  carriedOverHalves: number;
  adjustedHalves: number;
};

/** What the employee may take in the year as of `asOf`: accrued + carried over + adjusted; null without an allowance. */
export function entitlementHalves(facts: BalanceFacts, year: number, asOf: string): number | null {
  if (facts.allowanceHalves === null) return null;
  return accruedHalves(facts.allowanceHalves, facts.accrual, year, asOf) + facts.carriedOverHalves + facts.adjustedHalves;
}

/** Days the year-end job carries into the next year: the unused balance, at most the type's limit, never negative. */
export function carryOverHalves(remainingHalves: number | null, maxHalves: number): number {
  if (remainingHalves === null) return 0;
  return Math.max(0, Math.min(remainingHalves, maxHalves));
}

export type Eligibility = {
  eligibleDepartmentIds: readonly string[];
  eligibleEmploymentTypes: readonly string[];
  eligibleGenders: readonly string[];
};
export type EmployeeProfile = { departmentId: string; employmentType: string; gender: string | null };

/** Which rule of the type keeps the employee out (null: they may use it); an empty list lets everyone in. */
export function ineligibleBecause(type: Eligibility, who: EmployeeProfile): 'department' | 'employmentType' | 'gender' | null {
  if (type.eligibleDepartmentIds.length > 0 && !type.eligibleDepartmentIds.includes(who.departmentId)) return 'department';
  if (type.eligibleEmploymentTypes.length > 0 && !type.eligibleEmploymentTypes.includes(who.employmentType)) return 'employmentType';
  if (type.eligibleGenders.length > 0 && (who.gender === null || !type.eligibleGenders.includes(who.gender))) return 'gender';
  return null;
}
