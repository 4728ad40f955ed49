import type { Db } from '../../db/client.js';
import * as repo from './leave.repository.js';
import { datesBetween } from './routines.rules.js';

/** One day of approved leave of an employee (a half day when `halfDay`). */
export type LeaveDay = { employeeId: string; date: string; halfDay: boolean; leaveTypeName: string };

/**
 * The days of approved leave in a company between two days (both included), one entry per
 * employee and calendar day: what attendance reads to mark people "on leave", not absent.
 * Runs in the caller's tenant transaction.
 */
export async function leaveDaysBetween(tx: Db, companyId: string, from: string, to: string, employeeId?: string): Promise<LeaveDay[]> {
  const out: LeaveDay[] = [];
  for (const r of await repo.approvedBetween(tx, companyId, from, to, employeeId)) {
    const start = r.startDate < from ? from : r.startDate;
    const end = r.endDate > to ? to : r.endDate;
    for (const date of datesBetween(start, end))
      out.push({ employeeId: r.employeeId, date, halfDay: r.halfDay, leaveTypeName: r.leaveTypeName });
  }
  return out;
}
