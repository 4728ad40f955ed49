import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.table.js';
import { branches, departments, companies } from '../org/org.table.js';
import { employees } from '../people/people.table.js';

/**
 * Tasks, their co-workers and progress history, and announcements with their reads. Every row
 * is one company's (`company_id`, behind the row-level security policies of the migration).
 * Overdue is derived from the due date and the company's today, never stored.
 */

const companyId = () =>
  uuid()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    instructions: text().notNull().default(''),
    weight: integer().notNull(),
    priority: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    assigneeId: uuid()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: text().notNull().default('pending'),
    progress: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The recurring series that made this occurrence, if any (a stopped or deleted series leaves its past occurrences). */
    seriesId: uuid().references((): AnyPgColumn => taskSeries.id, { onDelete: 'set null' }),
    /** The series' date of this occurrence: one occurrence per series and date, whatever the job retries. */
    occurrenceDate: date({ mode: 'string' }),
    /** Edited on its own: later edits of the series leave this occurrence alone. */
    occurrenceEdited: boolean().notNull().default(false),
    /** Optimistic concurrency: every change increments it; a stale write answers 409. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tasks_series_occurrence_unique').on(t.seriesId, t.occurrenceDate),
    check('tasks_dates_in_order', sql`${t.dueDate} >= ${t.startDate}`),
    check('tasks_weight_range', sql`${t.weight} between 1 and 10`),
    check('tasks_progress_range', sql`${t.progress} between 0 and 100`),
    check('tasks_status_known', sql`${t.status} in ('pending', 'in_progress', 'completed', 'cancelled')`),
    check('tasks_priority_known', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    index('tasks_company_due_index').on(t.companyId, t.dueDate, t.id),
    index('tasks_company_assignee_index').on(t.companyId, t.assigneeId, t.dueDate),
  ],
);

/**
 * A recurring task: what each occurrence asks, for whom, and when it recurs (daily, weekly on
 * chosen ISO weekdays, monthly on a day). A job makes the occurrences as tasks up to a horizon
 * ahead of the company's today; `generated_through` is the last date it has covered.
 */
export const taskSeries = pgTable(
  'task_series',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    instructions: text().notNull().default(''),
    weight: integer().notNull(),
    priority: text().notNull(),
    assigneeId: uuid()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    frequency: text().notNull(),
    weekdays: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    monthDay: integer(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }),
    /** Each occurrence is due this many days after its date (0: the same day). */
    durationDays: integer().notNull().default(0),
    skipNonWorkingDays: boolean().notNull().default(false),
    generatedThrough: date({ mode: 'string' }),
    active: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('task_series_frequency_known', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check('task_series_weight_range', sql`${t.weight} between 1 and 10`),
    check('task_series_priority_known', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('task_series_month_day_range', sql`${t.monthDay} is null or ${t.monthDay} between 1 and 31`),
    check('task_series_duration_range', sql`${t.durationDays} between 0 and 365`),
    check('task_series_dates_in_order', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    index('task_series_company_active_index').on(t.companyId, t.active),
  ],
);

export const taskCoworkers = pgTable(
  'task_coworkers',
  {
    companyId: companyId(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    employeeId: uuid()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.employeeId] }), index('task_coworkers_employee_index').on(t.companyId, t.employeeId)],
);

/** Progress history: each update by the assignee (or their manager), never changed afterwards. */
export const taskUpdates = pgTable(
  'task_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    progress: integer().notNull(),
    fromStatus: text().notNull(),
    status: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_updates_task_index').on(t.taskId, t.createdAt)],
);

/** Comments on a task by the people who see it (plain text). */
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    body: text().notNull(),
    /** The employees the comment mentions (`@` picker): ids, never markup; each was notified once. */
    mentionedIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_index').on(t.taskId, t.createdAt)],
);

/** Reassignment history: who had the task, who has it now, who moved it and why; never changed afterwards. */
export const taskReassignments = pgTable(
  'task_reassignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fromEmployeeId: uuid().references(() => employees.id, { onDelete: 'set null' }),
    fromName: text().notNull(),
    toEmployeeId: uuid().references(() => employees.id, { onDelete: 'set null' }),
    toName: text().notNull(),
    byUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    byName: text().notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_reassignments_task_index').on(t.taskId, t.createdAt)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    title: text().notNull(),
    body: text().notNull(),
    audience: text().notNull(),
    status: text().notNull().default('draft'),
    /** When readers may see it: set when published, or the scheduled time of a scheduled one. */
    publishedAt: timestamp({ withTimezone: true }),
    priority: text().notNull().default('normal'),
    pinned: boolean().notNull().default(false),
    /** After it, readers no longer see it listed; authors still do. */
    expiresAt: timestamp({ withTimezone: true }),
    /** The last reminder to the unread audience (at most one an hour). */
    remindedAt: timestamp({ withTimezone: true }),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('announcements_audience_known', sql`${t.audience} in ('everyone', 'departments')`),
    check('announcements_status_known', sql`${t.status} in ('draft', 'scheduled', 'published', 'archived')`),
    check('announcements_priority_known', sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`),
    check(
      'announcements_expiry_after_publication',
      sql`${t.expiresAt} is null or ${t.publishedAt} is null or ${t.expiresAt} > ${t.publishedAt}`,
    ),
    index('announcements_status_publication_index').on(t.status, t.publishedAt),
    index('announcements_company_published_index').on(t.companyId, t.publishedAt),
  ],
);

export const announcementDepartments = pgTable(
  'announcement_departments',
  {
    companyId: companyId(),
    announcementId: uuid()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    departmentId: uuid()
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.departmentId] })],
);

/** The branches an announcement is addressed to, besides its departments (an employee in either sees it). */
export const announcementBranches = pgTable(
  'announcement_branches',
  {
    companyId: companyId(),
    announcementId: uuid()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    branchId: uuid()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.branchId] })],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    companyId: companyId(),
    announcementId: uuid()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
