import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';
import { EmploymentTypeSchema, GenderSchema } from '../people/employee.js';

/** The three leave types every company starts with; custom types have none. */
export const BuiltinLeaveTypes = ['annual', 'sick', 'unpaid'] as const;
export const BuiltinLeaveTypeSchema = z.enum(BuiltinLeaveTypes).nullable().describe('Which starting type this is; null for a custom one');

/** Whole or half days, 0 to 366. */
const DaysSchema = z
  .number()
  .min(0)
  .max(366)
  .refine((n) => Number.isInteger(n * 2), { message: 'whole or half days' });

const AllowanceSchema = DaysSchema.nullable().describe('Days per year; null when the type has no yearly limit');

export const LeaveAccruals = ['yearly', 'monthly'] as const;
export const LeaveAccrualSchema = z
  .enum(LeaveAccruals)
  .describe('yearly: the whole allowance on 1 January; monthly: a twelfth of it at the start of each month');
export type LeaveAccrual = z.infer<typeof LeaveAccrualSchema>;

/** The options of a leave type besides its name, allowance and pay (all have defaults on creation). */
const leaveTypeOptions = {
  accrual: LeaveAccrualSchema,
  carryOverMaxDays: DaysSchema.describe('Unused days carried into the next year at most (0: none)'),
  halfDaysAllowed: z.boolean().describe('Whether a request may be a half day'),
  documentRequired: z.boolean().describe('Whether a request must name a supporting document'),
  eligibleDepartmentIds: z.array(IdSchema).max(200).describe('Departments whose people may use it; empty: every department'),
  eligibleEmploymentTypes: z.array(EmploymentTypeSchema).max(5).describe('Employment types that may use it; empty: all'),
  eligibleGenders: z.array(GenderSchema).max(4).describe('Genders that may use it where the law requires; empty: all'),
};

export const LeaveTypeSchema = z.object({
  id: IdSchema,
  name: z.string().describe('Name of the leave type'),
  builtin: BuiltinLeaveTypeSchema,
  allowanceDays: AllowanceSchema,
  paid: z.boolean().describe('Whether the leave is paid'),
  ...leaveTypeOptions,
  version: VersionSchema,
});
export type LeaveType = z.infer<typeof LeaveTypeSchema>;

export const CreateLeaveTypeSchema = z.object({
  name: z.string().trim().min(1).max(80).describe('Name, unique in the company (case-insensitive)'),
  allowanceDays: AllowanceSchema,
  paid: z.boolean(),
  accrual: leaveTypeOptions.accrual.default('yearly'),
  carryOverMaxDays: leaveTypeOptions.carryOverMaxDays.default(0),
  halfDaysAllowed: leaveTypeOptions.halfDaysAllowed.default(true),
  documentRequired: leaveTypeOptions.documentRequired.default(false),
  eligibleDepartmentIds: leaveTypeOptions.eligibleDepartmentIds.default([]),
  eligibleEmploymentTypes: leaveTypeOptions.eligibleEmploymentTypes.default([]),
  eligibleGenders: leaveTypeOptions.eligibleGenders.default([]),
});
export type CreateLeaveType = z.input<typeof CreateLeaveTypeSchema>;
export const UpdateLeaveTypeSchema = z
  .object({
    name: CreateLeaveTypeSchema.shape.name,
    allowanceDays: AllowanceSchema,
    paid: z.boolean(),
    ...leaveTypeOptions,
  })
  .partial()
  .extend({ version: VersionSchema });
export type UpdateLeaveType = z.infer<typeof UpdateLeaveTypeSchema>;

export const LeaveStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const LeaveStatusSchema = z.enum(LeaveStatuses).describe('pending -> approved | rejected | cancelled; approved -> cancelled');
export type LeaveStatus = z.infer<typeof LeaveStatusSchema>;

const ReasonSchema = z.string().trim().max(1000);

export const LeaveRequestSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string(),
  leaveTypeId: IdSchema,
  leaveTypeName: z.string(),
  leaveTypeBuiltin: BuiltinLeaveTypeSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  halfDay: z.boolean().describe('A half day (only when the request is one day)'),
  days: z.number().describe('Working days the request takes (holidays and non-working days left out)'),
  reason: z.string().nullable(),
  status: LeaveStatusSchema,
  decidedByName: z.string().nullable().describe('Who approved, rejected or cancelled it'),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable().describe('Why it was rejected or cancelled'),
  documentNote: z.string().nullable().describe('The supporting document the requester names (types that require one)'),
  cancelRequested: z.boolean().describe('The employee asked to cancel this approved request; an approver decides'),
  createdAt: z.iso.datetime(),
  canDecide: z.boolean().describe('The caller may approve or reject it now'),
  canCancel: z.boolean().describe('The caller may cancel it now'),
  canRequestCancel: z.boolean().describe('The caller (the requester) may ask an approver to cancel this approved request'),
  version: VersionSchema,
});
export type LeaveRequest = z.infer<typeof LeaveRequestSchema>;

const datesInOrder = (v: { startDate: string; endDate: string; halfDay?: boolean | undefined }, ctx: z.RefinementCtx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'the leave must end on or after its start' });
  if (v.halfDay && v.endDate !== v.startDate) ctx.addIssue({ code: 'custom', path: ['halfDay'], message: 'a half day is one day' });
};

/** A request for leave; without `employeeId` it is the caller's own. */
export const CreateLeaveRequestSchema = z
  .object({
    employeeId: IdSchema.optional().describe('Whose leave (HR files for others); the caller by default'),
    leaveTypeId: IdSchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    halfDay: z.boolean().default(false),
    reason: ReasonSchema.nullable().optional().describe('Why, for the approver'),
    documentNote: z
      .string()
      .trim()
      .max(300)
      .nullable()
      .optional()
      .describe('The supporting document (e.g. "medical certificate of 3 May, handed to HR"); required by some types'),
  })
  .superRefine(datesInOrder);
export type CreateLeaveRequest = z.input<typeof CreateLeaveRequestSchema>;

export const LeaveRequestSorts = ['startDate', 'createdAt'] as const;
export const LeaveRequestListQuerySchema = pageQuery(LeaveRequestSorts).extend({
  status: LeaveStatusSchema.optional(),
  leaveTypeId: IdSchema.optional(),
  employeeId: IdSchema.optional(),
  from: IsoDateSchema.optional().describe('Requests that end on or after this day'),
  to: IsoDateSchema.optional().describe('Requests that start on or before this day'),
});
export type LeaveRequestListQuery = z.infer<typeof LeaveRequestListQuerySchema>;
export const LeaveRequestPageSchema = pageOf(LeaveRequestSchema);
export type LeaveRequestPage = z.infer<typeof LeaveRequestPageSchema>;

export const ApproveLeaveRequestSchema = z.object({ version: VersionSchema });
export const RejectLeaveRequestSchema = z.object({
  version: VersionSchema,
  reason: ReasonSchema.min(1).describe('Why it is rejected (required)'),
});
export const CancelLeaveRequestSchema = z.object({ version: VersionSchema, reason: ReasonSchema.nullable().optional() });

export const LeaveBalanceSchema = z.object({
  leaveTypeId: IdSchema,
  leaveTypeName: z.string(),
  leaveTypeBuiltin: BuiltinLeaveTypeSchema,
  paid: z.boolean(),
  allowanceDays: z.number().nullable(),
  accrual: LeaveAccrualSchema,
  accruedDays: z.number().nullable().describe('Part of the allowance earned so far this year (all of it for yearly accrual)'),
  carriedOverDays: z.number().describe('Days carried over from the previous year'),
  adjustedDays: z.number().describe('Sum of HR adjustments (signed)'),
  entitlementDays: z.number().nullable().describe('Accrued + carried over + adjusted; null without an allowance'),
  takenDays: z.number().describe('Approved days in the year'),
  pendingDays: z.number().describe('Days reserved by pending requests'),
  remainingDays: z.number().nullable().describe('Entitlement less taken and pending; null without an allowance'),
});
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>;
export const LeaveBalancesQuerySchema = z.object({
  employeeId: IdSchema.optional().describe('Whose balances; the caller by default'),
  year: z.coerce.number().int().min(1900).max(2200).optional().describe('Calendar year; the company’s current one by default'),
});
export const LeaveBalancesSchema = z.object({
  employeeId: IdSchema,
  employeeName: z.string(),
  year: z.number().int(),
  items: z.array(LeaveBalanceSchema),
});
export type LeaveBalances = z.infer<typeof LeaveBalancesSchema>;

/** How many days a request would take, before filing it. */
export const LeaveDaysQuerySchema = z
  .object({
    employeeId: IdSchema.optional(),
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    halfDay: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .superRefine(datesInOrder);
export const LeaveDaysSchema = z.object({ days: z.number() });

/** HR changes a balance by signed days, with a reason (kept with the balance and in the audit log). */
export const CreateLeaveAdjustmentSchema = z.object({
  employeeId: IdSchema,
  leaveTypeId: IdSchema,
  year: z.number().int().min(1900).max(2200),
  days: z
    .number()
    .min(-366)
    .max(366)
    .refine((n) => n !== 0 && Number.isInteger(n * 2), { message: 'whole or half days, not zero' }),
  reason: ReasonSchema.min(1).describe('Why (required)'),
});
export type CreateLeaveAdjustment = z.infer<typeof CreateLeaveAdjustmentSchema>;
export const LeaveAdjustmentSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  leaveTypeId: IdSchema,
  leaveTypeName: z.string(),
  year: z.number().int(),
  kind: z.enum(['adjustment', 'carry-over']),
  days: z.number(),
  reason: z.string(),
  createdByName: z.string().nullable().describe('Who made it; null for a carry-over made by the year-end job'),
  createdAt: z.iso.datetime(),
});
export type LeaveAdjustment = z.infer<typeof LeaveAdjustmentSchema>;
export const LeaveAdjustmentListQuerySchema = z.object({
  employeeId: IdSchema,
  year: z.coerce.number().int().min(1900).max(2200),
});

/** Who is away when: the approved and pending leave of the caller's team (or the company for HR) over a range. */
export const LeaveTimelineQuerySchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
});
export const LeaveTimelineSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  items: z.array(
    z.object({
      id: IdSchema,
      employeeId: IdSchema,
      employeeName: z.string(),
      leaveTypeName: z.string(),
      startDate: IsoDateSchema,
      endDate: IsoDateSchema,
      halfDay: z.boolean(),
      status: LeaveStatusSchema,
    }),
  ),
});
export type LeaveTimeline = z.infer<typeof LeaveTimelineSchema>;
