import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';
import { TaskFileSchema } from './attachments.js';

/** Tasks: one assignee and optional co-workers, a status with allowed transitions, progress with its history. */

export const TaskStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const TaskStatusSchema = z.enum(TaskStatuses).describe('pending -> in_progress -> completed; pending or in_progress -> cancelled');
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const TaskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const TaskPrioritySchema = z.enum(TaskPriorities).describe('How urgent the task is');
export type TaskPriority = z.infer<typeof TaskPrioritySchema>;

/** Plain text without NUL bytes (stored and shown as plain text, line breaks kept). */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes('\u0000'), { message: 'must not contain NUL bytes' });

const NameSchema = plainText(160).pipe(z.string().min(1)).describe('What is to be done');
const InstructionsSchema = plainText(5000).describe(
  'Instructions, rich text: HTML sanitised on save to a small allow-list (ADR 0104); text without tags is taken as plain text. At most 5000 characters as stored',
);
const WeightSchema = z.number().int().min(1).max(10).describe('Weight of the task, 1 (light) to 10 (heavy)');
const PercentSchema = z.number().int().min(0).max(100).describe('Progress in percent, 0-100');

export const TaskPersonSchema = z.object({ id: IdSchema, name: z.string() });
export type TaskPerson = z.infer<typeof TaskPersonSchema>;

export const TaskSchema = z.object({
  id: IdSchema,
  name: z.string(),
  instructions: z.string().describe('Sanitised HTML (ADR 0104); older rows may be plain text without tags'),
  weight: z.number().int(),
  priority: TaskPrioritySchema,
  startDate: IsoDateSchema,
  dueDate: IsoDateSchema,
  status: TaskStatusSchema,
  progress: z.number().int(),
  overdue: z.boolean().describe('Due before the company’s today and neither completed nor cancelled (derived, never stored)'),
  assignee: TaskPersonSchema.extend({ departmentName: z.string() }),
  coworkers: z.array(TaskPersonSchema),
  completedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  seriesId: IdSchema.nullable().describe('The recurring series that made this task, if any'),
  occurrenceDate: IsoDateSchema.nullable().describe('The series’ date of this occurrence'),
  version: VersionSchema,
});
export type Task = z.infer<typeof TaskSchema>;

/** A progress report's answer: the task as it now is, and the update made (to send its file to). */
export const TaskProgressSchema = TaskSchema.extend({ updateId: IdSchema });
export type TaskProgress = z.infer<typeof TaskProgressSchema>;

const TaskFieldsSchema = z.object({
  name: NameSchema,
  instructions: InstructionsSchema.default(''),
  weight: WeightSchema,
  priority: TaskPrioritySchema,
  startDate: IsoDateSchema.describe('First day of the task (company calendar)'),
  dueDate: IsoDateSchema.describe('Last day of the task, not before the start date'),
  assigneeId: IdSchema.describe('The employee who does the task'),
  coworkerIds: z.array(IdSchema).max(20).default([]).describe('Employees who help (not the assignee)'),
});

const datesInOrder = (v: { startDate?: string | undefined; dueDate?: string | undefined }) =>
  v.startDate === undefined || v.dueDate === undefined || v.dueDate >= v.startDate;
const datesIssue = { message: 'must not be before the start date', path: ['dueDate'] };

export const CreateTaskSchema = TaskFieldsSchema.refine(datesInOrder, datesIssue);
export type CreateTask = z.input<typeof CreateTaskSchema>;

/** Send only the fields that change, with the version you read; a stale version answers 409 TASKS_STALE_VERSION. */
export const UpdateTaskSchema = TaskFieldsSchema.partial()
  .extend({
    version: VersionSchema,
    reason: plainText(500).optional().describe('Why the assignee changes (kept in the reassignment history)'),
  })
  .refine(datesInOrder, datesIssue);
export type UpdateTask = z.input<typeof UpdateTaskSchema>;

/** A progress update by the assignee: percent, status and a note, kept as history. */
export const CreateTaskUpdateSchema = z.object({
  progress: PercentSchema,
  status: TaskStatusSchema,
  note: plainText(2000).optional().describe('What happened, plain text'),
  version: VersionSchema,
});
export type CreateTaskUpdate = z.input<typeof CreateTaskUpdateSchema>;

export const TaskUpdateSchema = z.object({
  id: IdSchema,
  progress: z.number().int(),
  fromStatus: TaskStatusSchema,
  status: TaskStatusSchema,
  note: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  attachment: TaskFileSchema.nullable().describe('The one file the update carries, if any'),
  canAttach: z.boolean().describe('The caller wrote the update and it has no file yet'),
});
export type TaskUpdate = z.infer<typeof TaskUpdateSchema>;
export const TaskUpdateListSchema = z.object({ items: z.array(TaskUpdateSchema) });

export const TaskSorts = ['dueDate', 'startDate', 'name', 'priority', 'progress', 'createdAt'] as const;
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const TaskListQuerySchema = pageQuery(TaskSorts).extend({
  assigneeId: IdSchema.optional().describe('Only this assignee'),
  departmentId: IdSchema.optional().describe('Only assignees of this department'),
  status: TaskStatusSchema.optional(),
  priority: TaskPrioritySchema.optional(),
  overdue: flag.optional().describe('Only overdue tasks (true) or only tasks that are not (false)'),
  dueFrom: IsoDateSchema.optional().describe('Due on or after'),
  dueTo: IsoDateSchema.optional().describe('Due on or before'),
  mine: flag.optional().describe('Only tasks the caller is assigned to or helps with'),
});
export type TaskListQuery = z.input<typeof TaskListQuerySchema>;
export type TaskListFilters = z.output<typeof TaskListQuerySchema>;
export const TaskPageSchema = pageOf(TaskSchema);
export type TaskPage = z.infer<typeof TaskPageSchema>;

export const TaskExportQuerySchema = TaskListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx', 'pdf']).describe('File type'),
  lng: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional()
    .describe('Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en'),
});

/** Whom the caller may assign tasks to, and the departments for the list's filter. */
export const TaskOptionsSchema = z.object({
  assignees: z.array(TaskPersonSchema.extend({ departmentId: IdSchema })),
  departments: z.array(TaskPersonSchema),
  self: IdSchema.nullable().describe('The caller’s own employee record, if any'),
});
export type TaskOptions = z.infer<typeof TaskOptionsSchema>;

export const TaskIdParamsSchema = z.object({ id: IdSchema });

/** A comment on a task: plain text by someone who sees the task, mentioning people by id (never by markup). */
export const CreateTaskCommentSchema = z.object({
  body: plainText(2000).pipe(z.string().min(1)).describe('The comment, plain text (line breaks kept)'),
  mentionIds: z
    .array(IdSchema)
    .max(10)
    .default([])
    .describe('Employees the comment mentions, from GET /api/tasks/tasks/{id}/mentionable; each is notified'),
});
export type CreateTaskComment = z.input<typeof CreateTaskCommentSchema>;

export const TaskCommentSchema = z.object({
  id: IdSchema,
  body: z.string(),
  authorName: z.string(),
  mentions: z.array(TaskPersonSchema).describe('The people the comment mentions'),
  createdAt: z.iso.datetime(),
});
export type TaskComment = z.infer<typeof TaskCommentSchema>;
export const TaskCommentListSchema = z.object({ items: z.array(TaskCommentSchema) });

/** The people a comment on a task may mention: those who take part in it or see it down their reporting line. */
export const TaskMentionableSchema = z.object({ items: z.array(TaskPersonSchema) });
export type TaskMentionable = z.infer<typeof TaskMentionableSchema>;

/** One change of assignee: who had the task, who has it, who moved it, when and why. */
export const TaskReassignmentSchema = z.object({
  id: IdSchema,
  fromName: z.string(),
  toName: z.string(),
  byName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TaskReassignment = z.infer<typeof TaskReassignmentSchema>;
export const TaskReassignmentListSchema = z.object({ items: z.array(TaskReassignmentSchema) });

/** At most this many copies one bulk assignment makes (a larger department is split by the caller). */
export const BULK_ASSIGN_LIMIT = 500;

/** One task copied to every current member of a department the caller may assign to. */
export const BulkAssignTaskSchema = TaskFieldsSchema.omit({ assigneeId: true, coworkerIds: true })
  .extend({ departmentId: IdSchema.describe('Every current member of this department gets a copy') })
  .refine(datesInOrder, datesIssue);
export type BulkAssignTask = z.input<typeof BulkAssignTaskSchema>;

export const BulkAssignResultSchema = z.object({
  created: z.number().int().describe('How many tasks were made, one per member'),
  taskIds: z.array(IdSchema),
});
export type BulkAssignResult = z.infer<typeof BulkAssignResultSchema>;
