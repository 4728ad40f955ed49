import type { Scope } from '@hcims/contracts/access';
import type { ExpenseClaimListQuery } from '@hcims/contracts/routines';
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { listStatement, likePattern, type Bound } from '../../db/list.js';
import { companies, departments } from '../org/index.js';
import { roleGrants, roleMembers, roles } from '../access/index.js';
import { memberships } from '../identity/index.js';
import { employees } from '../people/index.js';
import {
  routinesExpenseCategories as categories,
  routinesExpenseClaims as claims,
  routinesExpenseReceipts as receipts,
  routinesExpenseSettings as settings,
} from './routines.table.js';
import { scopeCondition } from './staff.repository.js';

/** The SQL of expense claims: settings, categories, claims with their names, receipts, totals. */

export { employeeInScope, employeeOfUser } from './staff.repository.js';

export type ExpenseCategoryRow = typeof categories.$inferSelect;
export type ExpenseClaimRow = typeof claims.$inferSelect;
export type ExpenseReceiptRow = typeof receipts.$inferSelect;

// Settings

export async function readSettings(tx: Db, companyId: string) {
  const [row] = await tx
    .select({
      currency: companies.currency,
      approvalThresholdMinor: settings.approvalThresholdMinor,
      version: sql<number>`coalesce(${settings.version}, 1)`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(settings, eq(settings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row!;
}

/** Writes the settings when `version` is still current (a company without a row is at version 1). */
export async function writeSettings(tx: Db, companyId: string, version: number, thresholdMinor: number | null, now: Date) {
  const rows = await tx
    .insert(settings)
    .values({ companyId, approvalThresholdMinor: thresholdMinor, version: 2, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.companyId,
      set: { approvalThresholdMinor: thresholdMinor, version: sql`${settings.version} + 1`, updatedAt: now },
      setWhere: eq(settings.version, version),
    })
    .returning({ version: settings.version });
  // A first write inserts at version 2 whatever was sent: only version 1 may do that.
  return rows.length > 0 && (rows[0]!.version !== 2 || version === 1);
}

// Categories

export async function listCategories(tx: Db, companyId: string): Promise<ExpenseCategoryRow[]> {
  return tx.select().from(categories).where(eq(categories.companyId, companyId)).orderBy(asc(categories.name));
}

export async function findCategory(tx: Db, companyId: string, id: string): Promise<ExpenseCategoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, id)));
  return row;
}

export async function insertCategory(tx: Db, values: typeof categories.$inferInsert): Promise<ExpenseCategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof categories.$inferInsert>,
  now: Date,
): Promise<ExpenseCategoryRow | undefined> {
  const [row] = await tx
    .update(categories)
    .set({ ...patch, version: sql`${categories.version} + 1`, updatedAt: now })
    .where(and(eq(categories.companyId, companyId), eq(categories.id, id), eq(categories.version, version)))
    .returning();
  return row;
}

export async function categoryInUse(tx: Db, companyId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.categoryId, id)))
    .limit(1);
  return row !== undefined;
}

export async function deleteCategory(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(categories).where(and(eq(categories.companyId, companyId), eq(categories.id, id)));
}

// Claims

const manager = alias(employees, 'expense_manager');
const managerApprover = alias(employees, 'expense_manager_approver');
const decider = alias(employees, 'expense_decider');
const fullName = (e: typeof employees) => sql<string>`${e.firstName} || ' ' || ${e.lastName}`;

const claimColumns = {
  row: claims,
  employeeName: fullName(employees),
  employeeUserId: employees.userId,
  departmentName: departments.name,
  managerUserId: manager.userId,
  categoryName: categories.name,
  managerApprovedByName: sql<string | null>`${managerApprover.firstName} || ' ' || ${managerApprover.lastName}`,
  decidedByName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
};
export type ExpenseClaimJoined = {
  row: ExpenseClaimRow;
  employeeName: string;
  employeeUserId: string | null;
  departmentName: string;
  managerUserId: string | null;
  categoryName: string;
  managerApprovedByName: string | null;
  decidedByName: string | null;
};

/** The scopes a viewer sees claims through: their claims scope and their approvals scope (either suffices). */
export type ClaimViewer = { companyId: string; userId: string; scopes: Scope[] };

/** A value filled when a statement built once per shape runs (db/list.ts, `statementOf`). */
const p = sql.placeholder;

/** What decides the text of the claims' conditions: the viewer's scopes and which filters are present; never a value (ADR 0141). */
type ClaimFilterShape = {
  /** the viewer's scopes, comma-separated (either suffices) */
  scopes: string;
  mine: boolean;
  status: boolean;
  employeeId: boolean;
  departmentId: boolean;
  categoryId: boolean;
  from: boolean;
  to: boolean;
  search: boolean;
};

/** The values of the filters; one the shape leaves out is null. */
type ClaimFilterValues = { companyId: Bound; userId: Bound } & Record<
  'status' | 'employeeId' | 'departmentId' | 'categoryId' | 'from' | 'to' | 'pattern',
  Bound | null
>;

/** The shape of the filters and their values. */
function claimFilters(
  viewer: ClaimViewer,
  query: Omit<ExpenseClaimListQuery, 'page' | 'pageSize'>,
): { shape: ClaimFilterShape; values: ClaimFilterValues } {
  return {
    shape: {
      scopes: viewer.scopes.join(','),
      mine: Boolean(query.mine),
      status: Boolean(query.status),
      employeeId: Boolean(query.employeeId),
      departmentId: Boolean(query.departmentId),
      categoryId: Boolean(query.categoryId),
      from: Boolean(query.from),
      to: Boolean(query.to),
      search: Boolean(query.q),
    },
    values: {
      companyId: viewer.companyId,
      userId: viewer.userId,
      status: query.status ?? null,
      employeeId: query.employeeId ?? null,
      departmentId: query.departmentId ?? null,
      categoryId: query.categoryId ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      pattern: query.q ? likePattern(query.q) : null,
    },
  };
}

/** The claims the viewer's scopes reach (either suffices). */
function visible(shape: ClaimFilterShape, v: ClaimFilterValues): SQL | undefined {
  const scopes = shape.scopes === '' ? [] : (shape.scopes.split(',') as Scope[]);
  const conditions = scopes.map((s) => scopeCondition(s, v.companyId, v.userId));
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

/** The filters of the list, on `claims` and `employees` (the department is the employee's); values or placeholders. */
function claimConditions(shape: ClaimFilterShape, v: ClaimFilterValues): SQL | undefined {
  return and(
    eq(claims.companyId, v.companyId),
    visible(shape, v),
    shape.mine ? eq(employees.userId, v.userId) : undefined,
    // Someone else's drafts are theirs alone.
    sql`(${claims.status} <> 'draft' or ${employees.userId} = ${v.userId})`,
    shape.status ? eq(claims.status, v.status!) : undefined,
    shape.employeeId ? eq(claims.employeeId, v.employeeId!) : undefined,
    shape.departmentId ? eq(employees.departmentId, v.departmentId!) : undefined,
    shape.categoryId ? eq(claims.categoryId, v.categoryId!) : undefined,
    shape.from ? gte(claims.expenseDate, v.from!) : undefined,
    shape.to ? lte(claims.expenseDate, v.to!) : undefined,
    shape.search ? sql`(${fullName(employees)} || ' ' || ${claims.description}) ilike ${v.pattern}` : undefined,
  );
}

/** The filters of the list with the request's values (exports, totals, figures). */
function filters(viewer: ClaimViewer, query: Omit<ExpenseClaimListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const { shape, values } = claimFilters(viewer, query);
  return claimConditions(shape, values);
}

/** The values of the list's statement: every one a placeholder, filled when it runs. */
const placeholders: ClaimFilterValues = {
  companyId: p('companyId'),
  userId: p('userId'),
  status: p('status'),
  employeeId: p('employeeId'),
  departmentId: p('departmentId'),
  categoryId: p('categoryId'),
  from: p('from'),
  to: p('to'),
  pattern: p('pattern'),
};

function orderOf(sort: ExpenseClaimListQuery['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const field = (sort ?? '-expenseDate').replace(/^-/, '');
  const column = field === 'createdAt' ? claims.createdAt : field === 'amountMinor' ? claims.companyAmountMinor : claims.expenseDate;
  return [descending ? desc(column) : asc(column), descending ? desc(claims.id) : asc(claims.id)];
}

const joined = (tx: Db) =>
  tx
    .select(claimColumns)
    .from(claims)
    .innerJoin(employees, and(eq(employees.companyId, claims.companyId), eq(employees.id, claims.employeeId)))
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(categories, and(eq(categories.companyId, claims.companyId), eq(categories.id, claims.categoryId)))
    .leftJoin(manager, and(eq(manager.companyId, employees.companyId), eq(manager.id, employees.managerId)))
    .leftJoin(
      managerApprover,
      and(eq(managerApprover.companyId, claims.companyId), eq(managerApprover.userId, claims.managerApprovedByUserId)),
    )
    .leftJoin(decider, and(eq(decider.companyId, claims.companyId), eq(decider.userId, claims.decidedByUserId)));

type ClaimPageShape = ClaimFilterShape & { sort: string };

function claimCount(db: Db, shape: ClaimPageShape) {
  return db
    .select({ n: count() })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(claimConditions(shape, placeholders));
}

const claimList = listStatement(claimCount, (db, shape, total) =>
  db
    .select({ ...claimColumns, total })
    .from(claims)
    .innerJoin(employees, and(eq(employees.companyId, claims.companyId), eq(employees.id, claims.employeeId)))
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(categories, and(eq(categories.companyId, claims.companyId), eq(categories.id, claims.categoryId)))
    .leftJoin(manager, and(eq(manager.companyId, employees.companyId), eq(manager.id, employees.managerId)))
    .leftJoin(
      managerApprover,
      and(eq(managerApprover.companyId, claims.companyId), eq(managerApprover.userId, claims.managerApprovedByUserId)),
    )
    .leftJoin(decider, and(eq(decider.companyId, claims.companyId), eq(decider.userId, claims.decidedByUserId)))
    .where(claimConditions(shape, placeholders))
    .orderBy(...orderOf(shape.sort as ExpenseClaimListQuery['sort'])),
);

/**
 * One page of the claims a viewer may see, with the list's filters (ADR 0055: total in the same
 * statement), built once per shape (ADR 0141).
 */
export async function listClaims(
  tx: Db,
  viewer: ClaimViewer,
  query: ExpenseClaimListQuery,
): Promise<{ rows: ExpenseClaimJoined[]; total: number }> {
  const filtered = claimFilters(viewer, query);
  const shape: ClaimPageShape = { ...filtered.shape, sort: query.sort ?? '-expenseDate' };
  return claimList(tx, shape, filtered.values, query);
}

/** Every claim matching the filters (for exports), capped at `limit` rows. */
export async function allClaims(tx: Db, viewer: ClaimViewer, query: Omit<ExpenseClaimListQuery, 'page' | 'pageSize'>, limit: number) {
  return joined(tx)
    .where(filters(viewer, query))
    .orderBy(...orderOf(query.sort))
    .limit(limit);
}

/** Counts and amounts per category and per month (of the expense date), per currency, of the claims matching the filters. */
export async function claimTotals(tx: Db, viewer: ClaimViewer, query: Omit<ExpenseClaimListQuery, 'page' | 'pageSize'>) {
  const where = filters(viewer, query);
  const byCategory = await tx
    .select({
      categoryId: claims.categoryId,
      categoryName: categories.name,
      currency: claims.currency,
      count: count(),
      amountMinor: sql<number>`sum(${claims.amountMinor})`.mapWith(Number),
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .innerJoin(categories, eq(categories.id, claims.categoryId))
    .where(where)
    .groupBy(claims.categoryId, categories.name, claims.currency)
    .orderBy(asc(categories.name), asc(claims.currency));
  const month = sql<string>`to_char(${claims.expenseDate}, 'YYYY-MM')`;
  const byMonth = await tx
    .select({ month, currency: claims.currency, count: count(), amountMinor: sql<number>`sum(${claims.amountMinor})`.mapWith(Number) })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(where)
    .groupBy(month, claims.currency)
    .orderBy(desc(month), asc(claims.currency));
  return { byCategory, byMonth };
}

export async function findClaim(tx: Db, companyId: string, id: string): Promise<ExpenseClaimJoined | undefined> {
  const [row] = await joined(tx).where(and(eq(claims.companyId, companyId), eq(claims.id, id)));
  return row;
}

export async function insertClaim(tx: Db, values: typeof claims.$inferInsert): Promise<string> {
  const [row] = await tx.insert(claims).values(values).returning({ id: claims.id });
  return row!.id;
}

/** Changes a claim when its version and status are still the ones read; false otherwise. */
export async function updateClaim(
  tx: Db,
  companyId: string,
  id: string,
  expected: { version: number; status: string },
  patch: Partial<typeof claims.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(claims)
    .set({ ...patch, version: sql`${claims.version} + 1`, updatedAt: now })
    .where(
      and(eq(claims.companyId, companyId), eq(claims.id, id), eq(claims.version, expected.version), eq(claims.status, expected.status)),
    )
    .returning({ id: claims.id });
  return rows.length > 0;
}

// Receipts

export async function receiptsOf(tx: Db, companyId: string, claimIds: string[]): Promise<ExpenseReceiptRow[]> {
  if (claimIds.length === 0) return [];
  return tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.companyId, companyId), inArray(receipts.claimId, claimIds)))
    .orderBy(asc(receipts.createdAt), asc(receipts.id));
}

export async function findReceipt(tx: Db, companyId: string, id: string): Promise<ExpenseReceiptRow | undefined> {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.companyId, companyId), eq(receipts.id, id)));
  return row;
}

export async function insertReceipt(tx: Db, values: typeof receipts.$inferInsert): Promise<ExpenseReceiptRow> {
  const [row] = await tx.insert(receipts).values(values).returning();
  return row!;
}

export async function deleteReceipt(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(receipts).where(and(eq(receipts.companyId, companyId), eq(receipts.id, id)));
}

// Ports

/** Claims queued for reimbursement through payroll in a month (the payroll module's read). */
export async function queuedForPayroll(tx: Db, companyId: string, month: string) {
  return tx
    .select({
      claimId: claims.id,
      employeeId: claims.employeeId,
      categoryName: categories.name,
      expenseDate: claims.expenseDate,
      amountMinor: claims.companyAmountMinor,
      currency: companies.currency,
      description: claims.description,
    })
    .from(claims)
    .innerJoin(categories, eq(categories.id, claims.categoryId))
    .innerJoin(companies, eq(companies.id, claims.companyId))
    .where(and(eq(claims.companyId, companyId), eq(claims.status, 'payroll_queued'), eq(claims.payrollMonth, month)))
    .orderBy(asc(claims.employeeId), asc(claims.expenseDate), asc(claims.id));
}

/** Counts and amounts per status and currency of the claims a viewer may see, by expense date. */
export async function figuresByStatus(tx: Db, viewer: ClaimViewer, range: { from: string; to: string }) {
  return tx
    .select({
      status: claims.status,
      currency: claims.currency,
      count: count(),
      amountMinor: sql<number>`sum(${claims.amountMinor})`.mapWith(Number),
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(filters(viewer, { from: range.from, to: range.to, mine: false }))
    .groupBy(claims.status, claims.currency)
    .orderBy(asc(claims.status), asc(claims.currency));
}

/**
 * Users who give the second approval: members of a role granting expense approvals over the
 * whole company (or group), and owners (whose role holds every permission). At most 50.
 */
export async function financeApprovers(tx: Db, companyId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: memberships.userId })
    .from(roleMembers)
    .innerJoin(roles, eq(roles.id, roleMembers.roleId))
    .innerJoin(memberships, eq(memberships.id, roleMembers.membershipId))
    .leftJoin(
      roleGrants,
      and(eq(roleGrants.roleId, roles.id), eq(roleGrants.resource, 'routines.expense-approvals'), eq(roleGrants.canUpdate, true)),
    )
    .where(
      and(
        eq(roleMembers.companyId, companyId),
        eq(memberships.status, 'active'),
        or(eq(roles.builtIn, 'owner'), inArray(roleGrants.scope, ['company', 'group'])),
      ),
    )
    .limit(50);
  return rows.map((r) => r.userId);
}
