import { AppError } from '../../platform/errors/app-error.js';
import { exportLanguage, labelAt, type ExportFile, type ExportFormat } from '../../platform/exports/index.js';
import {
  builderFields,
  exportReport,
  runReport,
  type BuilderField,
  type ReportCatalogue,
  type ReportDefinition,
  type ReportRequest,
  type ReportResultOf,
  type StandardReport,
} from '../../platform/reports/index.js';
import { scopeOf, type RequestCtx } from '../../platform/request/index.js';
import { companyCalendar } from './reports.repository.js';
import { countVisible } from './saved-reports.repository.js';

/**
 * Use cases of the report hub, the builder and unsaved reports, over every module's report
 * definitions (the catalogue the module registry composed). Each takes the request's context:
 * the route opened its one tenant transaction.
 */

export type ExportRequest = {
  format: ExportFormat;
  lng?: string | undefined;
  title?: string | undefined;
  acceptLanguage?: string | undefined;
};
export type ExportedReport = ExportFile & { title: string };

/** The definition a request names (its `entity`), or 422 for one no module offers. */
export function definitionOf(catalogue: ReportCatalogue, id: string): ReportDefinition {
  const found = catalogue.get(id);
  if (!found) {
    throw new AppError('PEOPLE_REPORT_INVALID_DEFINITION', `"${id}" is not a report entity`, {
      status: 422,
      details: [{ path: 'definition.entity', message: 'is not a report entity' }],
    });
  }
  return found;
}

/** The definitions whose permission the caller holds. */
function reachable(ctx: RequestCtx, catalogue: ReportCatalogue): ReportDefinition[] {
  return catalogue.definitions.filter((d) => scopeOf(ctx, d.permission) !== null);
}

export type HubEntry = {
  key: string;
  kind: string;
  category: string;
  definition: ReportRequest | null;
  formats: ExportFormat[];
};

const formats: ExportFormat[] = ['csv', 'xlsx', 'pdf'];

/** The hub: each definition's ready-made reports and other reports, the builder, and how many saved reports the caller sees. */
export async function hub(ctx: RequestCtx, catalogue: ReportCatalogue): Promise<{ reports: HubEntry[]; savedReports: number }> {
  const reports: HubEntry[] = reachable(ctx, catalogue).flatMap((d) => [
    ...(d.standardReports ?? []).map((s) => ({ key: s.key, kind: 'standard', category: s.category, definition: s.request, formats })),
    ...(d.hubEntries ?? []).map((e) => ({ ...e, definition: null, formats })),
  ]);
  reports.push({ key: 'builder', kind: 'builder', category: 'custom', definition: null, formats });
  return { reports, savedReports: await countVisible(ctx.tx, ctx) };
}

/** What the builder may offer the caller: per definition, the fields they may use. */
export function builderOptions(ctx: RequestCtx, catalogue: ReportCatalogue): { entities: { entity: string; fields: BuilderField[] }[] } {
  return { entities: reachable(ctx, catalogue).map((d) => ({ entity: d.id, fields: builderFields(ctx, d) })) };
}

export async function run(
  ctx: RequestCtx,
  catalogue: ReportCatalogue,
  request: ReportRequest,
  page: { page: number; pageSize: number },
): Promise<ReportResultOf> {
  const calendar = await companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  return runReport(ctx, definitionOf(catalogue, request.entity), request, { ...page, calendar });
}

/**
 * A report as a file in the export's language; `title` answers its title when the request
 * names none (from the language's catalogue).
 */
export async function exportAs(
  ctx: RequestCtx,
  catalogue: ReportCatalogue,
  requestOf: ReportRequest | ((today: string) => ReportRequest),
  exported: ExportRequest,
  title: (labels: object, definition: ReportDefinition) => string,
): Promise<ExportedReport> {
  const calendar = await companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const request = typeof requestOf === 'function' ? requestOf(calendar.today) : requestOf;
  const definition = definitionOf(catalogue, request.entity);
  const language = exportLanguage(exported.lng, exported.acceptLanguage, exported.format);
  const named = exported.title ?? title(language.labels, definition);
  const file = await exportReport(ctx, definition, request, { format: exported.format, title: named, language, calendar });
  return { ...file, title: named };
}

/** An unsaved report: titled by its definition's label. */
export function exportUnsaved(ctx: RequestCtx, catalogue: ReportCatalogue, request: ReportRequest, exported: ExportRequest) {
  return exportAs(ctx, catalogue, request, exported, (labels, d) => labelAt(labels, d.labelKey) ?? d.id);
}

/** A ready-made report of any definition by its key. */
function standardOf(catalogue: ReportCatalogue, key: string): { definition: ReportDefinition; report: StandardReport } {
  for (const definition of catalogue.definitions) {
    const report = definition.standardReports?.find((s) => s.key === key);
    if (report) return { definition, report };
  }
  throw AppError.notFound('Report');
}

type Parameters = Readonly<Record<string, string | number | undefined>>;

function standardRequest(report: StandardReport, parameters: Parameters, today: string): ReportRequest {
  return report.withParameters ? report.withParameters(parameters, today) : report.request;
}

export async function runStandard(
  ctx: RequestCtx,
  catalogue: ReportCatalogue,
  key: string,
  query: Parameters & { page: number; pageSize: number },
): Promise<ReportResultOf> {
  const { definition, report } = standardOf(catalogue, key);
  const { page, pageSize, ...parameters } = query;
  const calendar = await companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  return runReport(ctx, definition, standardRequest(report, parameters, calendar.today), { page, pageSize, calendar });
}

export function exportStandard(
  ctx: RequestCtx,
  catalogue: ReportCatalogue,
  key: string,
  parameters: Parameters,
  exported: ExportRequest,
): Promise<ExportedReport> {
  const { report } = standardOf(catalogue, key);
  const request = (today: string) => standardRequest(report, parameters, today);
  return exportAs(ctx, catalogue, request, exported, (labels) => labelAt(labels, report.labelKey) ?? report.key);
}
