import type { CreateLeaveAdjustment, LeaveAdjustment, LeaveTimeline } from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, forbidden, scopeOf, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './leave.repository.js';
import { daysToHalves, halvesToDays } from './routines.rules.js';

/** HR's balance adjustments (with a reason, audited) and the managers' team timeline. */

function mustBeHr(ctx: RequestCtx): void {
  const scope = scopeOf(ctx, 'routines.leave-approvals:update');
  if (scope !== 'company' && scope !== 'group') throw forbidden('routines.leave-approvals:update', 'Only HR adjusts balances');
}

async function employeeForHr(ctx: RequestCtx, employeeId: string) {
  const scope = scopeOf(ctx, 'routines.leave-approvals:update')!;
  const found = await repo.employeeInScope(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, employeeId);
  if (!found) throw AppError.notFound('Employee');
  return found;
}

const adjustmentView = (a: Awaited<ReturnType<typeof repo.listAdjustments>>[number]): LeaveAdjustment => ({
  id: a.row.id,
  employeeId: a.row.employeeId,
  leaveTypeId: a.row.leaveTypeId,
  leaveTypeName: a.leaveTypeName,
  year: a.row.year,
  kind: a.row.kind as LeaveAdjustment['kind'],
  days: halvesToDays(daysToHalves(a.row.days)),
  reason: a.row.reason,
  createdByName: a.createdByName,
  createdAt: a.row.createdAt.toISOString(),
});

export async function createLeaveAdjustment(ctx: RequestCtx, input: CreateLeaveAdjustment): Promise<LeaveAdjustment> {
  mustBeHr(ctx);
  const employee = await employeeForHr(ctx, input.employeeId);
  await repo.lockEmployeeLeave(ctx.tx, employee.id);
  const type = await repo.findType(ctx.tx, ctx.companyId, input.leaveTypeId);
  if (!type) throw AppError.validation([{ path: 'body.leaveTypeId', message: 'no such leave type' }]);
  const id = (await repo.insertAdjustment(ctx.tx, {
    companyId: ctx.companyId,
    employeeId: employee.id,
    leaveTypeId: type.id,
    year: input.year,
    kind: 'adjustment',
    days: String(input.days),
    reason: input.reason,
    createdByUserId: ctx.userId,
  }))!;
  const created = (await repo.listAdjustments(ctx.tx, ctx.companyId, employee.id, input.year)).find((a) => a.row.id === id)!;
  const view = adjustmentView(created);
  await audit(ctx, 'routines.leave-balance-adjusted', { type: 'routines-leave-adjustment', id }, null, view);
  return view;
}

export async function listLeaveAdjustments(ctx: RequestCtx, query: { employeeId: string; year: number }): Promise<LeaveAdjustment[]> {
  const scope = scopeOf(ctx, 'routines.leave-requests:read');
  const found = scope && (await repo.employeeInScope(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, query.employeeId));
  if (!found) throw AppError.notFound('Employee');
  return (await repo.listAdjustments(ctx.tx, ctx.companyId, found.id, query.year)).map(adjustmentView);
}

/** Who of the caller's team (the company for HR) is away, or asked to be, between two days. */
export async function leaveTimeline(ctx: RequestCtx, query: { from: string; to: string }): Promise<LeaveTimeline> {
  if (query.to < query.from) throw AppError.validation([{ path: 'querystring.to', message: 'the range must end on or after its start' }]);
  const scope = scopeOf(ctx, 'routines.leave-approvals:read')!;
  const rows = await repo.timeline(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    items: rows.map((r) => ({ ...r, status: r.status as LeaveTimeline['items'][number]['status'] })),
  };
}
