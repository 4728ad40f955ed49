import type { OffboardingItem, TerminateEmployee, Termination, TerminationListQuery, UpdateTermination } from '@hcims/contracts/people';
import { and, asc, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { enterTenant, withTenant } from '../../../platform/tenancy/index.js';
import { companies, departments, designations } from '../../org/index.js';
import { scopeOf, type PeopleCtx, type PeopleDeps } from '../people.deps.js';
import { accessEndsAt } from '../people.rules.js';
import * as repo from '../people.repository.js';
import { actorName, audit, findInScope, forbidden } from '../people.service.js';
import { employees, employeeTerminations } from '../people.table.js';
import { terminationJob } from './termination.jobs.js';

/** The standard offboarding checklist (Gulf practice: visa and labour card cancellation included). */
export const DEFAULT_CHECKLIST: readonly OffboardingItem[] = [
  { key: 'handover', label: 'Work handed over', done: false },
  { key: 'return_equipment', label: 'Laptop, phone and other equipment returned', done: false },
  { key: 'collect_id_card', label: 'ID card and access badge collected', done: false },
  { key: 'final_settlement', label: 'Final settlement and end-of-service gratuity calculated', done: false },
  { key: 'cancel_visa', label: 'Visa and labour card cancelled', done: false },
  { key: 'exit_interview', label: 'Exit interview held', done: false },
];

type Row = typeof employeeTerminations.$inferSelect;

const stale = (currentVersion: number) =>
  AppError.stale('PEOPLE_STALE_VERSION', 'Someone else changed this termination; reload it and try again', currentVersion);

function select(ctx: PeopleCtx) {
  return ctx.tx
    .select({
      t: employeeTerminations,
      first: employees.firstName,
      last: employees.lastName,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
      designationName: designations.name,
    })
    .from(employeeTerminations)
    .innerJoin(employees, and(eq(employees.companyId, employeeTerminations.companyId), eq(employees.id, employeeTerminations.employeeId)))
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)));
}
type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function view(s: Selected, now: Date): Termination {
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
  ctx: PeopleCtx,
  id: string,
  code: 'people.terminations:read' | 'people.terminations:update' | 'people.terminations:delete',
) {
  const scope = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  const [found] = await select(ctx).where(
    and(
      eq(employeeTerminations.companyId, ctx.companyId),
      eq(employeeTerminations.id, id),
      isNull(employeeTerminations.undoneAt),
      repo.scopeCondition(scope, ctx.companyId, ctx.userId),
    ),
  );
  if (!found) throw AppError.notFound('Termination');
  return found;
}

export async function getTermination(ctx: PeopleCtx, id: string): Promise<Termination> {
  return view(await mustFind(ctx, id, 'people.terminations:read'), ctx.now);
}

/** Former staff and terminations to come, newest first by default. */
export async function listTerminations(ctx: PeopleCtx, query: TerminationListQuery) {
  const scope = scopeOf(ctx, 'people.terminations:read')!;
  const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(employeeTerminations.companyId, ctx.companyId),
    isNull(employeeTerminations.undoneAt),
    repo.scopeCondition(scope, ctx.companyId, ctx.userId),
    query.type ? eq(employeeTerminations.type, query.type) : undefined,
    query.effective === undefined
      ? undefined
      : query.effective
        ? lte(employeeTerminations.accessEndsAt, ctx.now)
        : sql`${employeeTerminations.accessEndsAt} > ${ctx.now}`,
    q
      ? sql`(${employees.firstName} || ' ' || ${employees.lastName} ilike ${q} or ${employees.workEmail} ilike ${q} or ${employees.employeeNumber} ilike ${q})`
      : undefined,
  );
  const descending = query.sort?.startsWith('-') ?? !query.sort;
  const key = query.sort?.replace(/^-/, '') ?? 'terminationDate';
  const columns: SQL[] =
    key === 'employeeName'
      ? [sql`${employees.lastName}`, sql`${employees.firstName}`]
      : key === 'recordedAt'
        ? [sql`${employeeTerminations.recordedAt}`]
        : [sql`${employeeTerminations.terminationDate}`];
  const [total] = await ctx.tx
    .select({ n: count() })
    .from(employeeTerminations)
    .innerJoin(employees, and(eq(employees.companyId, employeeTerminations.companyId), eq(employees.id, employeeTerminations.employeeId)))
    .where(where);
  const rows = await select(ctx)
    .where(where)
    .orderBy(...columns.map((c) => (descending ? desc(c) : asc(c))), asc(employeeTerminations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map((r) => view(r, ctx.now)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Records a termination. Access ends when the last working day is over in the company's time
 * zone: the membership's access end is set now (sign-in, refresh and company switching check
 * it), and the sessions are revoked at that moment by a job, or at once for a past date.
 */
export async function terminate(deps: PeopleDeps, ctx: PeopleCtx, employeeId: string, input: TerminateEmployee): Promise<Termination> {
  const rec = await findInScope(ctx, employeeId, 'people.terminations:create');
  const name = repo.fullName(rec.row.firstName, rec.row.lastName);
  if (rec.row.userId === ctx.userId) throw AppError.rule('PEOPLE_SELF_TERMINATION', 'You cannot terminate your own employment');
  const [current] = await ctx.tx
    .select({ id: employeeTerminations.id })
    .from(employeeTerminations)
    .where(
      and(
        eq(employeeTerminations.companyId, ctx.companyId),
        eq(employeeTerminations.employeeId, employeeId),
        isNull(employeeTerminations.undoneAt),
      ),
    );
  if (current) {
    throw new AppError('PEOPLE_ALREADY_TERMINATED', `${name} already has a termination on record; undo it or edit it instead`, {
      status: 409,
      details: { terminationId: current.id },
    });
  }
  if (input.terminationDate < rec.row.hireDate) {
    throw AppError.rule('PEOPLE_TERMINATION_BEFORE_HIRE', `The last working day cannot be before the hire date (${rec.row.hireDate})`, [
      { path: 'body.terminationDate', message: 'is before the hire date' },
    ]);
  }
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const [reports] = await ctx.tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.managerId, employeeId), repo.currentSql(calendar.today)));
  if ((reports?.n ?? 0) > 0) {
    const n = reports!.n;
    throw AppError.rule(
      'PEOPLE_HAS_DIRECT_REPORTS',
      `${n === 1 ? '1 person reports' : `${n} people report`} to ${name}; give ${n === 1 ? 'them' : 'them'} another manager first`,
      {
        directReports: n,
      },
    );
  }
  const endsAt = accessEndsAt(input.terminationDate, calendar.timeZone);
  const [row] = await ctx.tx
    .insert(employeeTerminations)
    .values({
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
    })
    .returning();
  await ctx.tx
    .update(employees)
    .set({ terminationDate: input.terminationDate, version: sql`${employees.version} + 1`, updatedAt: ctx.now })
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, employeeId)));
  if (rec.row.userId) await deps.identity.accounts.setAccessEnd(ctx.tx, { companyId: ctx.companyId, userId: rec.row.userId, endsAt });
  await audit(ctx, 'people.employee-terminated', { type: 'employee', id: employeeId }, null, {
    terminationId: row!.id,
    terminationDate: input.terminationDate,
    type: input.type,
    reason: input.reason,
    accessEndsAt: endsAt.toISOString(),
  });
  return getTermination(ctx, row!.id);
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

export async function updateTermination(ctx: PeopleCtx, deps: PeopleDeps, id: string, input: UpdateTermination): Promise<Termination> {
  const found = await mustFind(ctx, id, 'people.terminations:update');
  const t = found.t;
  if (t.version !== input.version) throw stale(t.version);
  const [employee] = await ctx.tx
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, t.employeeId)));
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
    await ctx.tx
      .update(employees)
      .set({ terminationDate: input.terminationDate, version: sql`${employees.version} + 1`, updatedAt: ctx.now })
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, t.employeeId)));
    if (employee!.userId) {
      await deps.identity.accounts.setAccessEnd(ctx.tx, { companyId: ctx.companyId, userId: employee!.userId, endsAt: patch.accessEndsAt });
    }
  }
  const updated = await ctx.tx
    .update(employeeTerminations)
    .set({ ...patch, version: sql`${employeeTerminations.version} + 1` })
    .where(
      and(
        eq(employeeTerminations.companyId, ctx.companyId),
        eq(employeeTerminations.id, id),
        eq(employeeTerminations.version, input.version),
      ),
    )
    .returning({ id: employeeTerminations.id });
  if (updated.length === 0) throw stale((await mustFind(ctx, id, 'people.terminations:update')).t.version);
  const before = Object.fromEntries(Object.keys(patch).map((k) => [k, t[k as keyof Row]]));
  await audit(ctx, 'people.termination-updated', { type: 'termination', id }, before, patch);
  return getTermination(ctx, id);
}

/** Undoes a termination: the employee is current again and can sign in again (sessions ended by it stay ended). */
export async function undoTermination(deps: PeopleDeps, ctx: PeopleCtx, id: string, reason: string): Promise<void> {
  const found = await mustFind(ctx, id, 'people.terminations:delete');
  const t = found.t;
  await ctx.tx
    .update(employeeTerminations)
    .set({ undoneAt: ctx.now, undoneByUserId: ctx.userId, undoReason: reason, version: sql`${employeeTerminations.version} + 1` })
    .where(and(eq(employeeTerminations.companyId, ctx.companyId), eq(employeeTerminations.id, id)));
  const [employee] = await ctx.tx
    .update(employees)
    .set({ terminationDate: null, version: sql`${employees.version} + 1`, updatedAt: ctx.now })
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, t.employeeId)))
    .returning();
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
    tx
      .select({ id: employeeTerminations.id, userId: employees.userId })
      .from(employeeTerminations)
      .innerJoin(employees, and(eq(employees.companyId, employeeTerminations.companyId), eq(employees.id, employeeTerminations.employeeId)))
      .where(
        and(
          eq(employeeTerminations.companyId, company.companyId),
          isNull(employeeTerminations.undoneAt),
          isNull(employeeTerminations.accessRevokedAt),
          lte(employeeTerminations.accessEndsAt, now),
        ),
      ),
  );
  for (const termination of due) {
    const ended = await deps.database.db.transaction(async (raw) => {
      // Sessions carry company_id under FORCEd RLS: the bound company's sessions are in reach.
      const tx = await enterTenant(raw, { ...company, userId: null });
      const ids = termination.userId
        ? await deps.identity.sessions.revokeInCompany(tx, termination.userId, company.companyId, 'employment-ended')
        : [];
      await tx
        .update(employeeTerminations)
        .set({ accessRevokedAt: now })
        .where(
          and(
            eq(employeeTerminations.companyId, company.companyId),
            eq(employeeTerminations.id, termination.id),
            isNull(employeeTerminations.accessRevokedAt),
          ),
        );
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
  const all = await deps.database.db.select({ companyId: companies.id, groupId: companies.groupId }).from(companies);
  let applied = 0;
  for (const company of all) applied += await applyDueTerminations(deps, company);
  return applied;
}
