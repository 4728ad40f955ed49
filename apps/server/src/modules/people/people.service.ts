import type { PermissionCode, Scope } from '@hcims/contracts/access';
import {
  SENSITIVE_FIELDS,
  type CreateEmployee,
  type Employee,
  type EmployeeInput,
  type EmployeeInvitation,
  type EmployeeListQuery,
  type EmployeePage,
  type JobHistoryEntry,
  type UpdateEmployee,
} from '@hcims/contracts/people';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit, recordAudits, type AuditEntry } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { enterTenant, withTenant } from '../../platform/tenancy/index.js';
import { memberships, users } from '../identity/index.js';
import { scopeOf, type PeopleCtx, type PeopleDeps } from './people.deps.js';
import * as repo from './people.repository.js';
import { jobChanges, normaliseDecimal } from './people.rules.js';
import { employees } from './people.table.js';

type Columns = Partial<typeof employees.$inferInsert>;
type Session = Omit<PeopleCtx, 'tx' | 'now'>;

export function forbidden(permission: PermissionCode, message = 'You do not have permission to do this'): AppError {
  return new AppError('FORBIDDEN', message, { details: { permission } });
}

export function staleVersion(currentVersion: number): AppError {
  return AppError.stale('PEOPLE_STALE_VERSION', 'Someone else changed this employee; reload to see their changes', currentVersion);
}

const notFound = () => AppError.notFound('Employee');

function uniqueError(constraint: string): AppError {
  if (constraint.includes('number')) {
    return new AppError('PEOPLE_EMPLOYEE_NUMBER_TAKEN', 'Another employee of the company has this employee number', {
      status: 409,
      details: [{ path: 'body.employeeNumber', message: 'is taken' }],
    });
  }
  return new AppError('PEOPLE_EMAIL_TAKEN', 'An employee of the group already has this work email', {
    status: 409,
    details: [{ path: 'body.workEmail', message: 'is taken' }],
  });
}

/** Whether the caller may see (or change) the sensitive fields of one record: the permission, in its own scope. */
export async function sensitiveAllowed(ctx: PeopleCtx, employeeId: string, action: 'read' | 'update'): Promise<boolean> {
  const scope = scopeOf(ctx, `people.sensitive-data:${action}`);
  if (!scope) return false;
  return scope === 'company' || scope === 'group' || repo.inScope(ctx.tx, ctx.companyId, ctx.userId, scope, employeeId);
}

const touchesSensitive = (input: Partial<EmployeeInput>) => SENSITIVE_FIELDS.some((f) => input[f] !== undefined);

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v);

/** Contract fields to columns; undefined stays undefined (not changed), blank text becomes null. */
function toColumns(input: Partial<EmployeeInput>): Columns {
  const c: Columns = {
    firstName: input.firstName,
    lastName: input.lastName,
    preferredName: blankToNull(input.preferredName),
    workEmail: input.workEmail?.trim().toLowerCase(),
    personalEmail: blankToNull(input.personalEmail),
    workPhone: blankToNull(input.workPhone),
    mobilePhone: blankToNull(input.mobilePhone),
    employeeNumber: blankToNull(input.employeeNumber),
    departmentId: input.departmentId,
    designationId: input.designationId,
    managerId: input.managerId,
    branchId: input.branchId,
    hireDate: input.hireDate,
    employmentType: input.employmentType,
    workLocation: blankToNull(input.workLocation),
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    maritalStatus: input.maritalStatus,
    nationality: input.nationality,
    address: input.address,
    emergencyContact: input.emergencyContact,
    education: input.education,
    previousJobs: input.previousJobs,
    skills: input.skills,
    bank: input.bank,
    nationalId: input.nationalId,
    medical: input.medical,
  };
  if (input.salary !== undefined) {
    c.salaryAmount = input.salary ? input.salary.amount.toFixed(2) : null;
    c.salaryCurrency = input.salary?.currency ?? null;
    c.salaryFrequency = input.salary?.frequency ?? null;
  }
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
}

function salaryOf(row: repo.EmployeeRow): Employee['salary'] {
  return row.salaryAmount === null
    ? null
    : {
        amount: Number(row.salaryAmount),
        currency: row.salaryCurrency ?? 'AED',
        frequency: (row.salaryFrequency ?? 'monthly') as 'monthly',
      };
}

export function employeeView(rec: repo.EmployeeRecord, withSensitive: boolean): Employee {
  const { row } = rec;
  const view: Employee = {
    id: row.id,
    userId: row.userId,
    accountStatus: rec.accountStatus,
    status: rec.status,
    firstName: row.firstName,
    lastName: row.lastName,
    preferredName: row.preferredName,
    workEmail: row.workEmail,
    personalEmail: row.personalEmail,
    workPhone: row.workPhone,
    mobilePhone: row.mobilePhone,
    employeeNumber: row.employeeNumber,
    departmentId: row.departmentId,
    departmentName: rec.departmentName,
    designationId: row.designationId,
    designationName: rec.designationName,
    managerId: row.managerId,
    managerName: rec.managerName,
    branchId: row.branchId,
    branchName: rec.branchName,
    hireDate: row.hireDate,
    employmentType: row.employmentType as Employee['employmentType'],
    workLocation: row.workLocation,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as Employee['gender'],
    maritalStatus: row.maritalStatus as Employee['maritalStatus'],
    nationality: row.nationality,
    address: row.address,
    emergencyContact: row.emergencyContact,
    education: row.education,
    previousJobs: row.previousJobs,
    skills: row.skills,
    photoUrl: repo.photoUrl(row.id, row.photoKey),
    hasPhoto: row.photoKey !== null,
    terminationDate: row.terminationDate,
    directReportCount: rec.directReportCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
  if (withSensitive) {
    view.salary = salaryOf(row);
    view.bank = row.bank;
    view.nationalId = row.nationalId;
    view.medical = row.medical;
  }
  return view;
}

/** The audit shape of a record: everything but the sensitive values, which appear only as "set"/"empty". */
function auditShape(row: repo.EmployeeRow): Record<string, unknown> {
  const { salaryAmount, salaryCurrency: _c, salaryFrequency: _f, bank, nationalId, medical, createdAt: _a, updatedAt: _u, ...rest } = row;
  const mark = (v: unknown) => (v === null ? 'empty' : 'set');
  return { ...rest, salary: mark(salaryAmount), bank: mark(bank), nationalId: mark(nationalId), medical: mark(medical) };
}

function auditDiff(before: repo.EmployeeRow | null, after: repo.EmployeeRow): { before: unknown; after: unknown } {
  const a = auditShape(after);
  if (!before) return { before: null, after: a };
  const b = auditShape(before);
  const changedSensitive = (['salaryAmount', 'salaryCurrency', 'salaryFrequency', 'bank', 'nationalId', 'medical'] as const).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const keys = Object.keys(a).filter((k) => k !== 'version' && JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  const sensitive =
    changedSensitive.length > 0
      ? { sensitiveChanged: [...new Set(changedSensitive.map((k) => (k.startsWith('salary') ? 'salary' : k)))] }
      : {};
  return { before: pick(b), after: { ...pick(a), ...sensitive } };
}

export async function audit(
  ctx: PeopleCtx,
  action: string,
  target: { type: string; id: string },
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAudit(ctx.tx, auditEntry(ctx, action, target, before, after));
}

function auditEntry(ctx: PeopleCtx, action: string, target: { type: string; id: string }, before: unknown, after: unknown): AuditEntry {
  return {
    companyId: ctx.companyId,
    actorUserId: ctx.userId,
    action,
    targetType: target.type,
    targetId: target.id,
    before,
    after,
    requestId: ctx.origin.requestId,
    ip: ctx.origin.ip,
    at: ctx.now,
  };
}

/** The actor's display name for history rows: their employee record, else their account name. */
export async function actorName(ctx: PeopleCtx): Promise<string> {
  const own = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  if (own) return repo.fullName(own.firstName, own.lastName);
  const [user] = await ctx.tx.select({ name: users.name }).from(users).where(eq(users.id, ctx.userId));
  return user?.name ?? 'System';
}

type References = { departmentId: string; designationId: string; managerId: string | null; branchId: string | null };
type ReferenceNames = Awaited<ReturnType<typeof repo.namesOf>>;

/** The names (and the department of each designation, the termination of each manager) that records point at, in one query per kind. */
function referenceNames(ctx: PeopleCtx, all: readonly References[]): Promise<ReferenceNames> {
  const ids = (pick: (r: References) => string | null) => [...new Set(all.map(pick).filter((id): id is string => id !== null))];
  return repo.namesOf(ctx.tx, ctx.companyId, {
    departments: ids((r) => r.departmentId),
    designations: ids((r) => r.designationId),
    employees: ids((r) => r.managerId),
    branches: ids((r) => r.branchId),
  });
}

/** Department, designation (of that department), manager (a current employee) and branch must exist in the company. */
function checkReferenceRules(
  names: ReferenceNames,
  today: string,
  next: References,
  changed: { department: boolean; designation: boolean; manager: boolean; branch: boolean },
): void {
  if (!names.departments.has(next.departmentId)) throw AppError.notFound('Department');
  const designation = names.designations.get(next.designationId);
  if (!designation) throw AppError.notFound('Designation');
  if ((changed.department || changed.designation) && designation.departmentId !== next.departmentId) {
    throw AppError.rule(
      'PEOPLE_DESIGNATION_OTHER_DEPARTMENT',
      `${designation.name} belongs to another department; choose a designation of the employee’s department`,
      [{ path: 'body.designationId', message: 'belongs to another department' }],
    );
  }
  if (next.managerId) {
    const manager = names.employees.get(next.managerId);
    if (!manager) throw notFound();
    if (changed.manager && manager.terminationDate !== null && manager.terminationDate < today) {
      throw AppError.rule('PEOPLE_MANAGER_TERMINATED', `${manager.name} has left the company; choose a current employee as manager`, [
        { path: 'body.managerId', message: 'has left the company' },
      ]);
    }
  }
  if (next.branchId && !names.branches.has(next.branchId)) throw AppError.notFound('Branch');
}

async function checkReferences(
  ctx: PeopleCtx,
  today: string,
  next: References,
  changed: { department: boolean; designation: boolean; manager: boolean; branch: boolean },
): Promise<void> {
  checkReferenceRules(await referenceNames(ctx, [next]), today, next, changed);
}

/** After a write by someone with a narrower scope than the company, the record must still be theirs to manage. */
async function assertStillInScope(ctx: PeopleCtx, scope: Scope, id: string, code: PermissionCode): Promise<void> {
  if (scope === 'company' || scope === 'group') return;
  if (!(await repo.inScope(ctx.tx, ctx.companyId, ctx.userId, scope, id))) {
    throw forbidden(code, `Your ${scope} scope does not reach this employee`);
  }
}

/** Job-history rows for a change, labelled with the names of the time. */
async function historyRows(
  ctx: PeopleCtx,
  before: repo.EmployeeRow,
  after: repo.EmployeeRow,
  effectiveOn: string,
  changedByName: string,
): Promise<repo.JobHistoryInsert[]> {
  const changes: { field: string; from: string | null; to: string | null }[] = jobChanges(
    { departmentId: before.departmentId, designationId: before.designationId, managerId: before.managerId, salary: before.salaryAmount },
    { departmentId: after.departmentId, designationId: after.designationId, managerId: after.managerId, salary: after.salaryAmount },
  );
  if (before.employmentType !== after.employmentType)
    changes.push({ field: 'employmentType', from: before.employmentType, to: after.employmentType });
  if (before.branchId !== after.branchId) changes.push({ field: 'branch', from: before.branchId, to: after.branchId });
  if (changes.length === 0) return [];
  const ids = (field: string) =>
    changes.filter((c) => c.field === field).flatMap((c) => [c.from, c.to].filter((v): v is string => v !== null));
  const names = await repo.namesOf(ctx.tx, ctx.companyId, {
    departments: ids('department'),
    designations: ids('designation'),
    employees: ids('manager'),
    branches: ids('branch'),
  });
  const money = (amount: string | null, currency: string | null, frequency: string | null) =>
    amount === null ? null : `${normaliseDecimal(amount)} ${currency ?? ''} ${frequency ?? ''}`.replace(/\s+/g, ' ').trim();
  const label = (field: string, value: string | null, side: 'from' | 'to'): string | null => {
    if (value === null) return null;
    switch (field) {
      case 'department':
        return names.departments.get(value)?.name ?? value;
      case 'designation':
        return names.designations.get(value)?.name ?? value;
      case 'manager':
        return names.employees.get(value)?.name ?? value;
      case 'branch':
        return names.branches.get(value)?.name ?? value;
      case 'salary':
        return side === 'from'
          ? money(before.salaryAmount, before.salaryCurrency, before.salaryFrequency)
          : money(after.salaryAmount, after.salaryCurrency, after.salaryFrequency);
      default:
        return value.replace(/_/g, ' ');
    }
  };
  return changes.map((c) => ({
    companyId: ctx.companyId,
    employeeId: after.id,
    effectiveOn,
    field: c.field,
    fromValue: c.from,
    toValue: c.to,
    fromLabel: label(c.field, c.from, 'from'),
    toLabel: label(c.field, c.to, 'to'),
    changedByUserId: ctx.userId,
    changedByName,
    createdAt: ctx.now,
  }));
}

// ---- Reads ----

export async function listEmployees(ctx: PeopleCtx, query: EmployeeListQuery): Promise<EmployeePage> {
  const scope = scopeOf(ctx, 'people.employees:read')!;
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const { items, total } = await repo.pageEmployees(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope, today, query });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function findInScope(ctx: PeopleCtx, id: string, code: PermissionCode): Promise<repo.EmployeeRecord> {
  const scope = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const found = await repo.findEmployee(ctx.tx, { companyId: ctx.companyId, id, today, scope: { scope, userId: ctx.userId } });
  if (!found) throw notFound();
  return found;
}

export async function getEmployee(ctx: PeopleCtx, id: string): Promise<Employee> {
  const rec = await findInScope(ctx, id, 'people.employees:read');
  return employeeView(rec, await sensitiveAllowed(ctx, id, 'read'));
}

export async function jobHistory(ctx: PeopleCtx, id: string): Promise<JobHistoryEntry[]> {
  await findInScope(ctx, id, 'people.employees:read');
  const rows = await repo.jobHistoryOf(ctx.tx, ctx.companyId, id, await sensitiveAllowed(ctx, id, 'read'));
  return rows.map((r) => ({
    id: r.id,
    effectiveOn: r.effectiveOn,
    field: r.field as JobHistoryEntry['field'],
    from: r.fromLabel,
    to: r.toLabel,
    changedBy: r.changedByName,
    changedAt: r.createdAt.toISOString(),
  }));
}

// ---- Writes ----

/**
 * Adds an employee. With sendInvitation the sign-in account, its Employee role and the
 * invitation mail are created first, as the platform, in the same transaction; the transaction
 * then enters the tenant role for the record itself. Either everything commits or nothing.
 */
export async function createEmployee(deps: PeopleDeps, session: Session, input: CreateEmployee): Promise<Employee> {
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
export async function createEmployees(deps: PeopleDeps, session: Session, inputs: readonly CreateEmployee[]): Promise<CreatedEmployee[]> {
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
async function writeEmployees(deps: PeopleDeps, session: Session, raw: Db, inputs: readonly CreateEmployee[], now: Date) {
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
  const ctx: PeopleCtx = { ...session, tx, now };
  const { today } = await repo.companyCalendar(tx, ctx.companyId, now);
  const names = await referenceNames(ctx, inputs.map(referencesOf));
  const all = { department: true, designation: true, manager: true, branch: true };
  for (const input of inputs) checkReferenceRules(names, today, referencesOf(input), all);
  const values: (typeof employees.$inferInsert)[] = [];
  for (const input of inputs) {
    // Without an invitation, an existing member of the company with this email is linked (no mail).
    const userId = accountOf.get(input)?.userId ?? (await memberWithEmail(ctx, input.workEmail));
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

async function memberWithEmail(ctx: PeopleCtx, email: string): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, ctx.companyId)))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row?.id ?? null;
}

export async function updateEmployee(ctx: PeopleCtx, id: string, input: UpdateEmployee): Promise<Employee> {
  const scope = scopeOf(ctx, 'people.employees:update');
  if (!scope) throw forbidden('people.employees:update');
  const rec = await findInScope(ctx, id, 'people.employees:update');
  const before = rec.row;
  if (before.version !== input.version) throw staleVersion(before.version);
  if (touchesSensitive(input) && !(await sensitiveAllowed(ctx, id, 'update'))) throw forbidden('people.sensitive-data:update');
  const { version, ...fields } = input;
  const columns = toColumns(fields);
  if (columns.workEmail !== undefined && columns.workEmail !== before.workEmail.toLowerCase() && before.userId) {
    throw AppError.rule(
      'PEOPLE_EMAIL_LOCKED',
      'The work email is the sign-in email of this employee’s account and cannot be changed here',
      [{ path: 'body.workEmail', message: 'is the sign-in email' }],
    );
  }
  const next = {
    departmentId: columns.departmentId ?? before.departmentId,
    designationId: columns.designationId ?? before.designationId,
    managerId: columns.managerId !== undefined ? columns.managerId : before.managerId,
    branchId: columns.branchId !== undefined ? columns.branchId : before.branchId,
  };
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  await checkReferences(ctx, today, next, {
    department: next.departmentId !== before.departmentId,
    designation: next.designationId !== before.designationId,
    manager: next.managerId !== before.managerId,
    branch: next.branchId !== before.branchId,
  });
  if (next.managerId && next.managerId !== before.managerId) {
    if (next.managerId === id || (await repo.reportsBelow(ctx.tx, ctx.companyId, id)).has(next.managerId)) {
      throw AppError.rule(
        'PEOPLE_MANAGER_CYCLE',
        `${repo.fullName(before.firstName, before.lastName)} cannot report to someone in their own reporting line`,
        [{ path: 'body.managerId', message: 'is in the employee’s own reporting line' }],
      );
    }
  }
  let after: repo.EmployeeRow | undefined;
  try {
    after = await repo.updateEmployee(ctx.tx, ctx.companyId, id, version, columns, ctx.now);
  } catch (error) {
    const constraint = uniqueViolation(error);
    throw constraint !== null ? uniqueError(constraint) : error;
  }
  if (!after) throw staleVersion((await findInScope(ctx, id, 'people.employees:update')).row.version);
  await assertStillInScope(ctx, scope, id, 'people.employees:update');
  await repo.insertJobHistory(ctx.tx, await historyRows(ctx, before, after, today, await actorName(ctx)));
  const diff = auditDiff(before, after);
  await audit(ctx, 'people.employee-updated', { type: 'employee', id }, diff.before, diff.after);
  const fresh = (await repo.findEmployee(ctx.tx, { companyId: ctx.companyId, id, today }))!;
  return employeeView(fresh, await sensitiveAllowed(ctx, id, 'read'));
}

/**
 * Creates the sign-in account of an employee added without one, or emails a fresh link to an
 * account still waiting for its password. Refused for former staff and for active accounts.
 */
export async function inviteEmployee(deps: PeopleDeps, session: Session, id: string): Promise<EmployeeInvitation> {
  const now = deps.clock();
  const tenant = { companyId: session.companyId, groupId: session.groupId, userId: session.userId };
  const rec = await withTenant(deps.database, tenant, (tx) => findInScope({ ...session, tx, now }, id, 'people.employees:update'));
  if (rec.status === 'terminated') {
    throw AppError.rule('PEOPLE_TERMINATED', 'This employee has left the company; former staff cannot be invited');
  }
  if (rec.accountStatus === 'active')
    throw new AppError('PEOPLE_ACCOUNT_ACTIVE', 'This employee already signs in with their account', { status: 409 });
  const { result, mailId } = await deps.database.db.transaction(async (raw) => {
    const account = await deps.identity.accounts.provisionMember(raw, {
      companyId: session.companyId,
      actorUserId: session.userId,
      email: rec.row.workEmail,
      name: repo.fullName(rec.row.firstName, rec.row.lastName),
      role: 'employee',
      resend: true,
      origin: session.origin,
    });
    const tx = await enterTenant(raw, tenant);
    const ctx: PeopleCtx = { ...session, tx, now };
    const linked = await tx
      .update(employees)
      .set({ userId: account.userId, version: sql`${employees.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(employees.companyId, session.companyId),
          eq(employees.id, id),
          or(isNull(employees.userId), eq(employees.userId, account.userId)),
        ),
      )
      .returning({ id: employees.id });
    if (linked.length === 0) throw staleVersion(rec.row.version);
    await audit(
      ctx,
      'people.employee-invited',
      { type: 'employee', id },
      { userId: rec.row.userId },
      { userId: account.userId, mailed: account.mailId !== null },
    );
    return {
      result: { userId: account.userId, accountStatus: account.accountStatus, mailed: account.mailId !== null },
      mailId: account.mailId,
    };
  });
  if (mailId) deps.mailer.dispatch(mailId);
  return result;
}
