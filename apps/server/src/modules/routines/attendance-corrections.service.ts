import type { Scope } from '@hcims/contracts/access';
import type {
  AttendanceCorrection,
  CorrectionListQuery,
  CorrectionPage,
  CorrectionStatus,
  DecideCorrection,
  DirectCorrection,
  RequestCorrection,
} from '@hcims/contracts/routines';
import { calendarDateIn } from '../../platform/dates/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { notify } from '../../platform/notifications/index.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as records from './attendance.repository.js';
import { correctionCanMove, lateMinutes } from './attendance.rules.js';
import { expectedOn } from './attendance.service.js';
import * as repo from './attendance-corrections.repository.js';
import { employeeInScope, employeeOfUser } from './staff.repository.js';

/**
 * Attendance corrections (ADR 0110): an employee asks for one with a reason; the manager in the
 * reporting line or HR (routines.attendance:update over the employee) approves or rejects it; HR
 * (company scope) corrects directly. Applying a correction writes the record and an audit event
 * holding its previous times, in the same transaction.
 */

const wide = (scope: Scope | null) => scope === 'company' || scope === 'group';

function view(ctx: RequestCtx, row: repo.CorrectionJoined): AttendanceCorrection {
  const pending = row.status === 'pending';
  const own = row.employeeUserId === ctx.userId;
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    attendanceId: row.attendanceId,
    workDate: row.workDate,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    reason: row.reason,
    status: row.status as CorrectionStatus,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    canDecide: pending && !own && scopeOf(ctx, 'routines.attendance:update') !== null,
    canCancel: pending && own,
    version: row.version,
  };
}

const recordView = (r: records.AttendanceRow) => ({
  workDate: r.workDate,
  clockIn: r.clockIn.toISOString(),
  clockOut: r.clockOut?.toISOString() ?? null,
  lateMinutes: r.lateMinutes,
  autoClosed: r.autoClosed,
});

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.CorrectionJoined> {
  const row = await repo.findCorrection(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Correction');
  return row;
}

/** The record a correction names must be the employee's. */
async function checkRecord(ctx: RequestCtx, employeeId: string, attendanceId: string | null | undefined) {
  if (!attendanceId) return null;
  const record = await records.findRecord(ctx.tx, ctx.companyId, attendanceId);
  if (!record || record.employeeId !== employeeId)
    throw AppError.rule('ROUTINES_ATTENDANCE_CORRECTION_RECORD', 'The record to correct is not this employee’s', { field: 'attendanceId' });
  return record;
}

/** Gives the day's first record its lateness again after a change (in the company's zone, with grace). */
async function relate(ctx: RequestCtx, employeeId: string, workDate: string): Promise<void> {
  const hours = await records.companyHours(ctx.tx, ctx.companyId);
  const employee = await records.employeeArrival(ctx.tx, ctx.companyId, employeeId);
  const day = await records.recordsOfDay(ctx.tx, ctx.companyId, employeeId, workDate);
  const first = day[0];
  const expected = expectedOn(hours, employee?.expectedArrival ?? null, workDate);
  await records.setDayLateness(
    ctx.tx,
    ctx.companyId,
    employeeId,
    workDate,
    first ? { id: first.id, lateMinutes: lateMinutes(first.clockIn, workDate, expected, hours.timeZone, hours.graceMinutes) } : null,
  );
}

/** Writes the corrected times onto the record (or adds it), audited with the old value. */
async function apply(
  ctx: RequestCtx,
  employeeId: string,
  attendanceId: string | null,
  times: { clockIn: Date; clockOut: Date | null },
  reason: string,
): Promise<string> {
  const { timeZone } = await records.companyHours(ctx.tx, ctx.companyId);
  const workDate = calendarDateIn(times.clockIn, timeZone);
  try {
    if (attendanceId) {
      const before = await records.findRecord(ctx.tx, ctx.companyId, attendanceId);
      if (!before) throw AppError.notFound('Attendance record');
      await records.setTimes(ctx.tx, ctx.companyId, attendanceId, { workDate, clockIn: times.clockIn, clockOut: times.clockOut });
      await relate(ctx, employeeId, workDate);
      if (before.workDate !== workDate) await relate(ctx, employeeId, before.workDate);
      const after = (await records.findRecord(ctx.tx, ctx.companyId, attendanceId))!;
      await audit(ctx, 'routines.attendance-corrected', { type: 'routines-attendance', id: attendanceId }, recordView(before), {
        ...recordView(after),
        reason,
      });
      return attendanceId;
    }
    const added = await records.insertRecord(ctx.tx, {
      companyId: ctx.companyId,
      employeeId,
      workDate,
      clockIn: times.clockIn,
      clockOut: times.clockOut,
      note: null,
    });
    await relate(ctx, employeeId, workDate);
    const after = (await records.findRecord(ctx.tx, ctx.companyId, added.id))!;
    await audit(ctx, 'routines.attendance-corrected', { type: 'routines-attendance', id: added.id }, null, {
      ...recordView(after),
      reason,
    });
    return added.id;
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw AppError.rule('ROUTINES_ATTENDANCE_OPEN', 'The employee already has an open record; give a clock-out', { field: 'clockOut' });
    throw error;
  }
}

const timesOf = (input: { clockIn: string; clockOut: string | null }) => ({
  clockIn: new Date(input.clockIn),
  clockOut: input.clockOut === null ? null : new Date(input.clockOut),
});

/** The employee asks for a correction of their own record (or a missing one). */
export async function requestCorrection(ctx: RequestCtx, input: RequestCorrection): Promise<AttendanceCorrection> {
  const own = await employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  if (!own) throw AppError.rule('ROUTINES_ATTENDANCE_NO_EMPLOYEE', 'Your account has no employee record in this company');
  await checkRecord(ctx, own.id, input.attendanceId);
  const { timeZone } = await records.companyHours(ctx.tx, ctx.companyId);
  const times = timesOf(input);
  const row = await repo.insertCorrection(ctx.tx, {
    companyId: ctx.companyId,
    employeeId: own.id,
    attendanceId: input.attendanceId ?? null,
    workDate: calendarDateIn(times.clockIn, timeZone),
    ...times,
    reason: input.reason,
    requestedByUserId: ctx.userId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  const created = view(ctx, (await repo.findCorrection(ctx.tx, ctx.companyId, row.id))!);
  await audit(ctx, 'routines.attendance-correction-requested', { type: 'routines-attendance-correction', id: row.id }, null, created);
  return created;
}

/** HR corrects a record directly: applied at once, recorded as an approved correction. */
export async function correctDirectly(ctx: RequestCtx, input: DirectCorrection): Promise<AttendanceCorrection> {
  const scope = scopeOf(ctx, 'routines.attendance:update');
  if (!wide(scope)) throw AppError.notFound('Employee');
  const employee = await employeeInScope(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope: scope }, input.employeeId);
  if (!employee) throw AppError.notFound('Employee');
  await checkRecord(ctx, employee.id, input.attendanceId);
  const times = timesOf(input);
  const attendanceId = await apply(ctx, employee.id, input.attendanceId ?? null, times, input.reason);
  const { timeZone } = await records.companyHours(ctx.tx, ctx.companyId);
  const row = await repo.insertCorrection(ctx.tx, {
    companyId: ctx.companyId,
    employeeId: employee.id,
    attendanceId,
    workDate: calendarDateIn(times.clockIn, timeZone),
    ...times,
    reason: input.reason,
    status: 'approved',
    requestedByUserId: ctx.userId,
    decidedByUserId: ctx.userId,
    decidedAt: ctx.now,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return view(ctx, (await repo.findCorrection(ctx.tx, ctx.companyId, row.id))!);
}

/** The manager in the reporting line or HR approves (applying it) or rejects (with a reason) a pending correction. */
export async function decideCorrection(ctx: RequestCtx, id: string, input: DecideCorrection): Promise<AttendanceCorrection> {
  const found = await mustFind(ctx, id);
  const scope = scopeOf(ctx, 'routines.attendance:update');
  const covers = scope && (await employeeInScope(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, found.employeeId));
  if (!covers) throw AppError.notFound('Correction');
  if (found.employeeUserId === ctx.userId)
    throw AppError.rule('ROUTINES_ATTENDANCE_CORRECTION_OWN', 'Someone else decides your own corrections');
  if (input.decision === 'rejected' && !input.reason?.trim())
    throw AppError.rule('ROUTINES_ATTENDANCE_CORRECTION_REASON', 'Give a reason for the rejection', { field: 'reason' });
  const decided = await move(ctx, found, input.version, input.decision, input.reason?.trim() || null);
  // The requester hears of the decision in their bell, in the deciding transaction (ADR 0083).
  if (found.requestedByUserId && found.requestedByUserId !== ctx.userId)
    await notify(ctx.tx, ctx.companyId, [found.requestedByUserId], {
      kind: 'routines.attendance-correction-decided',
      textKey: input.decision === 'approved' ? 'routines:notifications.correctionApproved' : 'routines:notifications.correctionRejected',
      textValues: { date: found.workDate, reason: decided.decisionReason ?? '' },
      href: '/staff_attendence',
    });
  return decided;
}

/** The employee withdraws their own pending correction. */
export async function cancelCorrection(ctx: RequestCtx, id: string, version: number): Promise<AttendanceCorrection> {
  const found = await mustFind(ctx, id);
  if (found.employeeUserId !== ctx.userId) throw AppError.notFound('Correction');
  return move(ctx, found, version, 'cancelled', null);
}

async function move(
  ctx: RequestCtx,
  found: repo.CorrectionJoined,
  version: number,
  to: CorrectionStatus,
  reason: string | null,
): Promise<AttendanceCorrection> {
  if (found.version !== version) throw staleVersion('ROUTINES_ATTENDANCE_CORRECTION_STALE_VERSION', 'correction', found.version);
  const from = found.status as CorrectionStatus;
  if (!correctionCanMove(from, to))
    throw AppError.rule('ROUTINES_ATTENDANCE_CORRECTION_TRANSITION', `A ${from} correction cannot become ${to}`, { from, to });
  let attendanceId = found.attendanceId;
  if (to === 'approved') {
    await checkRecord(ctx, found.employeeId, found.attendanceId);
    attendanceId = await apply(
      ctx,
      found.employeeId,
      found.attendanceId,
      { clockIn: found.clockIn, clockOut: found.clockOut },
      found.reason,
    );
  }
  const moved = await repo.moveCorrection(ctx.tx, ctx.companyId, found.id, version, {
    status: to,
    attendanceId,
    decidedByUserId: to === 'cancelled' ? null : ctx.userId,
    decidedAt: ctx.now,
    decisionReason: reason,
    updatedAt: ctx.now,
  });
  if (!moved) throw staleVersion('ROUTINES_ATTENDANCE_CORRECTION_STALE_VERSION', 'correction');
  await audit(
    ctx,
    `routines.attendance-correction-${to}`,
    { type: 'routines-attendance-correction', id: found.id },
    { status: from },
    { status: to, reason },
  );
  return view(ctx, (await repo.findCorrection(ctx.tx, ctx.companyId, found.id))!);
}

/** Corrections the caller may see: their own, and those of the people their attendance scope covers. */
export async function listCorrections(ctx: RequestCtx, query: CorrectionListQuery): Promise<CorrectionPage> {
  const scope = scopeOf(ctx, 'routines.attendance:read')!;
  const { rows, total } = await repo.listCorrections(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, query);
  return { items: rows.map((r) => view(ctx, r)), total, page: query.page, pageSize: query.pageSize };
}
