import type { CreateLeaveType, LeaveType, UpdateLeaveType } from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, changes, forbidden, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './leave.repository.js';

/** Leave types: the company's kinds of leave. Everyone with leave reads them; HR (company scope) manages them. */

export function leaveTypeView(row: repo.LeaveTypeRow): LeaveType {
  return {
    id: row.id,
    name: row.name,
    builtin: row.builtin as LeaveType['builtin'],
    allowanceDays: row.allowanceDays === null ? null : Number(row.allowanceDays),
    paid: row.paid,
    accrual: row.accrual as LeaveType['accrual'],
    carryOverMaxDays: Number(row.carryOverMaxDays),
    halfDaysAllowed: row.halfDaysAllowed,
    documentRequired: row.documentRequired,
    eligibleDepartmentIds: row.eligibleDepartmentIds,
    eligibleEmploymentTypes: row.eligibleEmploymentTypes as LeaveType['eligibleEmploymentTypes'],
    eligibleGenders: row.eligibleGenders as LeaveType['eligibleGenders'],
    version: row.version,
  };
}

const nameTaken = () => new AppError('ROUTINES_LEAVE_TYPE_NAME_TAKEN', 'A leave type with this name already exists', { status: 409 });

/** Managing types is HR's: leave approvals over the whole company. */
function mustManage(ctx: RequestCtx): void {
  const scope = scopeOf(ctx, 'routines.leave-approvals:update');
  if (scope !== 'company' && scope !== 'group') throw forbidden('routines.leave-approvals:update');
}

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.LeaveTypeRow> {
  const row = await repo.findType(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Leave type');
  return row;
}

const stored = (days: number | null | undefined) => (days === undefined ? undefined : days === null ? null : String(days));

export async function listLeaveTypes(ctx: RequestCtx): Promise<LeaveType[]> {
  await repo.ensureBuiltinTypes(ctx.tx, ctx.companyId);
  return (await repo.listTypes(ctx.tx, ctx.companyId)).map(leaveTypeView);
}

export async function createLeaveType(ctx: RequestCtx, input: CreateLeaveType): Promise<LeaveType> {
  mustManage(ctx);
  await repo.ensureBuiltinTypes(ctx.tx, ctx.companyId);
  let row: repo.LeaveTypeRow;
  try {
    row = await repo.insertType(ctx.tx, {
      companyId: ctx.companyId,
      name: input.name,
      allowanceDays: stored(input.allowanceDays) ?? null,
      paid: input.paid,
      accrual: input.accrual ?? 'yearly',
      carryOverMaxDays: String(input.carryOverMaxDays ?? 0),
      halfDaysAllowed: input.halfDaysAllowed ?? true,
      documentRequired: input.documentRequired ?? false,
      eligibleDepartmentIds: input.eligibleDepartmentIds ?? [],
      eligibleEmploymentTypes: input.eligibleEmploymentTypes ?? [],
      eligibleGenders: input.eligibleGenders ?? [],
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  const view = leaveTypeView(row);
  await audit(ctx, 'routines.leave-type-created', { type: 'routines-leave-type', id: row.id }, null, view);
  return view;
}

export async function updateLeaveType(ctx: RequestCtx, id: string, input: UpdateLeaveType): Promise<LeaveType> {
  mustManage(ctx);
  const current = await mustFind(ctx, id);
  if (current.version !== input.version) throw staleVersion('ROUTINES_LEAVE_TYPE_STALE_VERSION', 'leave type', current.version);
  const { version, allowanceDays, carryOverMaxDays, ...rest } = input;
  let row: repo.LeaveTypeRow | undefined;
  try {
    row = await repo.updateType(
      ctx.tx,
      ctx.companyId,
      id,
      version,
      {
        ...rest,
        allowanceDays: stored(allowanceDays),
        carryOverMaxDays: carryOverMaxDays === undefined ? undefined : String(carryOverMaxDays),
      },
      ctx.now,
    );
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  if (!row) throw staleVersion('ROUTINES_LEAVE_TYPE_STALE_VERSION', 'leave type', (await mustFind(ctx, id)).version);
  const diff = changes(leaveTypeView(current), leaveTypeView(row));
  await audit(ctx, 'routines.leave-type-updated', { type: 'routines-leave-type', id }, diff.before, diff.after);
  return leaveTypeView(row);
}

/** Deletes a custom type nobody has used; the starting three and used types stay (their history refers to them). */
export async function deleteLeaveType(ctx: RequestCtx, id: string): Promise<void> {
  mustManage(ctx);
  const current = await mustFind(ctx, id);
  if (current.builtin !== null) throw AppError.rule('ROUTINES_LEAVE_TYPE_BUILTIN', 'The starting leave types cannot be deleted');
  if (await repo.typeInUse(ctx.tx, ctx.companyId, id))
    throw AppError.rule('ROUTINES_LEAVE_TYPE_IN_USE', 'Requests use this leave type; it cannot be deleted');
  await repo.deleteType(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'routines.leave-type-deleted', { type: 'routines-leave-type', id }, leaveTypeView(current), null);
}
