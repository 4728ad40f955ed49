import { z } from 'zod';
import { IdSchema, IsoDateSchema } from '../common/index.js';

/** Task progress and completion reports, computed on the server over the tasks due in a period. */

export const TaskReportQuerySchema = z
  .object({
    from: IsoDateSchema.optional().describe('First due date counted; defaults to the first day of the company’s current month'),
    to: IsoDateSchema.optional().describe('Last due date counted; defaults to the last day of the company’s current month'),
    groupBy: z.enum(['person', 'department']).default('person').describe('One row per assignee or per department'),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: 'must not be before from', path: ['to'] });
export type TaskReportQuery = z.input<typeof TaskReportQuerySchema>;

export const TaskReportExportQuerySchema = z
  .object({
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
    groupBy: z.enum(['person', 'department']).default('person'),
    format: z.enum(['csv', 'xlsx', 'pdf']).describe('File type'),
    lng: z
      .string()
      .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
      .optional()
      .describe('Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en'),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: 'must not be before from', path: ['to'] });

export const TaskReportRowSchema = z.object({
  id: IdSchema.describe('The employee or the department'),
  name: z.string(),
  departmentName: z.string().nullable().describe('The person’s department; null on department rows'),
  total: z.number().int(),
  pending: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  overdue: z.number().int(),
  averageProgress: z.number().int().describe('Mean progress of the tasks not cancelled, percent'),
  completionRate: z.number().nullable().describe('Completed out of the tasks not cancelled, 0-1'),
  onTimeRate: z.number().nullable().describe('Completed by the due date out of completed, 0-1'),
});
export type TaskReportRow = z.infer<typeof TaskReportRowSchema>;

export const TaskReportSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  rows: z.array(TaskReportRowSchema),
});
export type TaskReport = z.infer<typeof TaskReportSchema>;
