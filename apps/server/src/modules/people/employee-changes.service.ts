import type { Employee, EmployeeInvitation, UpdateEmployee } from '@hcims/contracts/people';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, forbidden, scopeOf, type RequestCtx, type RequestSession } from '../../platform/request/index.js';
import { enterTenant, withTenant } from '../../platform/tenancy/index.js';
import * as accountRepo from './employee-accounts.repository.js';
import { checkReferences, historyRows } from './employee-references.js';
import { auditDiff, employeeView, toColumns, touchesSensitive, uniqueError } from './employee-view.js';
import type { PeopleDeps } from './people.deps.js';
import * as repo from './people.repository.js';
import { actorName, assertStillInScope, findInScope, sensitiveAllowed, staleEmployee } from './people.service.js';

/** Changes to an existing employee record: its fields, and its sign-in account (invitation). */

export async function updateEmployee(ctx: RequestCtx, id: string, input: UpdateEmployee): Promise<Employee> {
  const scope = scopeOf(ctx, 'people.employees:update');
  if (!scope) throw forbidden('people.employees:update');
  const rec = await findInScope(ctx, id, 'people.employees:update');
  const before = rec.row;
  if (before.version !== input.version) throw staleEmployee(before.version);
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
  if (!after) throw staleEmployee((await findInScope(ctx, id, 'people.employees:update')).row.version);
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
export async function inviteEmployee(deps: PeopleDeps, session: RequestSession, id: string): Promise<EmployeeInvitation> {
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
    const ctx: RequestCtx = { ...session, tx, now };
    if (!(await accountRepo.linkAccount(tx, session.companyId, id, account.userId, now))) throw staleEmployee(rec.row.version);
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
