import type { Scope } from '@hcims/contracts/access';
import type {
  CreateExpenseCategory,
  CreateExpenseClaim,
  ExpenseCategory,
  ExpenseClaim,
  ExpenseClaimListQuery,
  ExpenseClaimPage,
  ExpenseReceipt,
  ExpenseSettings,
  ExpenseStatus,
  ExpenseTotals,
  UpdateExpenseCategory,
  UpdateExpenseClaim,
  UpdateExpenseSettings,
} from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { notify } from '../../platform/notifications/index.js';
import { audit, changes, forbidden, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './expenses.repository.js';
import {
  approvalStep,
  awaitingApproval,
  canMoveExpense,
  convertMinor,
  mayReject,
  mayWithdraw,
  normaliseRate,
  rateProblem,
  withinLimit,
} from './expenses.rules.js';

/**
 * Expense claims: settings and categories (HR or finance: approvals over the whole company),
 * the claimant's drafts, submission and withdrawal, the manager's and then HR's or finance's
 * approval, payment or queueing for payroll; each write audited in its transaction, with the
 * people concerned notified (ADR 0083).
 */

const wide = (scope: Scope | null) => scope === 'company' || scope === 'group';
const isFinance = (ctx: RequestCtx) => wide(scopeOf(ctx, 'routines.expense-approvals:update'));
const HREF = '/owner_expense_claim_list';

function mustManage(ctx: RequestCtx): void {
  if (!isFinance(ctx))
    throw forbidden('routines.expense-approvals:update', 'Only HR or finance (company-wide expense approvals) manage this');
}

/** The scopes through which the caller sees claims. */
export function viewerOf(ctx: RequestCtx): repo.ClaimViewer {
  const scopes = [scopeOf(ctx, 'routines.expense-claims:read'), scopeOf(ctx, 'routines.expense-approvals:read')].filter(
    (s): s is Scope => s !== null,
  );
  return { companyId: ctx.companyId, userId: ctx.userId, scopes };
}

// Settings

export async function getSettings(ctx: RequestCtx): Promise<ExpenseSettings> {
  const row = await repo.readSettings(ctx.tx, ctx.companyId);
  return { currency: row.currency, approvalThresholdMinor: row.approvalThresholdMinor, version: row.version };
}

export async function updateSettings(ctx: RequestCtx, input: UpdateExpenseSettings): Promise<ExpenseSettings> {
  mustManage(ctx);
  const before = await getSettings(ctx);
  if (
    before.version !== input.version ||
    !(await repo.writeSettings(ctx.tx, ctx.companyId, input.version, input.approvalThresholdMinor, ctx.now))
  )
    throw staleVersion('ROUTINES_EXPENSE_STALE_VERSION', 'expense setting', before.version);
  const after = await getSettings(ctx);
  await audit(ctx, 'routines.expense-settings-changed', { type: 'routines-expense-settings', id: ctx.companyId }, before, after);
  return after;
}

// Categories

const categoryView = (row: repo.ExpenseCategoryRow): ExpenseCategory => ({
  id: row.id,
  name: row.name,
  limitMinor: row.limitMinor,
  version: row.version,
});
const nameTaken = () => new AppError('ROUTINES_EXPENSE_CATEGORY_NAME_TAKEN', 'A category with this name already exists', { status: 409 });

export async function listCategories(ctx: RequestCtx): Promise<ExpenseCategory[]> {
  return (await repo.listCategories(ctx.tx, ctx.companyId)).map(categoryView);
}

export async function createCategory(ctx: RequestCtx, input: CreateExpenseCategory): Promise<ExpenseCategory> {
  mustManage(ctx);
  let row: repo.ExpenseCategoryRow;
  try {
    row = await repo.insertCategory(ctx.tx, { companyId: ctx.companyId, name: input.name, limitMinor: input.limitMinor });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  const view = categoryView(row);
  await audit(ctx, 'routines.expense-category-created', { type: 'routines-expense-category', id: row.id }, null, view);
  return view;
}

async function mustFindCategory(ctx: RequestCtx, id: string): Promise<repo.ExpenseCategoryRow> {
  const row = await repo.findCategory(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Expense category');
  return row;
}

export async function updateCategory(ctx: RequestCtx, id: string, input: UpdateExpenseCategory): Promise<ExpenseCategory> {
  mustManage(ctx);
  const current = categoryView(await mustFindCategory(ctx, id));
  const { version, ...patch } = input;
  let row: repo.ExpenseCategoryRow | undefined;
  try {
    row = await repo.updateCategory(ctx.tx, ctx.companyId, id, version, patch, ctx.now);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  if (!row) throw staleVersion('ROUTINES_EXPENSE_STALE_VERSION', 'expense category', current.version);
  const view = categoryView(row);
  const diff = changes(current, view);
  await audit(ctx, 'routines.expense-category-updated', { type: 'routines-expense-category', id }, diff.before, diff.after);
  return view;
}

export async function deleteCategory(ctx: RequestCtx, id: string): Promise<void> {
  mustManage(ctx);
  const current = await mustFindCategory(ctx, id);
  if (await repo.categoryInUse(ctx.tx, ctx.companyId, id))
    throw AppError.rule('ROUTINES_EXPENSE_CATEGORY_IN_USE', 'Claims use this category; it cannot be deleted');
  await repo.deleteCategory(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'routines.expense-category-deleted', { type: 'routines-expense-category', id }, categoryView(current), null);
}

// Claims

const receiptView = (r: repo.ExpenseReceiptRow): ExpenseReceipt => ({
  id: r.id,
  fileName: r.fileName,
  contentType: r.contentType,
  sizeBytes: r.sizeBytes,
  createdAt: r.createdAt.toISOString(),
});

type Roles = { own: boolean; manager: boolean; finance: boolean };
const rolesOf = (ctx: RequestCtx, j: repo.ExpenseClaimJoined): Roles => ({
  own: j.employeeUserId === ctx.userId,
  manager: j.managerUserId !== null && j.managerUserId === ctx.userId && scopeOf(ctx, 'routines.expense-approvals:update') !== null,
  finance: isFinance(ctx),
});

function claimView(ctx: RequestCtx, j: repo.ExpenseClaimJoined, receipts: repo.ExpenseReceiptRow[], companyCurrency: string): ExpenseClaim {
  const r = j.row;
  const status = r.status as ExpenseStatus;
  const who = rolesOf(ctx, j);
  const decider = { approverIsFinance: who.finance, approverIsManager: who.manager };
  const canApprove =
    !who.own && 'to' in approvalStep(status, { companyAmountMinor: r.companyAmountMinor, thresholdMinor: null, ...decider });
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: j.employeeName,
    departmentName: j.departmentName,
    categoryId: r.categoryId,
    categoryName: j.categoryName,
    expenseDate: r.expenseDate,
    amountMinor: r.amountMinor,
    currency: r.currency,
    exchangeRate: normaliseRate(r.exchangeRate),
    companyAmountMinor: r.companyAmountMinor,
    companyCurrency,
    description: r.description,
    status,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    managerApprovedByName: j.managerApprovedByName,
    managerNote: r.managerNote,
    decidedByName: j.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionNote: r.decisionNote,
    paidOn: r.paidOn,
    paymentReference: r.paymentReference,
    payrollMonth: r.payrollMonth,
    receipts: receipts.filter((x) => x.claimId === r.id).map(receiptView),
    createdAt: r.createdAt.toISOString(),
    canEdit: who.own && status === 'draft',
    canWithdraw: who.own && mayWithdraw(status),
    canDecide: canApprove || (!who.own && mayReject(status, decider)),
    canPay: who.finance && !who.own && canMoveExpense(status, 'paid'),
    version: r.version,
  };
}

async function views(ctx: RequestCtx, rows: repo.ExpenseClaimJoined[]): Promise<ExpenseClaim[]> {
  const { currency } = await repo.readSettings(ctx.tx, ctx.companyId);
  const receipts = await repo.receiptsOf(
    ctx.tx,
    ctx.companyId,
    rows.map((j) => j.row.id),
  );
  return rows.map((j) => claimView(ctx, j, receipts, currency));
}

/** A claim the caller may see (someone else's drafts are never visible); 404 otherwise. */
export async function mustSeeClaim(ctx: RequestCtx, id: string): Promise<repo.ExpenseClaimJoined> {
  const found = await repo.findClaim(ctx.tx, ctx.companyId, id);
  if (!found) throw AppError.notFound('Expense claim');
  if (found.employeeUserId === ctx.userId) return found;
  if (found.row.status === 'draft') throw AppError.notFound('Expense claim');
  for (const scope of viewerOf(ctx).scopes) {
    if (await repo.employeeInScope(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, found.row.employeeId)) return found;
  }
  throw AppError.notFound('Expense claim');
}

export async function getClaim(ctx: RequestCtx, id: string): Promise<ExpenseClaim> {
  return (await views(ctx, [await mustSeeClaim(ctx, id)]))[0]!;
}

export async function listClaims(ctx: RequestCtx, query: ExpenseClaimListQuery): Promise<ExpenseClaimPage> {
  const { rows, total } = await repo.listClaims(ctx.tx, viewerOf(ctx), query);
  return { items: await views(ctx, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function claimTotals(ctx: RequestCtx, query: Omit<ExpenseClaimListQuery, 'page' | 'pageSize'>): Promise<ExpenseTotals> {
  return repo.claimTotals(ctx.tx, viewerOf(ctx), query);
}

/** Checks the money of a claim against the company currency and the category's limit; the company amount. */
async function priced(
  ctx: RequestCtx,
  input: { categoryId: string; amountMinor: number; currency: string; exchangeRate: string | null },
): Promise<{ companyAmountMinor: number; exchangeRate: string | null }> {
  const category = await repo.findCategory(ctx.tx, ctx.companyId, input.categoryId);
  if (!category) throw AppError.notFound('Expense category');
  const { currency } = await repo.readSettings(ctx.tx, ctx.companyId);
  const problem = rateProblem(input.currency, currency, input.exchangeRate);
  if (problem === 'required')
    throw AppError.rule('ROUTINES_EXPENSE_RATE_REQUIRED', `A claim in ${input.currency} needs its rate to ${currency}`, { currency });
  if (problem === 'not_allowed')
    throw AppError.validation([{ path: 'body.exchangeRate', message: 'only for another currency than the company’s' }]);
  const companyAmountMinor = convertMinor(input.amountMinor, input.exchangeRate);
  if (!withinLimit(companyAmountMinor, category.limitMinor))
    throw AppError.rule('ROUTINES_EXPENSE_OVER_LIMIT', `A ${category.name} claim is limited to ${category.limitMinor} minor units`, {
      limitMinor: category.limitMinor,
      companyAmountMinor,
    });
  return { companyAmountMinor, exchangeRate: input.exchangeRate };
}

export async function createClaim(ctx: RequestCtx, input: CreateExpenseClaim): Promise<ExpenseClaim> {
  const { currency: companyCurrency } = await repo.readSettings(ctx.tx, ctx.companyId);
  const currency = input.currency ?? companyCurrency;
  const money = await priced(ctx, {
    categoryId: input.categoryId,
    amountMinor: input.amountMinor,
    currency,
    exchangeRate: input.exchangeRate ?? null,
  });
  const employee = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  if (!employee) throw AppError.rule('ROUTINES_EXPENSE_NO_EMPLOYEE', 'Your account has no employee record in this company');
  const id = await repo.insertClaim(ctx.tx, {
    companyId: ctx.companyId,
    employeeId: employee.id,
    categoryId: input.categoryId,
    expenseDate: input.expenseDate,
    amountMinor: input.amountMinor,
    currency,
    exchangeRate: money.exchangeRate,
    companyAmountMinor: money.companyAmountMinor,
    description: input.description,
    status: 'draft',
    createdByUserId: ctx.userId,
  });
  const created = await mustSeeClaim(ctx, id);
  await audit(ctx, 'routines.expense-claim-created', { type: 'routines-expense-claim', id }, null, { ...created.row });
  if (input.submit) return submitClaim(ctx, id, { version: created.row.version });
  return (await views(ctx, [created]))[0]!;
}

function mustOwnDraft(ctx: RequestCtx, found: repo.ExpenseClaimJoined): void {
  if (found.employeeUserId !== ctx.userId) throw forbidden('routines.expense-claims:update', 'Only the claimant changes their claim');
  if (found.row.status !== 'draft') throw AppError.rule('ROUTINES_EXPENSE_NOT_DRAFT', 'Only a draft claim can be changed');
}

export async function updateClaim(ctx: RequestCtx, id: string, input: UpdateExpenseClaim): Promise<ExpenseClaim> {
  const found = await mustSeeClaim(ctx, id);
  mustOwnDraft(ctx, found);
  const r = found.row;
  const currency = input.currency ?? r.currency;
  const exchangeRate =
    input.exchangeRate !== undefined ? input.exchangeRate : input.currency !== undefined ? null : normaliseRate(r.exchangeRate);
  const next = {
    categoryId: input.categoryId ?? r.categoryId,
    expenseDate: input.expenseDate ?? r.expenseDate,
    amountMinor: input.amountMinor ?? r.amountMinor,
    description: input.description ?? r.description,
  };
  const money = await priced(ctx, { categoryId: next.categoryId, amountMinor: next.amountMinor, currency, exchangeRate });
  const patch = { ...next, currency, ...money };
  if (!(await repo.updateClaim(ctx.tx, ctx.companyId, id, { version: input.version, status: 'draft' }, patch, ctx.now)))
    throw staleVersion('ROUTINES_EXPENSE_STALE_VERSION', 'expense claim', r.version);
  const diff = changes({ ...r }, patch);
  await audit(ctx, 'routines.expense-claim-updated', { type: 'routines-expense-claim', id }, diff.before, diff.after);
  return getClaim(ctx, id);
}

/** Moves a claim with its audit row; the patch carries who decided and why. */
async function move(
  ctx: RequestCtx,
  found: repo.ExpenseClaimJoined,
  version: number,
  to: ExpenseStatus,
  patch: Parameters<typeof repo.updateClaim>[4] = {},
): Promise<void> {
  const from = found.row.status as ExpenseStatus;
  if (found.row.version !== version) throw staleVersion('ROUTINES_EXPENSE_STALE_VERSION', 'expense claim', found.row.version);
  if (!canMoveExpense(from, to)) throw AppError.rule('ROUTINES_EXPENSE_TRANSITION', `A ${from} claim cannot become ${to}`, { from, to });
  if (!(await repo.updateClaim(ctx.tx, ctx.companyId, found.row.id, { version, status: from }, { ...patch, status: to }, ctx.now)))
    throw staleVersion('ROUTINES_EXPENSE_STALE_VERSION', 'expense claim', found.row.version + 1);
  await audit(
    ctx,
    `routines.expense-${to.replace('_', '-')}`,
    { type: 'routines-expense-claim', id: found.row.id },
    { status: from },
    { status: to, ...patch },
  );
}

const noticeValues = (found: repo.ExpenseClaimJoined, currency: string) => ({
  name: found.employeeName,
  category: found.categoryName,
  amount: `${(found.row.amountMinor / 100).toFixed(2)} ${found.row.currency}`,
  date: found.row.expenseDate,
  companyCurrency: currency,
});

export async function submitClaim(ctx: RequestCtx, id: string, input: { version: number }): Promise<ExpenseClaim> {
  const found = await mustSeeClaim(ctx, id);
  mustOwnDraft(ctx, found);
  await move(ctx, found, input.version, 'submitted', { submittedAt: ctx.now });
  // The manager approves first; without a manager who signs in, HR or finance do.
  const { currency } = await repo.readSettings(ctx.tx, ctx.companyId);
  const recipients = found.managerUserId ? [found.managerUserId] : await repo.financeApprovers(ctx.tx, ctx.companyId);
  await notify(
    ctx.tx,
    ctx.companyId,
    recipients.filter((u) => u !== ctx.userId),
    {
      kind: 'routines.expense-to-approve',
      textKey: 'routines:notifications.expenseToApprove',
      textValues: noticeValues(found, currency),
      href: HREF,
    },
  );
  return getClaim(ctx, id);
}

export async function withdrawClaim(ctx: RequestCtx, id: string, input: { version: number }): Promise<ExpenseClaim> {
  const found = await mustSeeClaim(ctx, id);
  if (found.employeeUserId !== ctx.userId) throw forbidden('routines.expense-claims:update', 'Only the claimant withdraws their claim');
  await move(ctx, found, input.version, 'withdrawn');
  return getClaim(ctx, id);
}

/** The approver's checks: not their own claim, and a claim they may decide at its stage. */
async function mustDecide(ctx: RequestCtx, id: string): Promise<{ found: repo.ExpenseClaimJoined; who: Roles }> {
  const found = await mustSeeClaim(ctx, id);
  const who = rolesOf(ctx, found);
  if (!who.manager && !who.finance && found.employeeUserId !== ctx.userId) {
    // Visible (say, through a department scope) but neither their manager nor HR or finance.
    throw AppError.rule('ROUTINES_EXPENSE_NOT_YOUR_STAGE', 'The claimant’s manager, then HR or finance, decide this claim');
  }
  if (who.own) throw AppError.rule('ROUTINES_EXPENSE_OWN_CLAIM', 'Someone else decides your own claims');
  return { found, who };
}

export async function approveClaim(
  ctx: RequestCtx,
  id: string,
  input: { version: number; note?: string | null | undefined },
): Promise<ExpenseClaim> {
  const { found, who } = await mustDecide(ctx, id);
  const status = found.row.status as ExpenseStatus;
  const settings = await repo.readSettings(ctx.tx, ctx.companyId);
  const step = approvalStep(status, {
    companyAmountMinor: found.row.companyAmountMinor,
    thresholdMinor: settings.approvalThresholdMinor,
    approverIsFinance: who.finance,
    approverIsManager: who.manager,
  });
  if ('refused' in step) {
    if (step.refused === 'transition')
      throw AppError.rule('ROUTINES_EXPENSE_TRANSITION', `A ${status} claim cannot be approved`, { from: status });
    throw AppError.rule('ROUTINES_EXPENSE_NOT_YOUR_STAGE', 'HR or finance give the second approval of this claim');
  }
  const note = input.note?.trim() || null;
  const patch =
    step.to === 'manager_approved'
      ? { managerApprovedByUserId: ctx.userId, managerApprovedAt: ctx.now, managerNote: note }
      : { decidedByUserId: ctx.userId, decidedAt: ctx.now, decisionNote: note };
  await move(ctx, found, input.version, step.to, patch);
  const values = noticeValues(found, settings.currency);
  if (step.to === 'manager_approved') {
    const finance = (await repo.financeApprovers(ctx.tx, ctx.companyId)).filter((u) => u !== ctx.userId && u !== found.employeeUserId);
    await notify(ctx.tx, ctx.companyId, finance, {
      kind: 'routines.expense-to-approve',
      textKey: 'routines:notifications.expenseToApprove',
      textValues: values,
      href: HREF,
    });
  }
  await notify(ctx.tx, ctx.companyId, [found.employeeUserId], {
    kind: 'routines.expense-decided',
    textKey: step.to === 'approved' ? 'routines:notifications.expenseApproved' : 'routines:notifications.expenseManagerApproved',
    textValues: values,
    href: HREF,
  });
  return getClaim(ctx, id);
}

export async function rejectClaim(ctx: RequestCtx, id: string, input: { version: number; reason: string }): Promise<ExpenseClaim> {
  const { found, who } = await mustDecide(ctx, id);
  const status = found.row.status as ExpenseStatus;
  if (!awaitingApproval(status))
    throw AppError.rule('ROUTINES_EXPENSE_TRANSITION', `A ${status} claim cannot be rejected`, { from: status });
  if (!mayReject(status, { approverIsFinance: who.finance, approverIsManager: who.manager }))
    throw AppError.rule('ROUTINES_EXPENSE_NOT_YOUR_STAGE', 'HR or finance decide this claim now');
  await move(ctx, found, input.version, 'rejected', { decidedByUserId: ctx.userId, decidedAt: ctx.now, decisionNote: input.reason });
  const { currency } = await repo.readSettings(ctx.tx, ctx.companyId);
  await notify(ctx.tx, ctx.companyId, [found.employeeUserId], {
    kind: 'routines.expense-decided',
    textKey: 'routines:notifications.expenseRejected',
    textValues: { ...noticeValues(found, currency), reason: input.reason },
    href: HREF,
  });
  return getClaim(ctx, id);
}

/** Marks an approved (or payroll-queued) claim paid, or queues an approved one for payroll: HR or finance only. */
export async function settleClaim(
  ctx: RequestCtx,
  id: string,
  input: { version: number } & ({ paidOn: string; reference: string } | { payrollMonth: string }),
): Promise<ExpenseClaim> {
  const found = await mustSeeClaim(ctx, id);
  if (!isFinance(ctx)) throw forbidden('routines.expense-approvals:update', 'Only HR or finance settle claims');
  if (found.employeeUserId === ctx.userId) throw AppError.rule('ROUTINES_EXPENSE_OWN_CLAIM', 'Someone else settles your own claims');
  const paid = 'paidOn' in input;
  await move(
    ctx,
    found,
    input.version,
    paid ? 'paid' : 'payroll_queued',
    paid ? { paidOn: input.paidOn, paymentReference: input.reference } : { payrollMonth: input.payrollMonth },
  );
  const { currency } = await repo.readSettings(ctx.tx, ctx.companyId);
  await notify(ctx.tx, ctx.companyId, [found.employeeUserId], {
    kind: 'routines.expense-decided',
    textKey: paid ? 'routines:notifications.expensePaid' : 'routines:notifications.expenseQueued',
    textValues: { ...noticeValues(found, currency), ...(paid ? { paidOn: input.paidOn } : { month: input.payrollMonth }) },
    href: HREF,
  });
  return getClaim(ctx, id);
}

// Receipts

/** Checks before an upload is stored: the caller's own draft (or submitted) claim. */
export async function claimForReceipt(ctx: RequestCtx, id: string): Promise<void> {
  const found = await mustSeeClaim(ctx, id);
  if (found.employeeUserId !== ctx.userId) throw forbidden('routines.expense-claims:update', 'Only the claimant adds receipts');
  if (!['draft', 'submitted'].includes(found.row.status))
    throw AppError.rule('ROUTINES_EXPENSE_NOT_DRAFT', 'Receipts are added while the claim is a draft or awaiting its manager');
}

export async function addReceipt(
  ctx: RequestCtx,
  claimId: string,
  file: { key: string; fileName: string; mime: string; size: number },
): Promise<ExpenseReceipt> {
  await claimForReceipt(ctx, claimId);
  const row = await repo.insertReceipt(ctx.tx, {
    companyId: ctx.companyId,
    claimId,
    storageKey: file.key,
    fileName: file.fileName,
    contentType: file.mime,
    sizeBytes: file.size,
  });
  const view = receiptView(row);
  await audit(ctx, 'routines.expense-receipt-added', { type: 'routines-expense-claim', id: claimId }, null, view);
  return view;
}

/** A receipt of a claim the caller may see. */
export async function receiptFor(ctx: RequestCtx, id: string): Promise<repo.ExpenseReceiptRow> {
  const row = await repo.findReceipt(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Receipt');
  await mustSeeClaim(ctx, row.claimId);
  return row;
}

/** Removes a receipt of the caller's draft claim; answers the storage key to delete after commit. */
export async function removeReceipt(ctx: RequestCtx, id: string): Promise<string | null> {
  const row = await receiptFor(ctx, id);
  const found = await mustSeeClaim(ctx, row.claimId);
  mustOwnDraft(ctx, found);
  await repo.deleteReceipt(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'routines.expense-receipt-removed', { type: 'routines-expense-claim', id: row.claimId }, receiptView(row), null);
  return row.storageKey;
}
