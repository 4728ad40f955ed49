import type { ClockLocation } from '@hcims/contracts/routines';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
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
    /** 'yearly': the whole allowance on 1 January; 'monthly': a twelfth at the start of each month. */
    accrual: text().notNull().default('yearly'),
    /** Days of the unused balance the year-end job carries into the next year (0: none). */
    carryOverMaxDays: numeric({ precision: 5, scale: 1 }).notNull().default('0'),
    halfDaysAllowed: boolean().notNull().default(true),
    documentRequired: boolean().notNull().default(false),
    /** Who may use the type; an empty list means everyone. */
    eligibleDepartmentIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    eligibleEmploymentTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eligibleGenders: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('routines_leave_types_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('routines_leave_types_name_unique').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('routines_leave_types_builtin_unique').on(t.companyId, t.builtin),
    check('routines_leave_types_builtin_check', sql`${t.builtin} is null or ${t.builtin} in ('annual', 'sick', 'unpaid')`),
    check('routines_leave_types_accrual_check', sql`${t.accrual} in ('yearly', 'monthly')`),
    check('routines_leave_types_carry_over_check', sql`${t.carryOverMaxDays} >= 0`),
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
    /** The supporting document the requester names, for types that require one. */
    documentNote: text(),
    status: text().notNull().default('pending'),
    requestedByUserId: uuid(),
    decidedByUserId: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    /** The employee asked to cancel this approved request; the approver decides. */
    cancelRequested: boolean().notNull().default(false),
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

/**
 * Changes to a balance besides requests: HR's adjustments (signed, with a reason) and the days the
 * year-end job carried over (one row per employee, type and year of kind 'carry-over').
 */
export const routinesLeaveAdjustments = pgTable(
  'routines_leave_adjustments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    employeeId: uuid().notNull(),
    leaveTypeId: uuid().notNull(),
    year: integer().notNull(),
    kind: text().notNull(),
    /** Signed days (halves allowed). */
    days: numeric({ precision: 5, scale: 1 }).notNull(),
    reason: text().notNull(),
    createdByUserId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routines_leave_adjustments_balance_index').on(t.companyId, t.employeeId, t.year, t.leaveTypeId),
    uniqueIndex('routines_leave_adjustments_carry_over_unique')
      .on(t.companyId, t.employeeId, t.leaveTypeId, t.year)
      .where(sql`${t.kind} = 'carry-over'`),
    check('routines_leave_adjustments_kind_check', sql`${t.kind} in ('adjustment', 'carry-over')`),
    foreignKey({
      name: 'routines_leave_adjustments_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'routines_leave_adjustments_type_fk',
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
    /** Set when the end-of-day job closed a record its owner forgot to close (clock-out at the office's closing). */
    autoClosed: boolean().notNull().default(false),
    /** The browser's location at each end, only when the person chose to share it ({ latitude, longitude, accuracyMeters }). */
    clockInLocation: jsonb().$type<ClockLocation>(),
    clockOutLocation: jsonb().$type<ClockLocation>(),
    /** The address each end came from, as the server saw it (null for records entered by a correction or the end-of-day job). */
    clockInIp: text(),
    clockOutIp: text(),
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

// Expense claims (expenses.*.ts; docs/decisions/0120-expense-claims.md)

/** A company's expense settings: above `approvalThresholdMinor` (company currency) HR or finance approve too. */
export const routinesExpenseSettings = pgTable('routines_expense_settings', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  approvalThresholdMinor: bigint({ mode: 'number' }),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Company-defined expense categories, each with an optional per-claim limit in company-currency minor units. */
export const routinesExpenseCategories = pgTable(
  'routines_expense_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    name: text().notNull(),
    limitMinor: bigint({ mode: 'number' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('routines_expense_categories_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('routines_expense_categories_name_unique').on(t.companyId, sql`lower(${t.name})`),
    check('routines_expense_categories_limit_check', sql`${t.limitMinor} is null or ${t.limitMinor} >= 0`),
  ],
);

/** An expense claim; `status` moves only along the transitions of expenses.rules.ts. */
export const routinesExpenseClaims = pgTable(
  'routines_expense_claims',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    employeeId: uuid().notNull(),
    categoryId: uuid().notNull(),
    expenseDate: date({ mode: 'string' }).notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    /** Company-currency units per claim-currency unit, exactly as entered; null in the company currency. */
    exchangeRate: numeric({ precision: 18, scale: 8 }),
    companyAmountMinor: bigint({ mode: 'number' }).notNull(),
    description: text().notNull(),
    status: text().notNull().default('draft'),
    submittedAt: timestamp({ withTimezone: true }),
    managerApprovedByUserId: uuid(),
    managerApprovedAt: timestamp({ withTimezone: true }),
    managerNote: text(),
    decidedByUserId: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionNote: text(),
    paidOn: date({ mode: 'string' }),
    paymentReference: text(),
    payrollMonth: text(),
    createdByUserId: uuid(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('routines_expense_claims_company_id_id_unique').on(t.companyId, t.id),
    index('routines_expense_claims_company_date_index').on(t.companyId, t.expenseDate, t.id),
    index('routines_expense_claims_employee_index').on(t.companyId, t.employeeId, t.expenseDate),
    index('routines_expense_claims_status_index').on(t.companyId, t.status, t.expenseDate),
    index('routines_expense_claims_payroll_index')
      .on(t.companyId, t.payrollMonth)
      .where(sql`${t.status} = 'payroll_queued'`),
    check(
      'routines_expense_claims_status_check',
      sql`${t.status} in ('draft', 'submitted', 'manager_approved', 'approved', 'rejected', 'withdrawn', 'payroll_queued', 'paid')`,
    ),
    check('routines_expense_claims_amount_check', sql`${t.amountMinor} > 0 and ${t.companyAmountMinor} >= 0`),
    check('routines_expense_claims_rate_check', sql`${t.exchangeRate} is null or ${t.exchangeRate} > 0`),
    check(
      'routines_expense_claims_paid_check',
      sql`${t.status} <> 'paid' or (${t.paidOn} is not null and ${t.paymentReference} is not null)`,
    ),
    check('routines_expense_claims_payroll_check', sql`${t.status} <> 'payroll_queued' or ${t.payrollMonth} is not null`),
    foreignKey({
      name: 'routines_expense_claims_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'routines_expense_claims_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [routinesExpenseCategories.companyId, routinesExpenseCategories.id],
    }).onDelete('restrict'),
  ],
);

/** Receipts of a claim: a stored file (docs/decisions/0008-file-storage.md), PDF or image by content. */
export const routinesExpenseReceipts = pgTable(
  'routines_expense_receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    claimId: uuid().notNull(),
    /** Null for demo receipts, which are drawn on the fly. */
    storageKey: text(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routines_expense_receipts_claim_index').on(t.companyId, t.claimId),
    foreignKey({
      name: 'routines_expense_receipts_claim_fk',
      columns: [t.companyId, t.claimId],
      foreignColumns: [routinesExpenseClaims.companyId, routinesExpenseClaims.id],
    }).onDelete('cascade'),
  ],
);

/** A company's attendance settings beyond its office hours (org): minutes of grace before an arrival counts as late. */
export const routinesAttendanceSettings = pgTable(
  'routines_attendance_settings',
  {
    companyId: uuid()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    graceMinutes: integer().notNull().default(0),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('routines_attendance_settings_grace_check', sql`${t.graceMinutes} between 0 and 240`)],
);

/**
 * A correction of one day's clock record: asked for by the employee (pending until the manager or
 * HR decides) or made directly by HR (applied at once). `attendanceId` null adds a missing record.
 * The record's previous times stay in the audit log.
 */
export const routinesAttendanceCorrections = pgTable(
  'routines_attendance_corrections',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: tenant(),
    employeeId: uuid().notNull(),
    attendanceId: uuid(),
    workDate: date({ mode: 'string' }).notNull(),
    clockIn: timestamp({ withTimezone: true }).notNull(),
    clockOut: timestamp({ withTimezone: true }),
    reason: text().notNull(),
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
    index('routines_attendance_corrections_status_index').on(t.companyId, t.status, t.workDate),
    index('routines_attendance_corrections_employee_index').on(t.companyId, t.employeeId, t.workDate),
    check('routines_attendance_corrections_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('routines_attendance_corrections_order_check', sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
    foreignKey({
      name: 'routines_attendance_corrections_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'routines_attendance_corrections_record_fk',
      columns: [t.attendanceId],
      foreignColumns: [routinesAttendance.id],
    }).onDelete('set null'),
  ],
);

export * from './whistle.table.js';
export * from './meetings.table.js';
