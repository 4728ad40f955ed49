import { scopeCovers, type Scope } from '@hcims/contracts/access';
import { REPORT_OPERATORS_BY_TYPE, type ReportExportQuery, type ReportOperator, type ReportValueType } from '@hcims/contracts/reports';
import { AppError } from '../errors/app-error.js';
import { exportTable, labelAt, type ExportFile, type ExportLanguage, type ExportTable } from '../exports/index.js';
import { forbidden, scopeOf, type RequestCtx } from '../request/index.js';
import type { CheckedRequest, ReportCell, ReportDefinition, ReportField, ReportRequest } from './report-definition.js';
import { checkRequest } from './report-rules.js';

/**
 * The report engine: runs and exports any module's report definition within the caller's scope
 * of the definition's permission, in the request's one tenant transaction (`ctx.tx`). A request
 * naming a field with a permission of its own needs that permission at least as wide (ADR 0060).
 */

/** Exports render in the request; PDF is CPU-bound (ADR 0006), so it has a lower ceiling. */
export const EXPORT_LIMITS = { csv: 50_000, xlsx: 50_000, pdf: 2_000 } as const;

/** The company's calendar the engine needs: its today, and the time zone and currency of exports. */
export type ReportCalendar = { today: string; timeZone: string; currency: string };

export type ReportResultOf = {
  /** The definition's id: what the rows are. */
  entity: string;
  columns: { key: string; type: ReportValueType }[];
  rows: Record<string, ReportCell>[];
  groups: { value: ReportCell; count: number }[] | null;
  total: number;
  page: number;
  pageSize: number;
  scope: 'team' | 'department' | 'company' | 'group';
};

export type BuilderField = {
  key: string;
  type: ReportValueType;
  sensitive: boolean;
  column: boolean;
  groupable: boolean;
  sortable: boolean;
  operators: ReportOperator[];
  values?: string[];
};

/** How far the caller's permission for the definition reaches (403 without it). */
export function reportScope(ctx: Pick<RequestCtx, 'permissions'>, definition: ReportDefinition): Scope {
  const scope = scopeOf(ctx, definition.permission);
  if (!scope) throw forbidden(definition.permission);
  return scope;
}

/** A field with a permission of its own only when that permission reaches at least as far as the report. */
export function mayUseField(ctx: Pick<RequestCtx, 'permissions'>, scope: Scope, field: ReportField): boolean {
  if (!field.permission) return true;
  const held = scopeOf(ctx, field.permission);
  return held !== null && scopeCovers(held, scope);
}

/** The request checked against the definition and the caller (422 for a bad one, 403 for a field they may not use). */
export function checkFor(ctx: Pick<RequestCtx, 'permissions'>, definition: ReportDefinition, request: ReportRequest): CheckedRequest {
  const scope = reportScope(ctx, definition);
  return checkRequest(definition, request, (field) => mayUseField(ctx, scope, field));
}

/** The fields the builder may offer the caller: those they may use, with the operators of their type. */
export function builderFields(ctx: Pick<RequestCtx, 'permissions'>, definition: ReportDefinition): BuilderField[] {
  const scope = reportScope(ctx, definition);
  return definition.fields
    .filter((f) => mayUseField(ctx, scope, f))
    .map((f) => ({
      key: f.key,
      type: f.type,
      sensitive: f.permission !== undefined,
      column: f.column,
      groupable: f.groupable,
      sortable: f.sortable,
      operators: [...REPORT_OPERATORS_BY_TYPE[f.type]],
      ...(f.values ? { values: [...f.values] } : {}),
    }));
}

/** One page of a report: checks the request, then runs it through the definition's repository. */
export async function runReport(
  ctx: RequestCtx,
  definition: ReportDefinition,
  request: ReportRequest,
  page: { page: number; pageSize: number; calendar: ReportCalendar },
): Promise<ReportResultOf> {
  const scope = reportScope(ctx, definition);
  const checked = checkRequest(definition, request, (field) => mayUseField(ctx, scope, field));
  const found = await definition.query(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    scope,
    asOf: page.calendar.today,
    checked,
    page: { offset: (page.page - 1) * page.pageSize, limit: page.pageSize },
  });
  const typeOf = (key: string) => definition.fields.find((f) => f.key === key)!.type;
  const group = checked.request.groupBy;
  const columns = group?.summaryOnly
    ? [
        { key: group.field, type: typeOf(group.field) },
        { key: 'count', type: 'number' as const },
      ]
    : (group ? [group.field, ...checked.columns] : checked.columns).map((key) => ({ key, type: typeOf(key) }));
  return {
    entity: definition.id,
    columns,
    rows: found.rows,
    groups: found.groups,
    total: found.total,
    page: page.page,
    pageSize: page.pageSize,
    scope: scope === 'own' ? 'team' : scope,
  };
}

export type ReportExport = {
  format: ReportExportQuery['format'];
  title: string;
  language: ExportLanguage<object>;
  calendar: ReportCalendar;
};

/** Every row (up to the format's limit) as a file, with headers and enum values in the export's language. */
export async function exportReport(
  ctx: RequestCtx,
  definition: ReportDefinition,
  request: ReportRequest,
  options: ReportExport,
): Promise<ExportFile> {
  const limit = EXPORT_LIMITS[options.format];
  const result = await runReport(ctx, definition, request, { page: 1, pageSize: limit + 1, calendar: options.calendar });
  if (result.rows.length > limit) {
    throw new AppError(
      'PEOPLE_REPORT_TOO_LARGE',
      `A ${options.format.toUpperCase()} export holds at most ${limit} rows; add filters or choose CSV`,
      { status: 422, details: { maxRows: limit, format: options.format } },
    );
  }
  const { labels } = options.language;
  const translated = new Set(definition.fields.filter((f) => f.translatedValues).map((f) => f.key));
  const table: ExportTable = {
    title: options.title,
    columns: result.columns.map((column) => ({
      key: column.key,
      label: labelAt(labels, headerKey(definition, column.key)) ?? column.key,
      type: column.type === 'money' ? 'money' : column.type === 'number' ? 'number' : column.type === 'date' ? 'date' : 'text',
    })),
    rows: result.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          translated.has(key) && typeof value === 'string' ? (labelAt(labels, `values.${value}`) ?? value) : value,
        ]),
      ),
    ),
    direction: options.language.direction,
    locale: options.language.code,
    currency: options.calendar.currency,
    timeZone: options.calendar.timeZone,
    generatedAt: ctx.now,
    labels: chromeOf(labels),
  };
  return exportTable(table, options.format);
}

/** A column's header key in the exports namespace: the field's own, the definition's for a summary's count, or `fields.<key>`. */
function headerKey(definition: ReportDefinition, key: string): string {
  if (key === 'count' && definition.countLabelKey) return definition.countLabelKey;
  return definition.fields.find((f) => f.key === key)?.labelKey ?? `fields.${key}`;
}

function chromeOf(labels: object): { generated: string; page: string } {
  return { generated: labelAt(labels, 'chrome.generated') ?? '{date}', page: labelAt(labels, 'chrome.page') ?? '{page} / {total}' };
}
