import { reportField as field, fieldKeys } from '../reports/index.js';
import { ExpenseStatuses } from './expenses.js';
import { LeaveStatuses } from './leave.js';

/**
 * The routines module's report definitions (ADR 0108): the fields the report builder may offer
 * for attendance days, leave requests and expense claims. The server maps each key to an
 * expression of its own; the free text people write (a day's note, a leave reason, a claim's
 * description) is sensitive: only those who decide on such records may report on it.
 */

/** How an attendance day went: on time, or late at the first arrival. */
export const ATTENDANCE_DAY_STATUSES = ['present', 'late'] as const;

/** One row per person and attendance day. */
export const ATTENDANCE_REPORT_FIELDS = [
  field('employeeName', 'text', { groupable: true }),
  field('employeeNumber', 'text'),
  field('departmentName', 'text', { groupable: true }),
  field('workDate', 'date'),
  field('workMonth', 'text', { groupable: true }),
  field('status', 'enum', { groupable: true, values: ATTENDANCE_DAY_STATUSES }),
  field('clockIn', 'text'),
  field('clockOut', 'text'),
  field('workedMinutes', 'number'),
  field('lateMinutes', 'number'),
  field('note', 'text', { sensitive: true }),
  field('employeeId', 'id'),
  field('departmentId', 'id'),
] as const;
export type AttendanceReportFieldKey = (typeof ATTENDANCE_REPORT_FIELDS)[number]['key'];
export const ATTENDANCE_REPORT_FIELD_KEYS = fieldKeys(ATTENDANCE_REPORT_FIELDS);

/** One row per leave request. */
export const LEAVE_REQUEST_REPORT_FIELDS = [
  field('employeeName', 'text', { groupable: true }),
  field('employeeNumber', 'text'),
  field('departmentName', 'text', { groupable: true }),
  field('leaveTypeName', 'text', { groupable: true }),
  field('startDate', 'date'),
  field('endDate', 'date'),
  field('startMonth', 'text', { groupable: true }),
  field('startYear', 'text', { groupable: true }),
  field('days', 'number'),
  field('status', 'enum', { groupable: true, values: LeaveStatuses }),
  field('reason', 'text', { sensitive: true }),
  field('employeeId', 'id'),
  field('departmentId', 'id'),
  field('leaveTypeId', 'id'),
] as const;
export type LeaveRequestReportFieldKey = (typeof LEAVE_REQUEST_REPORT_FIELDS)[number]['key'];
export const LEAVE_REQUEST_REPORT_FIELD_KEYS = fieldKeys(LEAVE_REQUEST_REPORT_FIELDS);

/** Claims a report lists: drafts stay their author's own until submitted. */
export const REPORTED_EXPENSE_STATUSES = ExpenseStatuses.filter((s) => s !== 'draft');

/** One row per expense claim (amounts in minor units of the claim's currency). */
export const EXPENSE_CLAIM_REPORT_FIELDS = [
  field('employeeName', 'text', { groupable: true }),
  field('employeeNumber', 'text'),
  field('departmentName', 'text', { groupable: true }),
  field('expenseDate', 'date'),
  field('expenseMonth', 'text', { groupable: true }),
  field('categoryName', 'text', { groupable: true }),
  field('amountMinor', 'number'),
  field('currency', 'text', { groupable: true }),
  field('status', 'enum', { groupable: true, values: REPORTED_EXPENSE_STATUSES }),
  field('description', 'text', { sensitive: true }),
  field('employeeId', 'id'),
  field('departmentId', 'id'),
  field('categoryId', 'id'),
] as const;
export type ExpenseClaimReportFieldKey = (typeof EXPENSE_CLAIM_REPORT_FIELDS)[number]['key'];
export const EXPENSE_CLAIM_REPORT_FIELD_KEYS = fieldKeys(EXPENSE_CLAIM_REPORT_FIELDS);
