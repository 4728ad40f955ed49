import type { HolidayExportQuery, HolidayListQuery } from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { exportLanguage, type ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { EXPORT_LIMITS } from '../../platform/reports/index.js';
import * as repo from './holidays.repository.js';
import { companyCalendar } from './leave.repository.js';

/** How the holiday export reads the web app's `exports` catalogue (ADR 0022): its own `routines` section. */
type Labels = {
  routines: {
    holidays: string;
    fields: Record<'date' | 'description' | 'type' | 'branch', string>;
    types: Record<string, string>;
    wholeCompany: string;
  };
  chrome: { generated: string; page: string };
};

/** The holiday list as the screen filters it (every page) as a table for CSV, XLSX or PDF, in the export's language. */
export async function holidaysTable(
  ctx: RequestCtx,
  { format, lng, ...filters }: HolidayExportQuery,
  acceptLanguage: string | undefined,
): Promise<ExportTable> {
  const limit = EXPORT_LIMITS[format];
  const query: HolidayListQuery = { ...filters, page: 1, pageSize: limit + 1 };
  const { rows } = await repo.listHolidays(ctx.tx, ctx.companyId, query);
  if (rows.length > limit)
    throw AppError.rule('ROUTINES_EXPORT_TOO_LARGE', `A ${format.toUpperCase()} export holds at most ${limit} rows; add filters`, {
      maxRows: limit,
      format,
    });
  const { code, labels, direction } = exportLanguage<Labels>(lng, acceptLanguage, format);
  const l = labels.routines;
  const { timeZone } = await companyCalendar(ctx.tx, ctx.companyId);
  return {
    title: l.holidays,
    columns: [
      { key: 'date', label: l.fields.date, type: 'date' },
      { key: 'description', label: l.fields.description },
      { key: 'type', label: l.fields.type },
      { key: 'branch', label: l.fields.branch },
    ],
    rows: rows.map((h) => ({
      date: h.date,
      description: h.description,
      type: l.types[h.type] ?? h.type,
      branch: h.branchName ?? l.wholeCompany,
    })),
    direction,
    locale: code,
    timeZone,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
