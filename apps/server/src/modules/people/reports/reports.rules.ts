import {
  EMPLOYEE_REPORT_FIELDS,
  REPORT_OPERATORS_BY_TYPE,
  type ReportDefinition,
  type ReportFieldDefinition,
  type ReportFieldKey,
  type ReportFilter,
  type StandardReportKey,
  type StandardReportQuery,
} from '@hcims/contracts/people';
import { AppError } from '../../../platform/errors/app-error.js';
import { daysInMonth, parseCalendarDate } from '../../../platform/dates/index.js';

/**
 * Pure rules of the report builder: what a definition may ask for (allow-listed fields, the
 * operators of each field's type, values of the right shape, sensitive fields only with their
 * permission) and the ready-made definitions of the hub. No SQL here; the repository maps each
 * allow-listed key to a column expression of its own.
 */

const byKey = new Map<string, ReportFieldDefinition>(EMPLOYEE_REPORT_FIELDS.map((f) => [f.key, f]));

export function reportField(key: ReportFieldKey): ReportFieldDefinition {
  const found = byKey.get(key);
  if (!found) throw invalid(`"${key}" is not a report field`, 'definition');
  return found;
}

function invalid(message: string, path: string): AppError {
  return new AppError('PEOPLE_REPORT_INVALID_DEFINITION', message, { status: 422, details: [{ path, message }] });
}

function forbidden(keys: string[]): AppError {
  return new AppError('PEOPLE_REPORT_FIELD_FORBIDDEN', `This report uses ${keys.join(', ')}, which need the sensitive-data permission`, {
    status: 403,
    details: { fields: keys, permission: 'people.sensitive-data:read' },
  });
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function checkValue(filter: ReportFilter, definition: ReportFieldDefinition, path: string): void {
  const { operator, value } = filter;
  if (operator === 'isEmpty' || operator === 'isNotEmpty') {
    if (value !== undefined) throw invalid(`"${operator}" takes no value`, `${path}.value`);
    return;
  }
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (operator === 'between') {
    if (!Array.isArray(value) || value.length !== 2) throw invalid('"between" takes two values: from and to', `${path}.value`);
  } else if (operator === 'in') {
    if (!Array.isArray(value)) throw invalid('"in" takes a list of values', `${path}.value`);
  } else if (Array.isArray(value) || value === undefined) {
    throw invalid(`"${operator}" takes one value`, `${path}.value`);
  }
  for (const item of list) {
    switch (definition.type) {
      case 'number':
      case 'money':
        if (typeof item !== 'number' || !Number.isFinite(item)) throw invalid('expected a number', `${path}.value`);
        break;
      case 'date':
        if (typeof item !== 'string' || !isoDate.test(item) || Number.isNaN(Date.parse(`${item}T00:00:00Z`))) {
          throw invalid('expected a date as YYYY-MM-DD', `${path}.value`);
        }
        break;
      case 'enum':
        if (typeof item !== 'string' || !definition.values?.includes(item)) {
          throw invalid(`expected one of: ${definition.values?.join(', ')}`, `${path}.value`);
        }
        break;
      case 'id':
        if (typeof item !== 'string' || !/^[0-9a-f-]{36}$/i.test(item)) throw invalid('expected an id', `${path}.value`);
        break;
      case 'text':
        if (typeof item !== 'string') throw invalid('expected text', `${path}.value`);
        break;
    }
  }
}

export type CheckedDefinition = {
  definition: ReportDefinition;
  /** The columns, in order (without the grouping field). */
  columns: ReportFieldKey[];
};

/**
 * Checks a definition against the allow-list. A caller without the sensitive-data permission is
 * refused any definition naming a sensitive field, whether as a column, a filter, the grouping or
 * a sort, with one answer listing every such field (ADR 0060): leaving a column out would change
 * what the report shows, leaving a filter out would change which rows it holds, so neither is done
 * behind the caller's back.
 */
export function checkDefinition(definition: ReportDefinition, options: { canSeeSensitive: boolean }): CheckedDefinition {
  const seen = new Set<string>();
  definition.columns.forEach((key, index) => {
    const field = reportField(key);
    if (!field.column) throw invalid(`"${key}" can be a filter, not a column`, `definition.columns.${index}`);
    if (seen.has(key)) throw invalid(`"${key}" appears twice`, `definition.columns.${index}`);
    seen.add(key);
  });
  definition.filters.forEach((filter, index) => {
    const field = reportField(filter.field);
    const operators: readonly string[] = REPORT_OPERATORS_BY_TYPE[field.type];
    if (!operators.includes(filter.operator)) {
      throw invalid(
        `"${filter.operator}" does not apply to ${filter.field} (use ${operators.join(', ')})`,
        `definition.filters.${index}.operator`,
      );
    }
    checkValue(filter, field, `definition.filters.${index}`);
  });
  if (definition.groupBy) {
    const field = reportField(definition.groupBy.field);
    if (!field.groupable) throw invalid(`"${field.key}" cannot group a report`, 'definition.groupBy.field');
  }
  definition.sort.forEach((sort, index) => {
    const field = reportField(sort.field);
    if (!field.sortable) throw invalid(`"${field.key}" cannot sort a report`, `definition.sort.${index}.field`);
  });
  if (!options.canSeeSensitive) {
    const named = [
      ...definition.columns,
      ...definition.filters.map((f) => f.field),
      ...(definition.groupBy ? [definition.groupBy.field] : []),
      ...definition.sort.map((s) => s.field),
    ];
    const refused = [...new Set(named.filter((key) => reportField(key).sensitive))];
    if (refused.length > 0) throw forbidden(refused);
  }
  const columns = definition.columns.filter((key) => key !== definition.groupBy?.field);
  return { definition, columns };
}

// ---- The hub's ready-made reports ----

const base: ReportDefinition = { entity: 'employees', columns: [], filters: [], groupBy: null, sort: [], includeFormer: false };

export const STANDARD_REPORTS: Record<
  StandardReportKey,
  { category: 'headcount' | 'movement' | 'celebrations' | 'directory'; definition: ReportDefinition }
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
): ReportDefinition {
  const { definition } = STANDARD_REPORTS[key];
  const filters: ReportFilter[] = [...definition.filters];
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
