import { z } from 'zod';
import { CurrencyCodeSchema, IdSchema, IsoDateSchema, pageOf } from '../common/index.js';
import { ReportExportQuerySchema } from '../reports/index.js';
import { DayStatuses } from './attendance.js';
import { ExpenseStatusSchema } from './expenses.js';

/**
 * The routines dashboard (/routine_report_dashboard) and the routines reports (/routine_reports).
 * Every figure is computed on the server within the caller's scope of the list it links to; a
 * figure the caller may not see is null (ADR 0127).
 */

const count = z.number().int().min(0);

export const RoutineDashboardSchema = z.object({
  today: IsoDateSchema.describe('The company’s today'),
  month: z.object({ from: IsoDateSchema, to: IsoDateSchema }),
  week: z.object({ from: IsoDateSchema, to: IsoDateSchema }).describe('Monday to Sunday of this week'),
  attendance: z
    .object({
      scope: z.enum(['own', 'team', 'department', 'company', 'group']),
      today: z.record(z.enum(DayStatuses), count).describe('People per day status today'),
      month: z
        .object({
          present: count,
          late: count,
          absent: count,
          onLeave: count,
          holiday: count,
        })
        .describe('Person-days this month up to the end of the month'),
    })
    .nullable()
    .describe('Null without routines.attendance:read'),
  lateness: z
    .object({
      count: count.describe('Late arrivals this month (one per person and day)'),
      minutes: count.describe('Minutes late this month'),
      byDay: z.array(z.object({ date: IsoDateSchema, count, minutes: count })).describe('Every day of the month so far'),
    })
    .nullable(),
  leave: z
    .object({
      list: z.enum(['mine', 'decide']).describe('Which list the pending figure counts: the caller’s own requests or those they decide'),
      takenDays: z.number().min(0).describe('Working days of approved leave this month (halves count 0.5)'),
      pendingRequests: count,
    })
    .nullable(),
  expenses: z
    .object({
      list: z.enum(['mine', 'all']).describe('Which list the figures link to'),
      byStatus: z.array(z.object({ status: ExpenseStatusSchema, currency: CurrencyCodeSchema, count, amountMinor: z.number().int() })),
    })
    .nullable()
    .describe('Claims dated this month, per status and currency; amounts in minor units'),
  meetings: z.object({ thisWeek: count }).nullable(),
  whistle: z.object({ openCases: count }).nullable().describe('Only for those who handle whistle-blowing cases'),
});
export type RoutineDashboard = z.infer<typeof RoutineDashboardSchema>;

export const RoutineReportKinds = ['attendance', 'lateness', 'leave', 'expenses'] as const;
export const RoutineReportKindSchema = z.enum(RoutineReportKinds);
export type RoutineReportKind = z.infer<typeof RoutineReportKindSchema>;
export const RoutineReportParamsSchema = z.object({ kind: RoutineReportKindSchema });

const periodQuery = z.object({
  from: IsoDateSchema.optional().describe('First day (default: the first of this month)'),
  to: IsoDateSchema.optional().describe('Last day (default: the last of this month)'),
  departmentId: IdSchema.optional(),
});
const periodInOrder = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
};

export const RoutineReportQuerySchema = periodQuery
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
  })
  .superRefine(periodInOrder);
export type RoutineReportQuery = z.infer<typeof RoutineReportQuerySchema>;

export const RoutineReportExportQuerySchema = periodQuery.extend(ReportExportQuerySchema.shape).superRefine(periodInOrder);
export type RoutineReportExportQuery = z.infer<typeof RoutineReportExportQuerySchema>;

export const RoutineReportColumnTypes = ['text', 'number', 'days', 'minutes', 'money'] as const;
export const RoutineReportColumnSchema = z.object({
  key: z.string(),
  type: z.enum(RoutineReportColumnTypes).describe('money: minor units of the row’s currency'),
});
export type RoutineReportColumn = z.infer<typeof RoutineReportColumnSchema>;

export const RoutineReportSchema = pageOf(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).extend({
  kind: RoutineReportKindSchema,
  from: IsoDateSchema,
  to: IsoDateSchema,
  scope: z.enum(['own', 'team', 'department', 'company', 'group']),
  columns: z.array(RoutineReportColumnSchema).describe('What each row holds, in order'),
});
export type RoutineReport = z.infer<typeof RoutineReportSchema>;
