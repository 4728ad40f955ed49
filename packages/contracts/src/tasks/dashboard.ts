import { z } from 'zod';
import { IsoDateSchema } from '../common/index.js';

/** The tasks dashboard, computed on the server from the tasks the caller's report scope covers. */

export const TaskPeriods = ['today', 'week', 'month', 'year'] as const;
export type TaskPeriod = (typeof TaskPeriods)[number];

export const TaskPeriodFiguresSchema = z.object({
  period: z.enum(TaskPeriods),
  from: IsoDateSchema,
  to: IsoDateSchema,
  pending: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  overdue: z.number().int().describe('Due in the period, before today and still open'),
  total: z.number().int(),
  completionRate: z.number().nullable().describe('Completed out of the tasks not cancelled, 0-1; null without tasks'),
  onTimeRate: z.number().nullable().describe('Completed on or before the due date, out of completed; null without any'),
});
export type TaskPeriodFigures = z.infer<typeof TaskPeriodFiguresSchema>;

export const TaskDashboardSchema = z.object({
  today: IsoDateSchema.describe('The company’s today'),
  periods: z.array(TaskPeriodFiguresSchema).describe('Tasks due in each period'),
  overdueNow: z.number().int().describe('Every open task due before today'),
});
export type TaskDashboard = z.infer<typeof TaskDashboardSchema>;
