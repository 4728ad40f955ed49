import type { OffboardingItem, TerminateEmployee, Termination, TerminationListQuery, UpdateTermination } from '@hcims/contracts/people';
import { recordAudit } from '../../../platform/audit/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { audit, forbidden, scopeOf, staleVersion, type RequestCtx } from '../../../platform/request/index.js';
import { enterTenant, withTenant } from '../../../platform/tenancy/index.js';
import type { PeopleDeps } from '../people.deps.js';
import { accessEndsAt } from '../people.rules.js';
import * as repo from '../people.repository.js';
import { actorName, findInScope } from '../people.service.js';
import { terminationJob } from './termination.jobs.js';
import * as terminations from './termination.repository.js';

/** The standard offboarding checklist (Gulf practice: visa and labour card cancellation included). */
export const DEFAULT_CHECKLIST: readonly OffboardingItem[] = [
  { key: 'handover', label: 'Work handed over', done: false },
  { key: 'return_equipment', label: 'Laptop, phone and other equipment returned', done: false },
  { key: 'collect_id_card', label: 'ID card and access badge collected', done: false },
  { key: 'final_settlement', label: 'Final settlement and end-of-service gratuity calculated', done: false },
  { key: 'cancel_visa', label: 'Visa and labour card cancelled', done: false },
  { key: 'exit_interview', label: 'Exit interview held', done: false },
];

type Row = terminations.TerminationRow;

const stale = (currentVersion: number) => staleVersion('PEOPLE_STALE_VERSION', 'termination', currentVersion);

function view(s: terminations.TerminationRecord, now: Date): Termination {
  const t = s.t;
  return {
    id: t.id,
    employeeId: t.employeeId,
    employeeName: repo.fullName(s.first, s.last),
    employeeNumber: s.employeeNumber,
    departmentName: s.departmentName,
    designationName: s.designationName,
    terminationDate: t.terminationDate,
    type: t.type as Termination['type'],
    reason: t.reason,
    checklist: t.checklist,
    recordedBy: t.recordedByName,
    recordedAt: t.recordedAt.toISOString(),
    accessEndsAt: t.accessEndsAt.toISOString(),
    effective: t.accessEndsAt <= now,
    version: t.version,
  };
}

/** A current (not undone) termination the caller's scope reaches, or 404. */
async function mustFind(
  ctx: RequestCtx,
  id: string,
  code: 'people.terminations:read' | 'people.terminations:update' | 'people.terminations:delete',
) {
  const scope = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  const found = await terminations.findTermination(ctx.tx, { companyId: ctx.companyId, id, scope, userId: ctx.userId });
  if (!found) throw AppError.notFound('Termination');
  return found;
}

export async function getTermination(ctx: RequestCtx, id: string): Promise<Termination> {
  return view(await mustFind(ctx, id, 'people.terminations:read'), ctx.now);
}

/** Former staff and terminations to come, newest first by default. */
export async function listTerminations(ctx: RequestCtx, query: TerminationListQuery) {
  const scope = scopeOf(ctx, 'people.terminations:read')!;
  const { rows, total } = await terminations.pageTerminations(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    scope,
    now: ctx.now,
    query,
  });
  return { items: rows.map((r) => view(r, ctx.now)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Records a termination. Access ends when the last working day is over in the company's time
 * zone: the membership's access end is set now (sign-in, refresh and company switching check
 * it), and the sessions are revoked at that moment by a job, or at once for a past date.
 */
export async function terminate(deps: PeopleDeps, ctx: RequestCtx, employeeId: string, input: TerminateEmployee): Promise<Termination> {
  const rec = await findInScope(ctx, employeeId, 'people.terminations:create');
  const name = repo.fullName(rec.row.firstName, rec.row.lastName);
  if (rec.row.userId === ctx.userId) throw AppError.rule('PEOPLE_SELF_TERMINATION', 'You cannot terminate your own employment');
  const current = await terminations.currentTerminationOf(ctx.tx, ctx.companyId, employeeId);
  if (current) {
    throw new AppError('PEOPLE_ALREADY_TERMINATED', `${name} already has a termination on record; undo it or edit it instead`, {
      status: 409,
      details: { terminationId: current },
    });
  }
  if (input.terminationDate < rec.row.hireDate) {
    throw AppError.rule('PEOPLE_TERMINATION_BEFORE_HIRE', `The last working day cannot be before the hire date (${rec.row.hireDate})`, [
      { path: 'body.terminationDate', message: 'is before the hire date' },
    ]);
  }
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const n = await terminations.directReportCount(ctx.tx, ctx.companyId, employeeId, calendar.today);
  if (n > 0) {
    throw AppError.rule(
      'PEOPLE_HAS_DIRECT_REPORTS',
      `${n === 1 ? '1 person reports' : `${n} people report`} to ${name}; give ${n === 1 ? 'them' : 'them'} another manager first`,
      {
        directReports: n,
      },
    );
  }
  const endsAt = accessEndsAt(input.terminationDate, calendar.timeZone);
  const row = await terminations.insertTermination(ctx.tx, {
    companyId: ctx.companyId,
    employeeId,
    terminationDate: input.terminationDate,
    type: input.type,
    reason: input.reason,
    checklist: input.checklist ?? [...DEFAULT_CHECKLIST],
    accessEndsAt: endsAt,
    recordedByUserId: ctx.userId,
    recordedByName: await actorName(ctx),
    recordedAt: ctx.now,
  });
  await terminations.setEmployeeTerminationDate(ctx.tx, ctx.companyId, employeeId, input.terminationDate, ctx.now);
  if (rec.row.userId) await deps.identity.accounts.setAccessEnd(ctx.tx, { companyId: ctx.companyId, userId: rec.row.userId, endsAt });
  await audit(ctx, 'people.employee-terminated', { type: 'employee', id: employeeId }, null, {
    terminationId: row.id,
    terminationDate: input.terminationDate,
    type: input.type,
    reason: input.reason,
    accessEndsAt: endsAt.toISOString(),
  });
  return getTermination(ctx, row.id);
}

/** After the transaction: revoke at once when the date is past, otherwise ask the queue to do it at the date. */
export async function afterTerminationSaved(
  deps: PeopleDeps,
  session: { companyId: string; groupId: string },
  termination: Termination,
): Promise<void> {
  const endsAt = new Date(termination.accessEndsAt);
  if (endsAt <= deps.clock()) {
    await applyDueTerminations(deps, session);
  } else if (deps.jobs) {
    await deps.jobs.send(terminationJob, { companyId: session.companyId }, { startAfter: endsAt }).catch((error: unknown) => {
      // The sweep every 15 minutes and the sign-in check cover a lost job.
      deps.log.warn({ err: error, terminationId: termination.id }, 'could not schedule the termination job');
    });
  }
}

export async function updateTermination(ctx: RequestCtx, deps: PeopleDeps, id: string, input: UpdateTermination): Promise<Termination> {
  const found = await mustFind(ctx, id, 'people.terminations:update');
  const t = found.t;
  if (t.version !== input.version) throw stale(t.version);
  const employee = await terminations.employeeRow(ctx.tx, ctx.companyId, t.employeeId);
  const patch: Partial<Row> = {};
  if (input.type !== undefined) patch.type = input.type;
  if (input.reason !== undefined) patch.reason = input.reason;
  if (input.checklist !== undefined) patch.checklist = input.checklist;
  if (input.terminationDate !== undefined && input.terminationDate !== t.terminationDate) {
    if (input.terminationDate < employee!.hireDate) {
      throw AppError.rule('PEOPLE_TERMINATION_BEFORE_HIRE', `The last working day cannot be before the hire date (${employee!.hireDate})`, [
        { path: 'body.terminationDate', message: 'is before the hire date' },
      ]);
    }
    const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
    patch.terminationDate = input.terminationDate;
    patch.accessEndsAt = accessEndsAt(input.terminationDate, calendar.timeZone);
    // A later date gives access back until then; the job revokes again at the new date.
    patch.accessRevokedAt = patch.accessEndsAt <= ctx.now ? t.accessRevokedAt : null;
    await terminations.setEmployeeTerminationDate(ctx.tx, ctx.companyId, t.employeeId, input.terminationDate, ctx.now);
    if (employee!.userId) {
      await deps.identity.accounts.setAccessEnd(ctx.tx, { companyId: ctx.companyId, userId: employee!.userId, endsAt: patch.accessEndsAt });
    }
  }
  if (!(await terminations.updateTermination(ctx.tx, ctx.companyId, id, input.version, patch)))
    throw stale((await mustFind(ctx, id, 'people.terminations:update')).t.version);
  const before = Object.fromEntries(Object.keys(patch).map((k) => [k, t[k as keyof Row]]));
  await audit(ctx, 'people.termination-updated', { type: 'termination', id }, before, patch);
  return getTermination(ctx, id);
}

/** Undoes a termination: the employee is current again and can sign in again (sessions ended by it stay ended). */
export async function undoTermination(deps: PeopleDeps, ctx: RequestCtx, id: string, reason: string): Promise<void> {
  const found = await mustFind(ctx, id, 'people.terminations:delete');
  const t = found.t;
  await terminations.markUndone(ctx.tx, ctx.companyId, id, { at: ctx.now, userId: ctx.userId, reason });
  const employee = await terminations.setEmployeeTerminationDate(ctx.tx, ctx.companyId, t.employeeId, null, ctx.now);
  if (employee?.userId)
    await deps.identity.accounts.setAccessEnd(ctx.tx, { companyId: ctx.companyId, userId: employee.userId, endsAt: null });
  await audit(
    ctx,
    'people.termination-undone',
    { type: 'employee', id: t.employeeId },
    { terminationId: id, terminationDate: t.terminationDate, type: t.type, reason: t.reason },
    { reason },
  );
}

/**
 * Ends the sessions of every employee of a company whose access end has passed and whose
 * sessions were not revoked yet, each termination in one tenant transaction of the company.
 */
export async function applyDueTerminations(deps: PeopleDeps, company: { companyId: string; groupId: string }): Promise<number> {
  const now = deps.clock();
  const due = await withTenant(deps.database, { ...company, userId: null }, (tx) =>
    terminations.dueTerminations(tx, company.companyId, now),
  );
  for (const termination of due) {
    const ended = await deps.database.db.transaction(async (raw) => {
      // Sessions carry company_id under FORCEd RLS: the bound company's sessions are in reach.
      const tx = await enterTenant(raw, { ...company, userId: null });
      const ids = termination.userId
        ? await deps.identity.sessions.revokeInCompany(tx, termination.userId, company.companyId, 'employment-ended')
        : [];
      await terminations.markAccessRevoked(tx, company.companyId, termination.id, now);
      await recordAudit(tx, {
        companyId: company.companyId,
        actorUserId: null,
        action: 'people.access-ended',
        targetType: 'termination',
        targetId: termination.id,
        after: { sessionsEnded: ids.length },
        at: now,
      });
      return ids;
    });
    deps.identity.sessions.evict(ended);
  }
  return due.length;
}

/** The safety net of the scheduled job: every company's due terminations. */
export async function applyAllDueTerminations(deps: PeopleDeps): Promise<number> {
  const all = await terminations.allCompanies(deps.database.db);
  let applied = 0;
  for (const company of all) applied += await applyDueTerminations(deps, company);
  return applied;
}
