import type { Scope } from '@hcims/contracts/access';
import type { LeaveRequestListQuery } from '@hcims/contracts/routines';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { listStatement, likePattern } from '../../db/list.js';
import { users } from '../identity/index.js';
import { employees } from '../people/index.js';
import {
  routinesLeaveAdjustments as adjustments,
  routinesLeaveRequests as requests,
  routinesLeaveTypes as types,
} from './routines.table.js';
import { scopeCondition } from './staff.repository.js';

/** The SQL of leave: types, requests and the facts balances are computed from. */

export { companyCalendar, employeeInScope, employeeOfUser, scopeCondition, type EmployeeFacts } from './staff.repository.js';

export type LeaveTypeRow = typeof types.$inferSelect;
export type LeaveRequestRow = typeof requests.$inferSelect;

// Leave types

const BUILTINS = [
  { builtin: 'annual', name: 'Annual leave', allowanceDays: '22', paid: true },
  { builtin: 'sick', name: 'Sick leave', allowanceDays: '15', paid: true },
  { builtin: 'unpaid', name: 'Unpaid leave', allowanceDays: null, paid: false },
] as const;

/** Gives a company the three starting types the first time its leave is used (a no-op afterwards). */
export async function ensureBuiltinTypes(tx: Db, companyId: string): Promise<void> {
  await tx
    .insert(types)
    .values(BUILTINS.map((b) => ({ companyId, ...b })))
    .onConflictDoNothing();
}

export async function listTypes(tx: Db, companyId: string): Promise<LeaveTypeRow[]> {
  return tx
    .select()
    .from(types)
    .where(eq(types.companyId, companyId))
    .orderBy(sql`${types.builtin} is null`, asc(types.name));
}

export async function findType(tx: Db, companyId: string, id: string): Promise<LeaveTypeRow | undefined> {
  const [row] = await tx
    .select()
    .from(types)
    .where(and(eq(types.companyId, companyId), eq(types.id, id)));
  return row;
}

export async function insertType(tx: Db, values: typeof types.$inferInsert): Promise<LeaveTypeRow> {
  const [row] = await tx.insert(types).values(values).returning();
  return row!;
}

export async function updateType(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof types.$inferInsert>,
  now: Date,
): Promise<LeaveTypeRow | undefined> {
  const [row] = await tx
    .update(types)
    .set({ ...patch, version: sql`${types.version} + 1`, updatedAt: now })
    .where(and(eq(types.companyId, companyId), eq(types.id, id), eq(types.version, version)))
    .returning();
  return row;
}

export async function typeInUse(tx: Db, companyId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.companyId, companyId), eq(requests.leaveTypeId, id)))
    .limit(1);
  return row !== undefined;
}

export async function deleteType(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(types).where(and(eq(types.companyId, companyId), eq(types.id, id)));
}

// Requests

/**
 * Serialises the filings of one employee until the transaction ends, so that two requests sent
 * at once cannot both pass the overlap and balance checks.
 */
export async function lockEmployeeLeave(tx: Db, employeeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`leave:${employeeId}`}, 0))`);
}

const live = inArray(requests.status, ['pending', 'approved']);

/** Pending or approved requests of an employee that share a day with the range. */
export async function overlapping(tx: Db, companyId: string, employeeId: string, startDate: string, endDate: string) {
  return tx
    .select({ id: requests.id, startDate: requests.startDate, endDate: requests.endDate, status: requests.status })
    .from(requests)
    .where(
      and(
        eq(requests.companyId, companyId),
        eq(requests.employeeId, employeeId),
        live,
        lte(requests.startDate, endDate),
        gte(requests.endDate, startDate),
      ),
    );
}

/** Approved and pending days (as stored, numeric text) per leave type of an employee in a year. */
export async function usedInYear(tx: Db, companyId: string, employeeId: string, year: number) {
  return tx
    .select({
      leaveTypeId: requests.leaveTypeId,
      status: requests.status,
      days: sql<string>`sum(${requests.days})::text`,
      latestStart: sql<string>`max(${requests.startDate})::text`,
    })
    .from(requests)
    .where(
      and(
        eq(requests.companyId, companyId),
        eq(requests.employeeId, employeeId),
        live,
        gte(requests.startDate, `${year}-01-01`),
        lte(requests.startDate, `${year}-12-31`),
      ),
    )
    .groupBy(requests.leaveTypeId, requests.status);
}

const decider = alias(employees, 'leave_decider');

const requestColumns = {
  row: requests,
  employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  employeeUserId: employees.userId,
  leaveTypeName: types.name,
  leaveTypeBuiltin: types.builtin,
  decidedByName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
};
export type LeaveRequestJoined = {
  row: LeaveRequestRow;
  employeeName: string;
  employeeUserId: string | null;
  leaveTypeName: string;
  leaveTypeBuiltin: string | null;
  decidedByName: string | null;
};

function orderOf(sort: LeaveRequestListQuery['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const column = (sort ?? '-startDate').replace(/^-/, '') === 'createdAt' ? requests.createdAt : requests.startDate;
  return [descending ? desc(column) : asc(column), asc(requests.id)];
}

/** A value filled when a statement built once per shape runs (db/list.ts, `statementOf`). */
const p = sql.placeholder;

/** What decides the text of the list's statement: the scope, which filters are present, the sort; never a value (ADR 0141). */
type RequestPageShape = {
  scope: Scope;
  excludeOwn: boolean;
  status: boolean;
  leaveTypeId: boolean;
  employeeId: boolean;
  from: boolean;
  to: boolean;
  search: boolean;
  sort: string;
};

/** The list's conditions for a shape, every value a placeholder. */
function requestPageWhere(shape: RequestPageShape): SQL | undefined {
  return and(
    eq(requests.companyId, p('companyId')),
    scopeCondition(shape.scope, p('companyId'), p('userId')),
    shape.excludeOwn ? sql`${employees.userId} is distinct from ${p('userId')}` : undefined,
    shape.status ? eq(requests.status, p('status')) : undefined,
    shape.leaveTypeId ? eq(requests.leaveTypeId, p('leaveTypeId')) : undefined,
    shape.employeeId ? eq(requests.employeeId, p('employeeId')) : undefined,
    shape.from ? gte(requests.endDate, p('from')) : undefined,
    shape.to ? lte(requests.startDate, p('to')) : undefined,
    shape.search ? sql`(${employees.firstName} || ' ' || ${employees.lastName}) ilike ${p('pattern')}` : undefined,
  );
}

function requestCount(db: Db, shape: RequestPageShape) {
  return db
    .select({ n: count() })
    .from(requests)
    .innerJoin(employees, eq(employees.id, requests.employeeId))
    .where(requestPageWhere(shape));
}

const requestList = listStatement(requestCount, (db, shape, total) =>
  db
    .select({ ...requestColumns, total })
    .from(requests)
    .innerJoin(employees, eq(employees.id, requests.employeeId))
    .innerJoin(types, eq(types.id, requests.leaveTypeId))
    .leftJoin(decider, and(eq(decider.companyId, requests.companyId), eq(decider.userId, requests.decidedByUserId)))
    .where(requestPageWhere(shape))
    .orderBy(...orderOf(shape.sort as LeaveRequestListQuery['sort'])),
);

/**
 * One page of requests whose employee is within `scope`, optionally leaving out the caller's own
 * (an approver's list), with the list's filters; `q` searches the employee's name. The page and
 * its total come from one statement built once per shape (db/list.ts).
 */
export async function listRequests(
  tx: Db,
  caller: { companyId: string; userId: string; scope: Scope; excludeOwn: boolean },
  query: LeaveRequestListQuery,
): Promise<{ rows: LeaveRequestJoined[]; total: number }> {
  const shape: RequestPageShape = {
    scope: caller.scope,
    excludeOwn: caller.excludeOwn,
    status: Boolean(query.status),
    leaveTypeId: Boolean(query.leaveTypeId),
    employeeId: Boolean(query.employeeId),
    from: Boolean(query.from),
    to: Boolean(query.to),
    search: Boolean(query.q),
    sort: query.sort ?? '-startDate',
  };
  const values = {
    companyId: caller.companyId,
    userId: caller.userId,
    status: query.status ?? null,
    leaveTypeId: query.leaveTypeId ?? null,
    employeeId: query.employeeId ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    pattern: query.q ? likePattern(query.q) : null,
  };
  return requestList(tx, shape, values, query);
}

export async function findRequest(tx: Db, companyId: string, id: string): Promise<LeaveRequestJoined | undefined> {
  const [row] = await tx
    .select(requestColumns)
    .from(requests)
    .innerJoin(employees, eq(employees.id, requests.employeeId))
    .innerJoin(types, eq(types.id, requests.leaveTypeId))
    .leftJoin(decider, and(eq(decider.companyId, requests.companyId), eq(decider.userId, requests.decidedByUserId)))
    .where(and(eq(requests.companyId, companyId), eq(requests.id, id)));
  return row;
}

export async function insertRequest(tx: Db, values: typeof requests.$inferInsert): Promise<string> {
  const [row] = await tx.insert(requests).values(values).returning({ id: requests.id });
  return row!.id;
}

/** Moves a request from `from` to a new status when its version still matches; false otherwise. */
export async function moveRequest(
  tx: Db,
  companyId: string,
  id: string,
  expected: { version: number; status: string },
  patch: Pick<typeof requests.$inferInsert, 'status' | 'decidedByUserId' | 'decidedAt' | 'decisionReason' | 'cancelRequested'>,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(requests)
    .set({ ...patch, version: sql`${requests.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(requests.companyId, companyId),
        eq(requests.id, id),
        eq(requests.version, expected.version),
        eq(requests.status, expected.status),
      ),
    )
    .returning({ id: requests.id });
  return rows.length > 0;
}

// Eligibility, adjustments, the team timeline and what other parts of the app read

const manager = alias(employees, 'leave_manager');

/** What a leave type's eligibility looks at, and the employee's manager (who hears of their requests). */
export async function employeeProfile(tx: Db, companyId: string, employeeId: string) {
  const [row] = await tx
    .select({
      departmentId: employees.departmentId,
      employmentType: employees.employmentType,
      gender: employees.gender,
      managerUserId: manager.userId,
    })
    .from(employees)
    .leftJoin(manager, and(eq(manager.companyId, employees.companyId), eq(manager.id, employees.managerId)))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row!;
}

/** Carried-over and adjusted days (numeric text) per leave type of an employee in a year. */
export async function adjustmentsInYear(tx: Db, companyId: string, employeeId: string, year: number) {
  return tx
    .select({ leaveTypeId: adjustments.leaveTypeId, kind: adjustments.kind, days: sql<string>`sum(${adjustments.days})::text` })
    .from(adjustments)
    .where(and(eq(adjustments.companyId, companyId), eq(adjustments.employeeId, employeeId), eq(adjustments.year, year)))
    .groupBy(adjustments.leaveTypeId, adjustments.kind);
}

export async function insertAdjustment(tx: Db, values: typeof adjustments.$inferInsert): Promise<string | undefined> {
  const [row] = await tx.insert(adjustments).values(values).onConflictDoNothing().returning({ id: adjustments.id });
  return row?.id;
}

export async function listAdjustments(tx: Db, companyId: string, employeeId: string, year: number) {
  return tx
    .select({ row: adjustments, leaveTypeName: types.name, createdByName: users.name })
    .from(adjustments)
    .innerJoin(types, eq(types.id, adjustments.leaveTypeId))
    .leftJoin(users, eq(users.id, adjustments.createdByUserId))
    .where(and(eq(adjustments.companyId, companyId), eq(adjustments.employeeId, employeeId), eq(adjustments.year, year)))
    .orderBy(desc(adjustments.createdAt), asc(adjustments.id));
}

/** Pending and approved leave of the people within `scope` that touches the range, for the team timeline. */
export async function timeline(tx: Db, caller: { companyId: string; userId: string; scope: Scope }, from: string, to: string) {
  return tx
    .select({
      id: requests.id,
      employeeId: requests.employeeId,
      employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      leaveTypeName: types.name,
      startDate: requests.startDate,
      endDate: requests.endDate,
      halfDay: requests.halfDay,
      status: requests.status,
    })
    .from(requests)
    .innerJoin(employees, eq(employees.id, requests.employeeId))
    .innerJoin(types, eq(types.id, requests.leaveTypeId))
    .where(
      and(
        eq(requests.companyId, caller.companyId),
        scopeCondition(caller.scope, caller.companyId, caller.userId),
        live,
        lte(requests.startDate, to),
        gte(requests.endDate, from),
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(requests.startDate))
    .limit(2000);
}

/** Approved leave of the company that touches the range (the calendar, the dashboard and attendance read it). */
export async function approvedBetween(tx: Db, companyId: string, from: string, to: string, employeeId?: string) {
  return tx
    .select({
      id: requests.id,
      employeeId: requests.employeeId,
      employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      leaveTypeName: types.name,
      startDate: requests.startDate,
      endDate: requests.endDate,
      halfDay: requests.halfDay,
    })
    .from(requests)
    .innerJoin(employees, eq(employees.id, requests.employeeId))
    .innerJoin(types, eq(types.id, requests.leaveTypeId))
    .where(
      and(
        eq(requests.companyId, companyId),
        eq(requests.status, 'approved'),
        lte(requests.startDate, to),
        gte(requests.endDate, from),
        employeeId ? eq(requests.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(requests.startDate), asc(requests.id))
    .limit(5000);
}

/** Types the year-end job carries over: with an allowance and a carry-over limit. */
export async function carryOverTypes(tx: Db, companyId: string): Promise<LeaveTypeRow[]> {
  return tx
    .select()
    .from(types)
    .where(and(eq(types.companyId, companyId), isNotNull(types.allowanceDays), gt(types.carryOverMaxDays, '0')));
}

/** Employees still employed on `day` (no termination date, or a later one). */
export async function employedOn(tx: Db, companyId: string, day: string): Promise<{ id: string; branchId: string | null }[]> {
  return tx
    .select({ id: employees.id, branchId: employees.branchId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), or(isNull(employees.terminationDate), gte(employees.terminationDate, day))));
}
