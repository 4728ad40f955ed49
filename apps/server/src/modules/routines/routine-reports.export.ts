import type { RoutineReportExportQuery, RoutineReportKind } from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { exportLanguage, type ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { EXPORT_LIMITS } from '../../platform/reports/index.js';
import { companyHours } from './attendance.repository.js';
import { minorToDecimal } from './expenses-export.js';
import { routineReport } from './routine-reports.service.js';

/** How a routines report reads the web app's `exports` catalogue (ADR 0022): `routines.reports`. */
type Labels = {
  routines: { reports: { titles: Record<RoutineReportKind, string>; fields: Record<string, string> } };
  chrome: { generated: string; page: string };
};

/** A routines report over its whole period (every page) as a table for CSV, XLSX or PDF, in the export's language. */
export async function routineReportTable(
  ctx: RequestCtx,
  kind: RoutineReportKind,
  { format, lng, title, ...filters }: RoutineReportExportQuery,
  acceptLanguage: string | undefined,
): Promise<ExportTable & { fileName: string }> {
  const limit = EXPORT_LIMITS[format];
  const report = await routineReport(ctx, kind, { ...filters, page: 1, pageSize: limit + 1 });
  if (report.total > limit)
    throw AppError.rule('ROUTINES_EXPORT_TOO_LARGE', `A ${format.toUpperCase()} export holds at most ${limit} rows; add filters`, {
      maxRows: limit,
      format,
    });
  const { code, labels, direction } = exportLanguage<Labels>(lng, acceptLanguage, format);
  const l = labels.routines.reports;
  const { timeZone } = await companyHours(ctx.tx, ctx.companyId);
  return {
    title: title ?? `${l.titles[kind]} ${report.from} – ${report.to}`,
    fileName: `${kind}-report-${report.from}-${report.to}`,
    columns: report.columns.map((c) => ({
      key: c.key,
      label: l.fields[c.key] ?? c.key,
      ...(c.type === 'text' || c.type === 'money' ? {} : { type: 'number' as const }),
    })),
    rows: report.items.map((r) =>
      Object.fromEntries(
        report.columns.map((c) => [
          c.key,
          c.type === 'money' && typeof r[c.key] === 'number' ? minorToDecimal(r[c.key] as number) : r[c.key],
        ]),
      ),
    ),
    direction,
    locale: code,
    timeZone,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
