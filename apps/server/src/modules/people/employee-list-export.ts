import type { EmployeeExportQuery, EmployeeListItem } from '@hcims/contracts/people';
import { AppError } from '../../platform/errors/app-error.js';
import type { ExportColumn, ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import * as repo from './people.repository.js';
import { exportLanguage } from './reports/report-labels.js';
import { EXPORT_LIMITS } from '../../platform/reports/index.js';

/** The list's own columns: what /edit_employee shows, never a sensitive field. */
const COLUMNS = [
  ['employeeNumber', 'text'],
  ['fullName', 'text'],
  ['workEmail', 'text'],
  ['mobilePhone', 'text'],
  ['departmentName', 'text'],
  ['designationName', 'text'],
  ['managerName', 'text'],
  ['branchName', 'text'],
  ['hireDate', 'date'],
  ['employmentType', 'text'],
  ['status', 'text'],
] as const satisfies readonly (readonly [string, ExportColumn['type']])[];

/**
 * The employee list as the caller sees it (people.employees:read with its scope: same filters,
 * search and sort as GET /api/people/employees, every page) as a table for CSV, XLSX or PDF, with headers and
 * values in the export's language. Needs no reports permission: it holds nothing the list does not.
 */
export async function employeeListTable(
  ctx: RequestCtx,
  { format, lng, ...query }: EmployeeExportQuery,
  acceptLanguage: string | undefined,
): Promise<ExportTable> {
  const scope = ctx.permissions['people.employees:read']!;
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const limit = EXPORT_LIMITS[format];
  const { items } = await repo.pageEmployees(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    scope,
    today: calendar.today,
    query: { ...query, page: 1, pageSize: limit + 1 },
  });
  if (items.length > limit) {
    throw new AppError(
      'PEOPLE_REPORT_TOO_LARGE',
      `A ${format.toUpperCase()} export holds at most ${limit} rows; add filters or choose CSV`,
      {
        status: 422,
        details: { maxRows: limit, format },
      },
    );
  }
  const { code, labels, direction } = exportLanguage(lng, acceptLanguage, format);
  const cell = (e: EmployeeListItem, key: (typeof COLUMNS)[number][0]) => {
    if (key === 'fullName') return repo.fullName(e.firstName, e.lastName);
    if (key === 'status' || key === 'employmentType') return labels.values[e[key]] ?? e[key];
    return e[key];
  };
  return {
    title: labels.reports['employee-list'],
    columns: COLUMNS.map(([key, type]) => ({ key, label: labels.fields[key], type })),
    rows: items.map((e) => Object.fromEntries(COLUMNS.map(([key]) => [key, cell(e, key)]))),
    direction,
    locale: code,
    timeZone: calendar.timeZone,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
