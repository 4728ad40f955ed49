import type { PermissionCode } from '@hcims/contracts/access';
import type { ReportFieldDefinition } from '@hcims/contracts/reports';
import { ATTENDANCE_REPORT_FIELDS, EXPENSE_CLAIM_REPORT_FIELDS, LEAVE_REQUEST_REPORT_FIELDS } from '@hcims/contracts/routines';
import { withPeriod, type ReportDefinition, type ReportField, type ReportRequest } from '../../platform/reports/index.js';
import { selectAttendanceDays, selectExpenseClaims, selectLeaveRequests } from './routines-reports.repository.js';

/**
 * What the routines module offers the report builder (ADR 0108): attendance days, leave requests
 * and expense claims, each within the caller's routines.reports scope, the one /routine_reports
 * keeps to (own for an employee, the reporting line for a manager, the company for HR). The
 * free text people write is a sensitive field: only those who decide on such records, as widely
 * as the report reaches, may name it.
 */

const PERMISSION: PermissionCode = 'routines.reports:read';

function fieldsOf(list: readonly ReportFieldDefinition[], sensitive: PermissionCode): ReportField[] {
  return list.map((f) => ({
    key: f.key,
    type: f.type,
    column: f.column,
    groupable: f.groupable,
    sortable: f.sortable,
    ...(f.values ? { values: f.values } : {}),
    ...(f.sensitive ? { permission: sensitive } : {}),
    ...(f.type === 'enum' ? { translatedValues: true } : {}),
    // A day's, a request's or a claim's status; exports' plain `fields.status` is an employee's.
    ...(f.key === 'status' ? { labelKey: 'fields.recordStatus' } : {}),
  }));
}

const request = (entity: string, input: Partial<ReportRequest>): ReportRequest => ({
  entity,
  columns: [],
  filters: [],
  groupBy: null,
  sort: [],
  includeFormer: false,
  ...input,
});

const lateness = request('attendance', {
  columns: ['employeeName', 'departmentName', 'workDate', 'clockIn', 'lateMinutes'],
  filters: [{ field: 'status', operator: 'eq', value: 'late' }],
  groupBy: { field: 'employeeName', summaryOnly: false },
  sort: [{ field: 'workDate', direction: 'asc' }],
});

export const attendanceReport: ReportDefinition = {
  id: 'attendance',
  labelKey: 'reports.attendance',
  permission: PERMISSION,
  fields: fieldsOf(ATTENDANCE_REPORT_FIELDS, 'routines.attendance:update'),
  countLabelKey: 'fields.countDays',
  standardReports: [
    {
      key: 'lateness-this-month',
      category: 'attendance',
      labelKey: 'reports.lateness-this-month',
      request: lateness,
      withParameters: withPeriod(lateness, 'workDate', 'month'),
    },
  ],
  query: (tx, query) => selectAttendanceDays(tx, query, ATTENDANCE_REPORT_FIELDS),
};

const leaveTaken = request('leave-requests', {
  columns: ['employeeName', 'departmentName', 'startDate', 'endDate', 'days'],
  filters: [{ field: 'status', operator: 'eq', value: 'approved' }],
  groupBy: { field: 'leaveTypeName', summaryOnly: false },
  sort: [{ field: 'startDate', direction: 'asc' }],
});

export const leaveRequestReport: ReportDefinition = {
  id: 'leave-requests',
  labelKey: 'reports.leave-requests',
  permission: PERMISSION,
  fields: fieldsOf(LEAVE_REQUEST_REPORT_FIELDS, 'routines.leave-approvals:read'),
  countLabelKey: 'fields.countRequests',
  standardReports: [
    {
      key: 'leave-taken-this-year',
      category: 'leave',
      labelKey: 'reports.leave-taken-this-year',
      request: leaveTaken,
      withParameters: withPeriod(leaveTaken, 'startDate', 'year'),
    },
  ],
  query: (tx, query) => selectLeaveRequests(tx, query, LEAVE_REQUEST_REPORT_FIELDS),
};

const claimsByCategory = request('expense-claims', {
  columns: ['employeeName', 'departmentName', 'expenseDate', 'amountMinor', 'currency', 'status'],
  filters: [{ field: 'status', operator: 'in', value: ['submitted', 'manager_approved', 'approved', 'payroll_queued', 'paid'] }],
  groupBy: { field: 'categoryName', summaryOnly: false },
  sort: [{ field: 'expenseDate', direction: 'asc' }],
});

export const expenseClaimReport: ReportDefinition = {
  id: 'expense-claims',
  labelKey: 'reports.expense-claims',
  permission: PERMISSION,
  fields: fieldsOf(EXPENSE_CLAIM_REPORT_FIELDS, 'routines.expense-approvals:read'),
  countLabelKey: 'fields.countClaims',
  standardReports: [
    {
      key: 'claims-by-category',
      category: 'expenses',
      labelKey: 'reports.claims-by-category',
      request: claimsByCategory,
      withParameters: withPeriod(claimsByCategory, 'expenseDate', 'month'),
    },
  ],
  query: (tx, query) => selectExpenseClaims(tx, query, EXPENSE_CLAIM_REPORT_FIELDS),
};

/** The routines module's report definitions, in the builder's order. */
export const routinesReports: readonly ReportDefinition[] = [attendanceReport, leaveRequestReport, expenseClaimReport];
