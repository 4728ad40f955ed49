import type { ExpenseStatus } from '@hcims/contracts/routines';

/** Pure rules of expense claims: the allowed moves, the approval stages, money conversion. */

const MOVES: Record<ExpenseStatus, readonly ExpenseStatus[]> = {
  draft: ['submitted', 'withdrawn'],
  submitted: ['manager_approved', 'approved', 'rejected', 'withdrawn'],
  manager_approved: ['approved', 'rejected', 'withdrawn'],
  approved: ['paid', 'payroll_queued'],
  payroll_queued: ['paid'],
  rejected: [],
  withdrawn: [],
  paid: [],
};

export function canMoveExpense(from: ExpenseStatus, to: ExpenseStatus): boolean {
  return MOVES[from].includes(to);
}

/** Claims still waiting for someone's approval. */
export const awaitingApproval = (status: ExpenseStatus) => status === 'submitted' || status === 'manager_approved';

/**
 * Where an approval takes a claim. A claim at or below the threshold (or with no threshold set)
 * is approved by its first approver. Above it, the manager's approval is a first stage and HR or
 * finance (company-wide approvers) give the final one; a company-wide approver acting on a
 * submitted claim (no manager, or the manager is HR) approves it outright.
 */
export function approvalStep(
  status: ExpenseStatus,
  facts: { companyAmountMinor: number; thresholdMinor: number | null; approverIsFinance: boolean; approverIsManager: boolean },
): { to: ExpenseStatus } | { refused: 'transition' | 'not_your_stage' } {
  if (!awaitingApproval(status)) return { refused: 'transition' };
  const above = facts.thresholdMinor !== null && facts.companyAmountMinor > facts.thresholdMinor;
  if (status === 'manager_approved') return facts.approverIsFinance ? { to: 'approved' } : { refused: 'not_your_stage' };
  if (facts.approverIsFinance) return { to: 'approved' };
  if (!facts.approverIsManager) return { refused: 'not_your_stage' };
  return { to: above ? 'manager_approved' : 'approved' };
}

/** Who may reject at this stage: the manager while submitted, HR or finance at any approval stage. */
export function mayReject(status: ExpenseStatus, who: { approverIsFinance: boolean; approverIsManager: boolean }): boolean {
  if (status === 'submitted') return who.approverIsFinance || who.approverIsManager;
  if (status === 'manager_approved') return who.approverIsFinance;
  return false;
}

/** The claimant withdraws while nobody has given the final approval. */
export const mayWithdraw = (status: ExpenseStatus) => canMoveExpense(status, 'withdrawn');

const RATE = /^(\d{1,10})(?:\.(\d{1,8}))?$/;

/**
 * The company-currency amount of `amountMinor` at a decimal `rate`, in exact integer arithmetic
 * (rounded half up). Both currencies are taken to have the same number of minor units.
 */
export function convertMinor(amountMinor: number, rate: string | null): number {
  if (rate === null) return amountMinor;
  const m = RATE.exec(rate);
  if (!m) throw new Error(`not a rate: ${rate}`);
  const decimals = m[2] ?? '';
  const scale = 10n ** BigInt(decimals.length);
  const scaled = BigInt(m[1]! + decimals);
  const product = BigInt(amountMinor) * scaled;
  return Number((product * 2n + scale) / (2n * scale));
}

/** Whether a claim's company amount fits its category's per-claim limit. */
export const withinLimit = (companyAmountMinor: number, limitMinor: number | null) =>
  limitMinor === null || companyAmountMinor <= limitMinor;

/** A rate is needed exactly when the claim is in another currency than the company's. */
export function rateProblem(currency: string, companyCurrency: string, rate: string | null): 'required' | 'not_allowed' | null {
  if (currency === companyCurrency) return rate === null ? null : 'not_allowed';
  return rate === null ? 'required' : null;
}

/** A rate as stored (numeric text like "3.67250000") back to its shortest exact form ("3.6725"). */
export function normaliseRate(stored: string | null): string | null {
  if (stored === null) return null;
  return stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored;
}
