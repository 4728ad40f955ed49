import {
  EMPLOYEE_REPORT_FIELDS,
  EMPLOYEE_STANDARD_REPORT_KEYS as STANDARD_REPORT_KEYS,
  type EmployeeReportDefinition as ReportRequestBody,
  type EmployeeStandardReportKey as StandardReportKey,
  type StandardReportQuery,
} from '@hcims/contracts/people';
import { daysInMonth, parseCalendarDate } from '../../../platform/dates/index.js';
import type { ReportDefinition, ReportField } from '../../../platform/reports/index.js';
import { selectEmployeeReport } from './employee-report.repository.js';

/**
 * The employees report definition (ADR 0080): what the people module offers the report engine.
 * Its fields are the contract's allow-list (sensitive ones need people.sensitive-data:read, ADR
 * 0060), its ready-made reports are the hub's, and its repository runs the SQL; the engine
 * checks, pages, translates and exports.
 */

/** Enum fields whose values an export translates (`values.<value>` of the exports namespace). */
const translatedValues: ReadonlySet<string> = new Set(['status', 'employmentType', 'gender', 'tenureBand']);

const fields: ReportField[] = EMPLOYEE_REPORT_FIELDS.map((f) => ({
  key: f.key,
  type: f.type,
  column: f.column,
  groupable: f.groupable,
  sortable: f.sortable,
  ...('values' in f && f.values ? { values: f.values } : {}),
  ...(f.sensitive ? { permission: 'people.sensitive-data:read' as const } : {}),
  ...(translatedValues.has(f.key) ? { translatedValues: true } : {}),
}));

// ---- The hub's ready-made reports ----

const base: ReportRequestBody = { entity: 'employees', columns: [], filters: [], groupBy: null, sort: [], includeFormer: false };

export const STANDARD_REPORTS: Record<
  StandardReportKey,
  { category: 'headcount' | 'movement' | 'celebrations' | 'directory'; definition: ReportRequestBody }
> = {
  'headcount-by-department': {
    category: 'headcount',
    definition: {
      ...base,
      columns: ['fullName', 'designationName', 'hireDate'],
      groupBy: { field: 'departmentName', summaryOnly: true },
      sort: [{ field: 'fullName', direction: 'asc' }],
    },
  },
  'headcount-by-designation': {
    category: 'headcount',
    definition: {
      ...base,
      columns: ['fullName', 'departmentName', 'hireDate'],
      groupBy: { field: 'designationName', summaryOnly: true },
      sort: [{ field: 'fullName', direction: 'asc' }],
    },
  },
  'joiners-by-month': {
    category: 'movement',
    definition: {
      ...base,
      includeFormer: true,
      columns: ['fullName', 'employeeNumber', 'departmentName', 'designationName', 'hireDate'],
      groupBy: { field: 'hireMonth', summaryOnly: false },
      sort: [{ field: 'hireDate', direction: 'asc' }],
    },
  },
  'leavers-by-month': {
    category: 'movement',
    definition: {
      ...base,
      includeFormer: true,
      columns: ['fullName', 'employeeNumber', 'departmentName', 'designationName', 'hireDate', 'terminationDate', 'tenureYears'],
      filters: [{ field: 'terminationDate', operator: 'isNotEmpty' }],
      groupBy: { field: 'terminationMonth', summaryOnly: false },
      sort: [{ field: 'terminationDate', direction: 'asc' }],
    },
  },
  birthdays: {
    category: 'celebrations',
    definition: {
      ...base,
      columns: ['fullName', 'departmentName', 'designationName', 'birthday'],
      filters: [{ field: 'dateOfBirth', operator: 'isNotEmpty' }],
      sort: [
        { field: 'birthday', direction: 'asc' },
        { field: 'fullName', direction: 'asc' },
      ],
    },
  },
  'work-anniversaries': {
    category: 'celebrations',
    definition: {
      ...base,
      columns: ['fullName', 'departmentName', 'designationName', 'hireDate', 'anniversary', 'tenureYears'],
      filters: [{ field: 'tenureYears', operator: 'gte', value: 1 }],
      sort: [
        { field: 'anniversary', direction: 'asc' },
        { field: 'fullName', direction: 'asc' },
      ],
    },
  },
  'contact-directory': {
    category: 'directory',
    definition: {
      ...base,
      columns: ['fullName', 'departmentName', 'designationName', 'workEmail', 'workPhone', 'mobilePhone', 'branchName'],
      sort: [{ field: 'fullName', direction: 'asc' }],
    },
  },
  'employee-list': {
    category: 'directory',
    definition: {
      ...base,
      columns: ['employeeNumber', 'fullName', 'departmentName', 'designationName', 'managerName', 'hireDate', 'employmentType', 'status'],
      sort: [{ field: 'fullName', direction: 'asc' }],
    },
  },
  tenure: {
    category: 'headcount',
    definition: {
      ...base,
      columns: ['fullName', 'departmentName', 'designationName', 'hireDate', 'tenureYears', 'tenureMonths'],
      groupBy: { field: 'tenureBand', summaryOnly: false },
      sort: [{ field: 'hireDate', direction: 'asc' }],
    },
  },
};

/** A ready-made report with the hub's parameters (period, month, department) applied as filters. */
export function standardDefinition(
  key: StandardReportKey,
  query: Omit<StandardReportQuery, 'page' | 'pageSize'>,
  today: string,
): ReportRequestBody {
  const { definition } = STANDARD_REPORTS[key];
  const filters: ReportRequestBody['filters'] = [...definition.filters];
  if (key === 'joiners-by-month' || key === 'leavers-by-month') {
    const to = query.to ?? today;
    const from = query.from ?? yearBefore(to);
    filters.push({ field: key === 'joiners-by-month' ? 'hireDate' : 'terminationDate', operator: 'between', value: [from, to] });
  }
  if (query.month !== undefined) {
    if (key === 'birthdays') filters.push({ field: 'birthMonth', operator: 'eq', value: query.month });
    if (key === 'work-anniversaries') filters.push({ field: 'anniversaryMonth', operator: 'eq', value: query.month });
  }
  if (query.departmentId) filters.push({ field: 'departmentId', operator: 'eq', value: query.departmentId });
  return { ...definition, filters };
}

/** The first day of the 12-month window ending on `to`: the day after the same date a year earlier (29 Feb -> 1 Mar). */
export function yearBefore(to: string): string {
  const { year, month, day } = parseCalendarDate(to);
  const sameDay = Date.UTC(year - 1, month - 1, Math.min(day, daysInMonth(year - 1, month)));
  return new Date(sameDay + 86_400_000).toISOString().slice(0, 10);
}

export const employeeReport: ReportDefinition = {
  id: 'employees',
  labelKey: 'reports.custom',
  permission: 'people.reports:read',
  fields,
  standardReports: STANDARD_REPORT_KEYS.map((key) => ({
    key,
    category: STANDARD_REPORTS[key].category,
    labelKey: `reports.${key}`,
    request: STANDARD_REPORTS[key].definition,
    withParameters: (parameters, today) => standardDefinition(key, parameters, today),
  })),
  // The employee details report (people's own routes) sits in the hub after the ready-made reports.
  hubEntries: [{ key: 'employee-details', kind: 'employee-details', category: 'profile' }],
  query: selectEmployeeReport,
};
