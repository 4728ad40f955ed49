import { notify } from '../../platform/notifications/index.js';
import type { Scope } from '@hcims/contracts/access';
import type {
  CreateLeaveRequest,
  LeaveBalances,
  LeaveRequest,
  LeaveRequestListQuery,
  LeaveRequestPage,
  LeaveStatus,
} from '@hcims/contracts/routines';
import { calendarDateIn } from '../../platform/dates/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, forbidden, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './leave.repository.js';
import { ineligibleBecause } from './leave.rules.js';
import { balancesOf, countHalves } from './leave-balances.js';
import { canMove, fitsBalance, halvesToDays, daysToHalves, mayCancel, remainingHalves, withinOneYear } from './routines.rules.js';

/**
 * Leave requests: filing (own, or for someone within the caller's scope), the lists of the
 * requester and of the approver, and the moves pending -> approved | rejected | cancelled and
 * approved -> cancelled, each checked here and written with its audit event.
 */

const wide = (scope: Scope | null) => scope === 'company' || scope === 'group';

function view(ctx: RequestCtx, j: repo.LeaveRequestJoined, approverSees: boolean): LeaveRequest {
  const r = j.row;
  const status = r.status as LeaveStatus;
  const own = j.employeeUserId === ctx.userId;
  const approveScope = scopeOf(ctx, 'routines.leave-approvals:update');
  const hr = wide(approveScope);
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: j.employeeName,
    leaveTypeId: r.leaveTypeId,
    leaveTypeName: j.leaveTypeName,
    leaveTypeBuiltin: j.leaveTypeBuiltin as LeaveRequest['leaveTypeBuiltin'],
    startDate: r.startDate,
    endDate: r.endDate,
    halfDay: r.halfDay,
    days: halvesToDays(daysToHalves(r.days)),
    reason: r.reason,
    status,
    decidedByName: j.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionReason: r.decisionReason,
    documentNote: r.documentNote,
    cancelRequested: r.cancelRequested,
    createdAt: r.createdAt.toISOString(),
    canDecide: status === 'pending' && !own && approveScope !== null && (approverSees || hr),
    canCancel:
      mayCancel(status, { requester: own || wide(scopeOf(ctx, 'routines.leave-requests:update')), hr }) ||
      (status === 'approved' && r.cancelRequested && !own && approveScope !== null && approverSees),
    canRequestCancel: own && status === 'approved' && !r.cancelRequested,
    version: r.version,
  };
}

/** The employee a request is for: the caller's own record, or one within the scope of `permission`. */
async function subject(ctx: RequestCtx, employeeId: string | undefined, scope: Scope | null): Promise<repo.EmployeeFacts> {
  if (employeeId === undefined) {
    const own = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
    if (!own) throw AppError.rule('ROUTINES_LEAVE_NO_EMPLOYEE', 'Your account has no employee record in this company');
    return own;
  }
  const found = scope && (await repo.employeeInScope(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, employeeId));
  if (!found) throw AppError.notFound('Employee');
  return found;
}

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.LeaveRequestJoined> {
  const row = await repo.findRequest(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Leave request');
  return row;
}

async function covers(ctx: RequestCtx, scope: Scope | null, employeeId: string): Promise<boolean> {
  if (scope === null) return false;
  return (await repo.employeeInScope(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, employeeId)) !== undefined;
}

export async function createLeaveRequest(ctx: RequestCtx, input: CreateLeaveRequest): Promise<LeaveRequest> {
  const employee = await subject(ctx, input.employeeId, scopeOf(ctx, 'routines.leave-requests:create'));
  await repo.lockEmployeeLeave(ctx.tx, employee.id);
  await repo.ensureBuiltinTypes(ctx.tx, ctx.companyId);
  const type = await repo.findType(ctx.tx, ctx.companyId, input.leaveTypeId);
  if (!type) throw AppError.validation([{ path: 'body.leaveTypeId', message: 'no such leave type' }]);
  const profile = await repo.employeeProfile(ctx.tx, ctx.companyId, employee.id);
  const because = ineligibleBecause(type, profile);
  if (because !== null)
    throw AppError.rule('ROUTINES_LEAVE_NOT_ELIGIBLE', `This leave type is not open to the employee (${because})`, { rule: because });
  if (input.halfDay && !type.halfDaysAllowed)
    throw AppError.rule('ROUTINES_LEAVE_HALF_DAY_NOT_ALLOWED', 'This leave type is taken in whole days only');
  const documentNote = input.documentNote?.trim() || null;
  if (type.documentRequired && documentNote === null)
    throw AppError.rule('ROUTINES_LEAVE_DOCUMENT_REQUIRED', 'This leave type needs a supporting document; name it in documentNote');
  if (!withinOneYear(input.startDate, input.endDate))
    throw AppError.rule('ROUTINES_LEAVE_SPANS_YEARS', 'A request stays within one calendar year; file one per year');
  const halfDay = input.halfDay ?? false;
  const halves = await countHalves(ctx, employee, input.startDate, input.endDate, halfDay);
  if (halves === 0) throw AppError.rule('ROUTINES_LEAVE_NO_WORKING_DAYS', 'These dates hold no working day');
  const clash = await repo.overlapping(ctx.tx, ctx.companyId, employee.id, input.startDate, input.endDate);
  if (clash.length > 0)
    throw AppError.rule('ROUTINES_LEAVE_OVERLAP', 'Another pending or approved request covers some of these dates', {
      requests: clash,
    });
  const year = Number(input.startDate.slice(0, 4));
  const balance = (await balancesOf(ctx, employee.id, year, [type], { asOf: input.startDate })).get(type.id)!;
  if (!fitsBalance(balance, halves))
    throw AppError.rule('ROUTINES_LEAVE_INSUFFICIENT_BALANCE', 'The request is longer than the remaining balance', {
      requestedDays: halvesToDays(halves),
      remainingDays: halvesToDays(remainingHalves(balance) ?? 0),
    });
  const id = await repo.insertRequest(ctx.tx, {
    companyId: ctx.companyId,
    employeeId: employee.id,
    leaveTypeId: type.id,
    startDate: input.startDate,
    endDate: input.endDate,
    halfDay,
    days: String(halvesToDays(halves)),
    reason: input.reason?.trim() || null,
    documentNote,
    status: 'pending',
    requestedByUserId: ctx.userId,
  });
  const created = view(ctx, await mustFind(ctx, id), false);
  await audit(ctx, 'routines.leave-requested', { type: 'routines-leave-request', id }, null, created);
  // The manager in the reporting line hears of it (HR sees every pending request on the approvals list).
  await notifyPeople(ctx, [profile.managerUserId], 'routines.leave-requested', 'routines:notifications.leaveRequested', created);
  return created;
}

export async function listLeaveRequests(ctx: RequestCtx, query: LeaveRequestListQuery): Promise<LeaveRequestPage> {
  const scope = scopeOf(ctx, 'routines.leave-requests:read')!;
  const { rows, total } = await repo.listRequests(
    ctx.tx,
    { companyId: ctx.companyId, userId: ctx.userId, scope, excludeOwn: false },
    query,
  );
  return { items: rows.map((j) => view(ctx, j, false)), total, page: query.page, pageSize: query.pageSize };
}

/** Requests of the people the caller approves for (their team, or the company for HR), never their own. */
export async function listLeaveApprovals(ctx: RequestCtx, query: LeaveRequestListQuery): Promise<LeaveRequestPage> {
  const scope = scopeOf(ctx, 'routines.leave-approvals:read')!;
  const { rows, total } = await repo.listRequests(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope, excludeOwn: true }, query);
  return { items: rows.map((j) => view(ctx, j, true)), total, page: query.page, pageSize: query.pageSize };
}

export async function getLeaveRequest(ctx: RequestCtx, id: string): Promise<LeaveRequest> {
  const found = await mustFind(ctx, id);
  const approver =
    found.employeeUserId !== ctx.userId && (await covers(ctx, scopeOf(ctx, 'routines.leave-approvals:read'), found.row.employeeId));
  if (!approver && !(await covers(ctx, scopeOf(ctx, 'routines.leave-requests:read'), found.row.employeeId)))
    throw AppError.notFound('Leave request');
  return view(ctx, found, approver);
}

async function move(
  ctx: RequestCtx,
  found: repo.LeaveRequestJoined,
  version: number,
  to: LeaveStatus,
  reason: string | null,
  approverSees: boolean,
): Promise<LeaveRequest> {
  const from = found.row.status as LeaveStatus;
  if (found.row.version !== version) throw staleVersion('ROUTINES_LEAVE_STALE_VERSION', 'leave request', found.row.version);
  if (!canMove(from, to)) throw AppError.rule('ROUTINES_LEAVE_TRANSITION', `A ${from} request cannot become ${to}`, { from, to });
  const moved = await repo.moveRequest(
    ctx.tx,
    ctx.companyId,
    found.row.id,
    { version, status: from },
    { status: to, decidedByUserId: ctx.userId, decidedAt: ctx.now, decisionReason: reason, cancelRequested: false },
    ctx.now,
  );
  if (!moved) throw staleVersion('ROUTINES_LEAVE_STALE_VERSION', 'leave request', (await mustFind(ctx, found.row.id)).row.version);
  const after = view(ctx, await mustFind(ctx, found.row.id), approverSees);
  await audit(
    ctx,
    `routines.leave-${to}`,
    { type: 'routines-leave-request', id: found.row.id },
    { status: from },
    {
      status: to,
      reason,
    },
  );
  return after;
}

/** Approves or rejects a pending request of someone the caller approves for (a reason is required to reject). */
export async function decideLeaveRequest(
  ctx: RequestCtx,
  id: string,
  decision: { to: 'approved' | 'rejected'; version: number; reason: string | null },
): Promise<LeaveRequest> {
  const found = await mustFind(ctx, id);
  if (!(await covers(ctx, scopeOf(ctx, 'routines.leave-approvals:update'), found.row.employeeId))) throw AppError.notFound('Leave request');
  if (found.employeeUserId === ctx.userId)
    throw AppError.rule('ROUTINES_LEAVE_OWN_REQUEST', 'Someone else decides your own leave requests');
  const decided = await move(ctx, found, decision.version, decision.to, decision.reason, true);
  // The requester hears of it in their bell, in the decision's transaction (ADR 0083).
  await notifyPeople(
    ctx,
    [found.employeeUserId],
    'routines.leave-decided',
    decision.to === 'approved' ? 'routines:notifications.leaveApproved' : 'routines:notifications.leaveRejected',
    decided,
  );
  return decided;
}

/** A bell notice about a request to the given users, never to the caller themselves. */
async function notifyPeople(
  ctx: RequestCtx,
  userIds: readonly (string | null)[],
  kind: string,
  textKey: string,
  request: Pick<LeaveRequest, 'leaveTypeName' | 'startDate' | 'endDate' | 'employeeName'>,
): Promise<void> {
  const to = userIds.filter((u): u is string => u !== null && u !== ctx.userId);
  if (to.length === 0) return;
  await notify(ctx.tx, ctx.companyId, to, {
    kind,
    textKey,
    textValues: { type: request.leaveTypeName, from: request.startDate, to: request.endDate, name: request.employeeName },
    href: '/employee_leave_requests',
  });
}

/** The requester asks an approver to cancel an approved request; the manager hears of it. */
export async function requestLeaveCancellation(ctx: RequestCtx, id: string, input: { version: number }): Promise<LeaveRequest> {
  const found = await mustFind(ctx, id);
  if (found.employeeUserId !== ctx.userId) throw AppError.notFound('Leave request');
  if (found.row.version !== input.version) throw staleVersion('ROUTINES_LEAVE_STALE_VERSION', 'leave request', found.row.version);
  if (found.row.status !== 'approved' || found.row.cancelRequested)
    throw AppError.rule('ROUTINES_LEAVE_CANCEL_REQUEST', 'Only an approved request can be asked to be cancelled, once');
  const moved = await repo.moveRequest(
    ctx.tx,
    ctx.companyId,
    id,
    { version: input.version, status: 'approved' },
    { status: 'approved', cancelRequested: true },
    ctx.now,
  );
  if (!moved) throw staleVersion('ROUTINES_LEAVE_STALE_VERSION', 'leave request', (await mustFind(ctx, id)).row.version);
  const after = view(ctx, await mustFind(ctx, id), false);
  await audit(
    ctx,
    'routines.leave-cancel-requested',
    { type: 'routines-leave-request', id },
    { cancelRequested: false },
    { cancelRequested: true },
  );
  const profile = await repo.employeeProfile(ctx.tx, ctx.companyId, found.row.employeeId);
  await notifyPeople(ctx, [profile.managerUserId], 'routines.leave-requested', 'routines:notifications.leaveCancelAsked', after);
  return after;
}

/** Cancels a request: the requester while it is pending, HR also once approved. */
export async function cancelLeaveRequest(ctx: RequestCtx, id: string, input: { version: number; reason?: string | null | undefined }) {
  const found = await mustFind(ctx, id);
  const own = found.employeeUserId === ctx.userId;
  const requester = own || (await covers(ctx, scopeOf(ctx, 'routines.leave-requests:update'), found.row.employeeId));
  const hr = wide(scopeOf(ctx, 'routines.leave-approvals:update'));
  // The manager in the reporting line cancels an approved request the employee asked to cancel.
  const approver = !own && (await covers(ctx, scopeOf(ctx, 'routines.leave-approvals:update'), found.row.employeeId));
  if (!requester && !hr && !approver) throw AppError.notFound('Leave request');
  const status = found.row.status as LeaveStatus;
  const allowed = mayCancel(status, { requester, hr }) || (status === 'approved' && found.row.cancelRequested && approver);
  if (canMove(status, 'cancelled') && !allowed)
    throw forbidden('routines.leave-approvals:update', 'Only HR can cancel an approved request');
  const cancelled = await move(ctx, found, input.version, 'cancelled', input.reason?.trim() || null, approver);
  const profile = await repo.employeeProfile(ctx.tx, ctx.companyId, found.row.employeeId);
  await notifyPeople(
    ctx,
    [found.employeeUserId, profile.managerUserId],
    'routines.leave-decided',
    'routines:notifications.leaveCancelled',
    cancelled,
  );
  return cancelled;
}

/** Balances of an employee (the caller by default) per leave type in a year (the company's current year by default). */
export async function leaveBalances(
  ctx: RequestCtx,
  query: { employeeId?: string | undefined; year?: number | undefined },
): Promise<LeaveBalances> {
  const employee = await subject(ctx, query.employeeId, scopeOf(ctx, 'routines.leave-requests:read'));
  const { timeZone } = await repo.companyCalendar(ctx.tx, ctx.companyId);
  const year = query.year ?? Number(calendarDateIn(ctx.now, timeZone).slice(0, 4));
  await repo.ensureBuiltinTypes(ctx.tx, ctx.companyId);
  const types = await repo.listTypes(ctx.tx, ctx.companyId);
  const today = calendarDateIn(ctx.now, timeZone);
  const balances = await balancesOf(ctx, employee.id, year, types, { today });
  return {
    employeeId: employee.id,
    employeeName: employee.name,
    year,
    items: types.map((t) => {
      const b = balances.get(t.id)!;
      const remaining = remainingHalves(b);
      return {
        leaveTypeId: t.id,
        leaveTypeName: t.name,
        leaveTypeBuiltin: t.builtin as LeaveBalances['items'][number]['leaveTypeBuiltin'],
        paid: t.paid,
        allowanceDays: t.allowanceDays === null ? null : Number(t.allowanceDays),
        accrual: b.accrual,
        accruedDays: b.accruedHalves === null ? null : halvesToDays(b.accruedHalves),
        carriedOverDays: halvesToDays(b.carriedOverHalves),
        adjustedDays: halvesToDays(b.adjustedHalves),
        entitlementDays: b.allowanceHalves === null ? null : halvesToDays(b.allowanceHalves),
        takenDays: halvesToDays(b.takenHalves),
        pendingDays: halvesToDays(b.pendingHalves),
        remainingDays: remaining === null ? null : halvesToDays(remaining),
      };
    }),
  };
}

/** Days a request would take, for the form's preview. */
export async function leaveDays(
  ctx: RequestCtx,
  query: { employeeId?: string | undefined; startDate: string; endDate: string; halfDay: boolean },
): Promise<{ days: number }> {
  const employee = await subject(ctx, query.employeeId, scopeOf(ctx, 'routines.leave-requests:read'));
  return { days: halvesToDays(await countHalves(ctx, employee, query.startDate, query.endDate, query.halfDay)) };
}
