import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, time, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';
import { employees } from '../people/people.table.js';

/** Minutes of meetings: the meeting, who attends (people; departments are expanded when saved), and action items. */

export const routinesMeetings = pgTable(
  'routines_meetings',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    place: text().notNull().default(''),
    organiserId: uuid().notNull(),
    /** Plain text, rendered as text (never as HTML). */
    agenda: text().notNull().default(''),
    /** Sanitised rich text (HTML of the allowed tags), like decisions. */
    notes: text().notNull().default(''),
    decisions: text().notNull().default(''),
    version: integer().notNull().default(1),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('routines_meetings_company_id_id_unique').on(t.companyId, t.id),
    index('routines_meetings_company_date_idx').on(t.companyId, t.date),
    check('routines_meetings_times_check', sql`${t.endTime} > ${t.startTime}`),
    foreignKey({
      name: 'routines_meetings_organiser_fk',
      columns: [t.companyId, t.organiserId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

export const routinesMeetingAttendees = pgTable(
  'routines_meeting_attendees',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    meetingId: uuid().notNull(),
    employeeId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ name: 'routines_meeting_attendees_pk', columns: [t.meetingId, t.employeeId] }),
    index('routines_meeting_attendees_employee_idx').on(t.companyId, t.employeeId),
    foreignKey({
      name: 'routines_meeting_attendees_meeting_fk',
      columns: [t.companyId, t.meetingId],
      foreignColumns: [routinesMeetings.companyId, routinesMeetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'routines_meeting_attendees_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

export const routinesMeetingActionItems = pgTable(
  'routines_meeting_action_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    meetingId: uuid().notNull(),
    position: integer().notNull(),
    description: text().notNull(),
    assigneeId: uuid().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** The task made from it (tasks module); kept as a plain id, the task may be deleted there. */
    taskId: uuid(),
  },
  (t) => [
    index('routines_meeting_action_items_meeting_idx').on(t.companyId, t.meetingId, t.position),
    foreignKey({
      name: 'routines_meeting_action_items_meeting_fk',
      columns: [t.companyId, t.meetingId],
      foreignColumns: [routinesMeetings.companyId, routinesMeetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'routines_meeting_action_items_assignee_fk',
      columns: [t.companyId, t.assigneeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

/** Files of a meeting (slides, minutes signed on paper): stored files checked by content, seen by whoever sees the meeting. */
export const routinesMeetingAttachments = pgTable(
  'routines_meeting_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    meetingId: uuid().notNull(),
    /** Null for demo files, which are drawn on the fly. */
    storageKey: text(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routines_meeting_attachments_meeting_idx').on(t.companyId, t.meetingId),
    foreignKey({
      name: 'routines_meeting_attachments_meeting_fk',
      columns: [t.companyId, t.meetingId],
      foreignColumns: [routinesMeetings.companyId, routinesMeetings.id],
    }).onDelete('cascade'),
  ],
);
