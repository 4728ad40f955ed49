import { scopeCovers, type PermissionCode, type Scope } from '@hcims/contracts/access';
import {
  EMPLOYEE_REPORT_FIELDS,
  REPORT_OPERATORS_BY_TYPE,
  ReportDefinitionSchema,
  STANDARD_REPORT_KEYS,
  type ReportBuilderOptions,
  type ReportDefinition,
  type ReportExportQuery,
  type ReportFieldKey,
  type ReportHub,
  type ReportResult,
  type StandardReportKey,
  type StandardReportQuery,
} from '@hcims/contracts/people';
import type { Database } from '../../../db/client.js';
import type { AuthContext, Clock } from '../../../platform/auth/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { exportTable, type ExportFile, type ExportTable } from '../../../platform/exports/index.js';
import { withTenant, type TenantTx } from '../../../platform/tenancy/index.js';
import { exportLanguage, type ExportLanguage } from './report-labels.js';
import { scopeOf } from '../people.deps.js';
import { companyCalendar } from '../people.repository.js';
import { forbidden } from '../people.service.js';
import { selectReport } from './reports.repository.js';
import { checkDefinition, reportField, STANDARD_REPORTS, standardDefinition, type CheckedDefinition } from './reports.rules.js';

/**
 * Runs and exports report definitions within the caller's scope (people.reports:read); a definition
 * naming a sensitive field needs people.sensitive-data:read at least as wide (ADR 0060).
 */

/** Exports render in the request; PDF is CPU-bound (ADR 0006), so it has a lower ceiling. */
export const EXPORT_LIMITS = { csv: 50_000, xlsx: 50_000, pdf: 2_000 } as const;

export type ReportsDeps = { database: Database; clock: Clock };

export type ExportRequest = ReportExportQuery & { acceptLanguage?: string | undefined };

type Context = { tx: TenantTx; auth: AuthContext; scope: Scope; today: string; timeZone: string; currency: string; companyName: string };

const ctxOf = (auth: AuthContext) => ({ companyId: auth.companyId, groupId: auth.groupId, userId: auth.userId });

/** Sensitive data only when held at least as widely as the report reaches. */
export function canSeeSensitive(auth: AuthContext, scope: Scope): boolean {
  const held = auth.permissions['people.sensitive-data:read'];
  return held !== undefined && scopeCovers(held, scope);
}

/** The scope the caller holds a permission with (the guard has already refused callers without it). */
function heldScope(auth: AuthContext, code: PermissionCode): Scope {
  const scope = scopeOf(auth, code);
  if (!scope) throw forbidden(code);
  return scope;
}

export type ReportsService = ReturnType<typeof createReportsService>;

export function createReportsService(deps: ReportsDeps) {
  const { database, clock } = deps;

  async function inContext<T>(auth: AuthContext, work: (c: Context) => Promise<T>): Promise<T> {
    const scope = heldScope(auth, 'people.reports:read');
    return withTenant(database, ctxOf(auth), async (tx) => {
      const company = await companyCalendar(tx, auth.companyId, clock());
      return work({
        tx,
        auth,
        scope,
        today: company.today,
        timeZone: company.timeZone,
        currency: company.currency,
        companyName: company.name,
      });
    });
  }

  function check(auth: AuthContext, scope: Scope, definition: ReportDefinition): CheckedDefinition {
    return checkDefinition(definition, { canSeeSensitive: canSeeSensitive(auth, scope) });
  }

  function builderOptions(auth: AuthContext): ReportBuilderOptions {
    const sensitive = canSeeSensitive(auth, heldScope(auth, 'people.reports:read'));
    return {
      entities: [
        {
          entity: 'employees',
          fields: EMPLOYEE_REPORT_FIELDS.filter((f) => sensitive || !f.sensitive).map((f) => ({
            key: f.key,
            type: f.type,
            sensitive: f.sensitive,
            column: f.column,
            groupable: f.groupable,
            sortable: f.sortable,
            operators: [...REPORT_OPERATORS_BY_TYPE[f.type]],
            ...(f.values ? { values: [...f.values] } : {}),
          })),
        },
      ],
    };
  }

  function hub(savedReports: number): ReportHub {
    return {
      reports: [
        ...STANDARD_REPORT_KEYS.map((key) => ({
          key,
          kind: 'standard' as const,
          category: STANDARD_REPORTS[key].category,
          definition: STANDARD_REPORTS[key].definition,
          formats: ['csv', 'xlsx', 'pdf'] as ('csv' | 'xlsx' | 'pdf')[],
        })),
        { key: 'employee-details', kind: 'employee-details', category: 'profile', definition: null, formats: ['csv', 'xlsx', 'pdf'] },
        { key: 'builder', kind: 'builder', category: 'custom', definition: null, formats: ['csv', 'xlsx', 'pdf'] },
      ],
      savedReports,
    };
  }

  async function runChecked(c: Context, checked: CheckedDefinition, page: number, pageSize: number): Promise<ReportResult> {
    const found = await selectReport(
      c.tx,
      { auth: c.auth, scope: c.scope, asOf: c.today, checked },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    const group = checked.definition.groupBy;
    const columns = group?.summaryOnly
      ? [
          { key: group.field, type: reportField(group.field).type },
          { key: 'count' as const, type: 'number' as const },
        ]
      : (group ? [group.field, ...checked.columns] : checked.columns).map((key) => ({ key, type: reportField(key).type }));
    return {
      columns,
      rows: found.rows,
      groups: found.groups,
      total: found.total,
      page,
      pageSize,
      scope: c.scope === 'own' ? 'team' : c.scope,
    };
  }

  async function run(auth: AuthContext, definition: ReportDefinition, page: number, pageSize: number): Promise<ReportResult> {
    return inContext(auth, (c) => runChecked(c, check(auth, c.scope, definition), page, pageSize));
  }

  /** Every row (up to the format's limit) as an export table, translated. */
  async function exportChecked(
    c: Context,
    checked: CheckedDefinition,
    title: string,
    request: ExportRequest,
    language: ExportLanguage,
  ): Promise<ExportFile> {
    const limit = EXPORT_LIMITS[request.format];
    const result = await runChecked(c, checked, 1, limit + 1);
    if (result.rows.length > limit) {
      throw new AppError(
        'PEOPLE_REPORT_TOO_LARGE',
        `A ${request.format.toUpperCase()} export holds at most ${limit} rows; add filters or choose CSV`,
        {
          status: 422,
          details: { maxRows: limit, format: request.format },
        },
      );
    }
    const { labels } = language;
    const translated = new Set<ReportFieldKey | 'count'>(['status', 'employmentType', 'gender', 'tenureBand']);
    const table: ExportTable = {
      title,
      columns: result.columns.map((column) => ({
        key: column.key,
        label: labels.fields[column.key],
        type: column.type === 'money' ? 'money' : column.type === 'number' ? 'number' : column.type === 'date' ? 'date' : 'text',
      })),
      rows: result.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            translated.has(key as ReportFieldKey) && typeof value === 'string' ? (labels.values[value] ?? value) : value,
          ]),
        ),
      ),
      direction: language.direction,
      locale: language.code,
      currency: c.currency,
      timeZone: c.timeZone,
      generatedAt: clock(),
      labels: labels.chrome,
    };
    return exportTable(table, request.format);
  }

  async function exportDefinition(
    auth: AuthContext,
    definition: ReportDefinition,
    request: ExportRequest,
  ): Promise<ExportFile & { title: string }> {
    const language = exportLanguage(request.lng, request.acceptLanguage, request.format);
    return inContext(auth, async (c) => {
      const title = request.title ?? language.labels.reports.custom;
      return { ...(await exportChecked(c, check(auth, c.scope, definition), title, request, language)), title };
    });
  }

  async function runStandard(auth: AuthContext, key: StandardReportKey, query: StandardReportQuery): Promise<ReportResult> {
    return inContext(auth, (c) => runChecked(c, check(auth, c.scope, standardDefinition(key, query, c.today)), query.page, query.pageSize));
  }

  async function exportStandard(
    auth: AuthContext,
    key: StandardReportKey,
    query: Omit<StandardReportQuery, 'page' | 'pageSize'>,
    request: ExportRequest,
  ): Promise<ExportFile & { title: string }> {
    const language = exportLanguage(request.lng, request.acceptLanguage, request.format);
    return inContext(auth, async (c) => {
      const title = request.title ?? language.labels.reports[key];
      return {
        ...(await exportChecked(c, check(auth, c.scope, standardDefinition(key, query, c.today)), title, request, language)),
        title,
      };
    });
  }

  /** A stored definition re-checked on the way out: the allow-list may have changed since it was saved. */
  function parseStored(definition: unknown): ReportDefinition {
    const parsed = ReportDefinitionSchema.safeParse(definition);
    if (!parsed.success) {
      throw new AppError('PEOPLE_REPORT_INVALID_DEFINITION', 'This saved report uses fields that no longer exist; edit it', {
        status: 422,
      });
    }
    return parsed.data;
  }

  return {
    builderOptions,
    hub,
    run,
    exportDefinition,
    runStandard,
    exportStandard,
    parseStored,
    inContext,
    runChecked,
    exportChecked,
    check,
  };
}
