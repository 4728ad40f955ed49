import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches, companies } from '../org/org.table.js';
import { employees } from '../people/people.table.js';

/**
 * Tables of the routines module (holidays and leave), one company's each (`company_id`, behind
 * the row-level security policies that the module's migration adds by hand).
 */

const tenant = () =>
  uuid()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A day off for the whole company, or for one branch; one per company and date. */
export const routinesHolidays = pgTable(
  'routines_holidays',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    date: date({ mode: 'string' }).notNull(),
    type: text().notNull(),
    description: text().notNull(),
    branchId: uuid(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routines_holidays_company_date_unique').on(t.companyId, t.date),
    check('routines_holidays_type_check', sql`${t.type} in ('public', 'religious', 'special', 'other')`),
    foreignKey({
      name: 'routines_holidays_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('restrict'),
  ],
);

/** Kinds of leave a company grants; `builtin` marks the three every company starts with. */
export const routinesLeaveTypes = pgTable(
  'routines_leave_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    name: text().notNull(),
    builtin: text(),
    /** Days per year (halves allowed); null: no yearly limit. */
    allowanceDays: numeric({ precision: 5, scale: 1 }),
    paid: boolean().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('routines_leave_types_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('routines_leave_types_name_unique').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('routines_leave_types_builtin_unique').on(t.companyId, t.builtin),
    check('routines_leave_types_builtin_check', sql`${t.builtin} is null or ${t.builtin} in ('annual', 'sick', 'unpaid')`),
  ],
);

/** A request for leave and its decision; `status` moves only along the transitions of routines.rules.ts. */
export const routinesLeaveRequests = pgTable(
  'routines_leave_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    employeeId: uuid().notNull(),
    leaveTypeId: uuid().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    halfDay: boolean().notNull().default(false),
    /** Working days taken, counted when filed (halves allowed). */
    days: numeric({ precision: 5, scale: 1 }).notNull(),
    reason: text(),
    status: text().notNull().default('pending'),
    requestedByUserId: uuid(),
    decidedByUserId: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routines_leave_requests_employee_dates_index').on(t.companyId, t.employeeId, t.startDate),
    index('routines_leave_requests_company_status_index').on(t.companyId, t.status, t.startDate),
    check('routines_leave_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('routines_leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    foreignKey({
      name: 'routines_leave_requests_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'routines_leave_requests_type_fk',
      columns: [t.companyId, t.leaveTypeId],
      foreignColumns: [routinesLeaveTypes.companyId, routinesLeaveTypes.id],
    }).onDelete('restrict'),
  ],
);

/** Clock-in/clock-out pairs; at most one open (no clock-out) per employee. */
export const routinesAttendance = pgTable(
  'routines_attendance',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    employeeId: uuid().notNull(),
    /** The company calendar day of the clock-in. */
    workDate: date({ mode: 'string' }).notNull(),
    clockIn: timestamp({ withTimezone: true }).notNull(),
    clockOut: timestamp({ withTimezone: true }),
    /** Minutes after the expected arrival, counted on the day's first record only. */
    lateMinutes: integer().notNull().default(0),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routines_attendance_day_index').on(t.companyId, t.workDate, t.employeeId),
    index('routines_attendance_employee_index').on(t.companyId, t.employeeId, t.clockIn),
    uniqueIndex('routines_attendance_one_open')
      .on(t.companyId, t.employeeId)
      .where(sql`${t.clockOut} is null`),
    check('routines_attendance_order_check', sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
    foreignKey({
      name: 'routines_attendance_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);
export * from './whistle.table.js';
