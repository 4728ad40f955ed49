import type { PermissionCode, Scope } from '@hcims/contracts/access';
import type {
  CreateEmployee,
  Employee,
  EmployeeListQuery,
  EmployeeOption,
  EmployeeOptionsQuery,
  EmployeePage,
  JobHistoryEntry,
} from '@hcims/contracts/people';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { recordAudits } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { loadUnlessNotModified } from '../../platform/http/etag.js';
import { auditEntry, forbidden, scopeOf, staleVersion, type RequestCtx, type RequestSession } from '../../platform/request/index.js';
import { enterTenant } from '../../platform/tenancy/index.js';
import * as accountRepo from './employee-accounts.repository.js';
import { normaliseEmail } from '../identity/index.js';
import { checkReferenceRules, referenceNames, type References } from './employee-references.js';
import { auditDiff, employeeView, toColumns, touchesSensitive, uniqueError } from './employee-view.js';
import type { PeopleDeps } from './people.deps.js';
import * as repo from './people.repository.js';
import type { employees } from './people.table.js';

/** 409 PEOPLE_STALE_VERSION for a write based on an old read of an employee record. */
export const staleEmployee = (currentVersion: number) => staleVersion('PEOPLE_STALE_VERSION', 'employee', currentVersion);

const notFound = () => AppError.notFound('Employee');

/** Whether the caller may see (or change) the sensitive fields of one record: the permission, in its own scope. */
export async function sensitiveAllowed(ctx: RequestCtx, employeeId: string, action: 'read' | 'update'): Promise<boolean> {
  const scope = scopeOf(ctx, `people.sensitive-data:${action}`);
  if (!scope) return false;
  return scope === 'company' || scope === 'group' || repo.inScope(ctx.tx, ctx.companyId, ctx.userId, scope, employeeId);
}

/** The actor's display name for history rows: their employee record, else their account name. */
export async function actorName(ctx: RequestCtx): Promise<string> {
  const own = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  if (own) return repo.fullName(own.firstName, own.lastName);
  return (await accountRepo.accountName(ctx.tx, ctx.userId)) ?? 'System';
}

/** After a write by someone with a narrower scope than the company, the record must still be theirs to manage. */
export async function assertStillInScope(ctx: RequestCtx, scope: Scope, id: string, code: PermissionCode): Promise<void> {
  if (scope === 'company' || scope === 'group') return;
  if (!(await repo.inScope(ctx.tx, ctx.companyId, ctx.userId, scope, id))) {
    throw forbidden(code, `Your ${scope} scope does not reach this employee`);
  }
}

// ---- Reads ----

/**
 * The pickers' compact list of the company's employees, read only when the caller's copy is
 * out of date: a revalidation reads a fingerprint, not the rows (10,000 records are about 4 MB).
 */
export async function employeeOptions(
  ctx: RequestCtx,
  request: FastifyRequest,
  query: EmployeeOptionsQuery = {},
): Promise<{ etag: string; body: EmployeeOption[] | null }> {
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const filter: repo.EmployeeOptionsFilter = { ...query, ids: query.ids?.split(',').map((id) => id.toLowerCase()) };
  return loadUnlessNotModified(
    request,
    // The same rows under another narrowing are another answer: the narrowing is part of the tag.
    async () => [await repo.employeeOptionsFingerprint(ctx.tx, ctx.companyId, today), filter],
    () => repo.employeeOptions(ctx.tx, ctx.companyId, today, filter),
  );
}

export async function listEmployees(ctx: RequestCtx, query: EmployeeListQuery): Promise<EmployeePage> {
  const scope = scopeOf(ctx, 'people.employees:read')!;
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const { items, total } = await repo.pageEmployees(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope, today, query });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function findInScope(ctx: RequestCtx, id: string, code: PermissionCode): Promise<repo.EmployeeRecord> {
  const scope = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const found = await repo.findEmployee(ctx.tx, { companyId: ctx.companyId, id, today, scope: { scope, userId: ctx.userId } });
  if (!found) throw notFound();
  return found;
}

export async function getEmployee(ctx: RequestCtx, id: string): Promise<Employee> {
  const rec = await findInScope(ctx, id, 'people.employees:read');
  return employeeView(rec, await sensitiveAllowed(ctx, id, 'read'));
}

export async function jobHistory(ctx: RequestCtx, id: string): Promise<JobHistoryEntry[]> {
  await findInScope(ctx, id, 'people.employees:read');
  const rows = await repo.jobHistoryOf(ctx.tx, ctx.companyId, id, await sensitiveAllowed(ctx, id, 'read'));
  return rows.map(historyEntry);
}

/** One row of job history as the API shows it. */
export function historyEntry(r: repo.JobHistoryRow): JobHistoryEntry {
  return {
    id: r.id,
    effectiveOn: r.effectiveOn,
    field: r.field as JobHistoryEntry['field'],
    from: r.fromLabel,
    to: r.toLabel,
    changedBy: r.changedByName,
    changedAt: r.createdAt.toISOString(),
  };
}

// ---- Writes ----

/**
 * Adds an employee. With sendInvitation the sign-in account, its Employee role and the
 * invitation mail are created first, as the platform, in the same transaction; the transaction
 * then enters the tenant role for the record itself. Either everything commits or nothing.
 */
export async function createEmployee(deps: PeopleDeps, session: RequestSession, input: CreateEmployee): Promise<Employee> {
  const now = deps.clock();
  const { employee, mailId } = await deps.database.db
    .transaction(async (raw) => {
      const { ctx, today, created } = await writeEmployees(deps, session, raw, [input], now);
      const { row, mailId } = created[0]!;
      const rec = (await repo.findEmployee(ctx.tx, { companyId: ctx.companyId, id: row.id, today }))!;
      return { employee: employeeView(rec, await sensitiveAllowed(ctx, row.id, 'read')), mailId };
    })
    .catch(rethrowUnique);
  if (mailId) deps.mailer.dispatch(mailId);
  return employee;
}

/** A new record and the invitation mail to dispatch once the caller's transaction has committed. */
export type CreatedEmployee = { row: repo.EmployeeRow; mailId: string | null };

/**
 * createEmployee for many employees at once (the bulk import), with the same rules, in one
 * transaction and a fixed number of statements whatever their count: all of them or none. The
 * mails are returned, not dispatched; managers must exist before the call (not be in `inputs`).
 */
export async function createEmployees(
  deps: PeopleDeps,
  session: RequestSession,
  inputs: readonly CreateEmployee[],
): Promise<CreatedEmployee[]> {
  const now = deps.clock();
  return deps.database.db.transaction(async (raw) => (await writeEmployees(deps, session, raw, inputs, now)).created).catch(rethrowUnique);
}

function rethrowUnique(error: unknown): never {
  const constraint = uniqueViolation(error);
  throw constraint !== null ? uniqueError(constraint) : error;
}

const referencesOf = (input: CreateEmployee): References => ({
  departmentId: input.departmentId,
  designationId: input.designationId,
  managerId: input.managerId ?? null,
  branchId: input.branchId ?? null,
});

/** The rules and writes of createEmployee(s), in the caller's transaction (which it leaves in the tenant role). */
async function writeEmployees(deps: PeopleDeps, session: RequestSession, raw: Db, inputs: readonly CreateEmployee[], now: Date) {
  const createScope = scopeOf(session, 'people.employees:create');
  if (!createScope) throw forbidden('people.employees:create');
  if (inputs.some(touchesSensitive) && !scopeOf(session, 'people.sensitive-data:update')) throw forbidden('people.sensitive-data:update');
  const invited = inputs.filter((input) => input.sendInvitation);
  const accounts = await deps.identity.accounts.provisionMembers(raw, {
    companyId: session.companyId,
    actorUserId: session.userId,
    people: invited.map((input) => ({ email: input.workEmail, name: repo.fullName(input.firstName, input.lastName) })),
    role: 'employee',
    origin: session.origin,
  });
  const accountOf = new Map(invited.map((input, i) => [input, accounts[i]!]));
  const tx = await enterTenant(raw, { companyId: session.companyId, groupId: session.groupId, userId: session.userId });
  const ctx: RequestCtx = { ...session, tx, now };
  const { today } = await repo.companyCalendar(tx, ctx.companyId, now);
  const names = await referenceNames(ctx, inputs.map(referencesOf));
  const all = { department: true, designation: true, manager: true, branch: true };
  for (const input of inputs) checkReferenceRules(names, today, referencesOf(input), all);
  // Without an invitation, an existing member of the company with this email is linked (no mail).
  const members = await accountRepo.membersWithEmails(
    ctx.tx,
    ctx.companyId,
    inputs.filter((input) => !accountOf.has(input)).map((input) => input.workEmail),
  );
  const values: (typeof employees.$inferInsert)[] = [];
  for (const input of inputs) {
    const userId = accountOf.get(input)?.userId ?? members.get(normaliseEmail(input.workEmail)) ?? null;
    const columns = toColumns(input);
    values.push({
      ...columns,
      companyId: ctx.companyId,
      groupId: ctx.groupId,
      userId,
      firstName: input.firstName,
      lastName: input.lastName,
      workEmail: columns.workEmail!,
      departmentId: input.departmentId,
      designationId: input.designationId,
      hireDate: input.hireDate,
      createdAt: now,
      updatedAt: now,
    });
  }
  const rows = await repo.insertEmployees(tx, values);
  for (const [i, row] of rows.entries()) {
    await assertStillInScope(ctx, createScope, row.id, 'people.employees:create');
    if (touchesSensitive(inputs[i]!) && !(await sensitiveAllowed(ctx, row.id, 'update'))) throw forbidden('people.sensitive-data:update');
  }
  const changedByName = await actorName(ctx);
  await repo.insertJobHistory(
    tx,
    rows.map((row) => ({
      companyId: ctx.companyId,
      employeeId: row.id,
      effectiveOn: row.hireDate,
      field: 'hired',
      fromValue: null,
      toValue: row.designationId,
      fromLabel: null,
      toLabel: `${names.designations.get(row.designationId)?.name ?? ''}, ${names.departments.get(row.departmentId)?.name ?? ''}`,
      changedByUserId: ctx.userId,
      changedByName,
      createdAt: now,
    })),
  );
  await recordAudits(
    tx,
    rows.map((row, i) =>
      auditEntry(ctx, 'people.employee-created', { type: 'employee', id: row.id }, null, {
        ...(auditDiff(null, row).after as object),
        invited: accountOf.has(inputs[i]!),
      }),
    ),
  );
  return { ctx, today, created: rows.map((row, i): CreatedEmployee => ({ row, mailId: accountOf.get(inputs[i]!)?.mailId ?? null })) };
}
