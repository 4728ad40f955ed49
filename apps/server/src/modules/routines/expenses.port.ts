import type { Scope } from '@hcims/contracts/access';
import type { ExpenseStatus } from '@hcims/contracts/routines';
import type { Db } from '../../db/client.js';
import * as repo from './expenses.repository.js';

/** What other modules read of expense claims (exported from routines/index.ts). */

export type PayrollExpenseClaim = {
  claimId: string;
  employeeId: string;
  categoryName: string;
  expenseDate: string;
  /** In the company currency's minor units. */
  amountMinor: number;
  currency: string;
  description: string;
};

/**
 * Approved claims queued for reimbursement through payroll in `month` (YYYY-MM), in company
 * currency, per employee. The payroll module pays them and then marks them paid.
 */
export async function expenseClaimsForPayroll(tx: Db, companyId: string, month: string): Promise<PayrollExpenseClaim[]> {
  return repo.queuedForPayroll(tx, companyId, month);
}

export type ExpenseFigures = {
  byStatus: { status: ExpenseStatus; currency: string; count: number; amountMinor: number }[];
};

/**
 * Counts and amounts per status and currency of the claims a caller may see (their claims and
 * approvals scopes), by expense date within `range`: the routines dashboard's figures.
 */
export async function expenseFigures(
  tx: Db,
  caller: { companyId: string; userId: string; scopes: Scope[] },
  range: { from: string; to: string },
): Promise<ExpenseFigures> {
  if (caller.scopes.length === 0) return { byStatus: [] };
  const rows = await repo.figuresByStatus(tx, caller, range);
  return { byStatus: rows.map((r) => ({ ...r, status: r.status as ExpenseStatus })) };
}
