import { ReportDefinitionSchema, type CreateSavedReport, type ReportDefinition, type UpdateSavedReport } from '@hcims/contracts/people';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { checkFor, type ReportCatalogue, type ReportResultOf } from '../../platform/reports/index.js';
import { audit, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import { definitionOf, exportAs, run as runReport, type ExportedReport, type ExportRequest } from './reports.service.js';
import * as repo from './saved-reports.repository.js';

/**
 * Saved reports: the owner edits, shares and deletes; members of the roles it is shared with
 * (and the owner) list, run and export it. Another company's report, or one not shared with the
 * caller, is simply not found. A stored definition is checked again each time it runs: the
 * allow-list, or the caller's permissions, may have changed since it was saved.
 */

export type SavedReportDto = {
  id: string;
  name: string;
  description: string;
  definition: ReportDefinition;
  owner: { id: string; name: string };
  mine: boolean;
  sharedWithRoleIds: string[];
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** A stored definition read back, or 422 when it no longer fits the schema. */
function parseStored(definition: unknown): ReportDefinition {
  const parsed = ReportDefinitionSchema.safeParse(definition);
  if (!parsed.success) {
    throw new AppError('PEOPLE_REPORT_INVALID_DEFINITION', 'This saved report uses fields that no longer exist; edit it', { status: 422 });
  }
  return parsed.data;
}

async function toDtos(ctx: RequestCtx, rows: repo.SavedReportRow[]): Promise<SavedReportDto[]> {
  if (rows.length === 0) return [];
  const shares = await repo.sharesOf(
    ctx.tx,
    rows.map((r) => r.id),
  );
  const owners = await repo.namesOfUsers(ctx.tx, [...new Set(rows.map((r) => r.ownerUserId))]);
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    definition: parseStored(row.definition),
    owner: { id: row.ownerUserId, name: ownerName.get(row.ownerUserId) ?? '' },
    mine: row.ownerUserId === ctx.userId,
    sharedWithRoleIds: shares.filter((s) => s.reportId === row.id).map((s) => s.roleId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }));
}

async function toDto(ctx: RequestCtx, row: repo.SavedReportRow): Promise<SavedReportDto> {
  return (await toDtos(ctx, [row]))[0]!;
}

async function findVisible(ctx: RequestCtx, id: string): Promise<repo.SavedReportRow> {
  const row = await repo.findVisible(ctx.tx, ctx, id);
  if (!row) throw AppError.notFound('Saved report');
  return row;
}

async function findOwned(ctx: RequestCtx, id: string): Promise<repo.SavedReportRow> {
  const row = await findVisible(ctx, id);
  if (row.ownerUserId !== ctx.userId) {
    throw new AppError('PEOPLE_REPORT_NOT_OWNER', 'Only the person who saved this report can change, share or delete it', { status: 403 });
  }
  return row;
}

async function checkRoles(ctx: RequestCtx, roleIds: string[]): Promise<string[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const found = await repo.existingRoleIds(ctx.tx, ctx.companyId, unique);
  if (found.length !== unique.length) throw AppError.notFound('Role');
  return unique;
}

/** Refuses, before anything is stored, a definition the caller may not run (bad fields, sensitive ones without the permission). */
function checkDefinition(ctx: RequestCtx, catalogue: ReportCatalogue, definition: ReportDefinition): void {
  checkFor(ctx, definitionOf(catalogue, definition.entity), definition);
}

function nameTaken(): AppError {
  return new AppError('PEOPLE_REPORT_NAME_TAKEN', 'You already have a saved report with this name', {
    status: 409,
    details: [{ path: 'body.name', message: 'is already used by another of your reports' }],
  });
}

const stale = (current: number) => staleVersion('PEOPLE_REPORT_STALE_VERSION', 'report', current);

/** A unique violation of the owner's report names as 409 naming the field. */
async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
}

export async function list(ctx: RequestCtx): Promise<SavedReportDto[]> {
  return toDtos(ctx, await repo.listVisible(ctx.tx, ctx));
}

export async function get(ctx: RequestCtx, id: string): Promise<SavedReportDto> {
  return toDto(ctx, await findVisible(ctx, id));
}

export async function create(ctx: RequestCtx, catalogue: ReportCatalogue, input: CreateSavedReport): Promise<SavedReportDto> {
  checkDefinition(ctx, catalogue, input.definition);
  const roleIds = await checkRoles(ctx, input.sharedWithRoleIds);
  const row = await namedOnce(() =>
    repo.insertSavedReport(ctx.tx, {
      companyId: ctx.companyId,
      ownerUserId: ctx.userId,
      name: input.name,
      description: input.description,
      definition: input.definition,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }),
  );
  await repo.replaceShares(ctx.tx, ctx.companyId, row.id, roleIds);
  await audit(ctx, 'people.report-saved', { type: 'saved-report', id: row.id }, null, {
    name: row.name,
    definition: row.definition,
    sharedWithRoleIds: roleIds,
  });
  return toDto(ctx, row);
}

export async function update(ctx: RequestCtx, catalogue: ReportCatalogue, id: string, input: UpdateSavedReport): Promise<SavedReportDto> {
  if (input.definition) checkDefinition(ctx, catalogue, input.definition);
  const before = await findOwned(ctx, id);
  if (before.version !== input.version) throw stale(before.version);
  const row = await namedOnce(() =>
    repo.updateSavedReport(ctx.tx, id, input.version, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.definition !== undefined ? { definition: input.definition } : {}),
      updatedAt: ctx.now,
    }),
  );
  if (!row) throw stale(before.version + 1);
  await audit(
    ctx,
    'people.report-updated',
    { type: 'saved-report', id },
    { name: before.name, description: before.description, definition: before.definition },
    { name: row.name, description: row.description, definition: row.definition },
  );
  return toDto(ctx, row);
}

export async function share(ctx: RequestCtx, id: string, input: { roleIds: string[]; version: number }): Promise<SavedReportDto> {
  const before = await findOwned(ctx, id);
  if (before.version !== input.version) throw stale(before.version);
  const roleIds = await checkRoles(ctx, input.roleIds);
  const previous = await toDto(ctx, before);
  await repo.replaceShares(ctx.tx, ctx.companyId, id, roleIds);
  const row = await repo.updateSavedReport(ctx.tx, id, input.version, { updatedAt: ctx.now });
  if (!row) throw stale(before.version + 1);
  await audit(
    ctx,
    'people.report-shared',
    { type: 'saved-report', id },
    { sharedWithRoleIds: previous.sharedWithRoleIds },
    { sharedWithRoleIds: roleIds },
  );
  return toDto(ctx, row);
}

export async function remove(ctx: RequestCtx, id: string): Promise<void> {
  const before = await findOwned(ctx, id);
  await repo.deleteSavedReport(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'people.report-deleted', { type: 'saved-report', id }, { name: before.name, definition: before.definition });
}

export async function runSaved(
  ctx: RequestCtx,
  catalogue: ReportCatalogue,
  id: string,
  page: { page: number; pageSize: number },
): Promise<ReportResultOf> {
  const row = await findVisible(ctx, id);
  return runReport(ctx, catalogue, parseStored(row.definition), page);
}

export async function exportSaved(
  ctx: RequestCtx,
  catalogue: ReportCatalogue,
  id: string,
  exported: ExportRequest,
): Promise<ExportedReport> {
  const row = await findVisible(ctx, id);
  return exportAs(ctx, catalogue, parseStored(row.definition), exported, () => row.name);
}
