import type { CreateSavedReport, ReportExportQuery, ReportResult, SavedReport, UpdateSavedReport } from '@hcims/contracts/people';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit/index.js';
import type { AuthContext, Clock } from '../../../platform/auth/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { uniqueViolation } from '../../../platform/errors/unique-violation.js';
import type { ExportFile } from '../../../platform/exports/index.js';
import { withTenant } from '../../../platform/tenancy/index.js';
import { roleMembers, roles } from '../../access/index.js';
import { memberships, users } from '../../identity/index.js';
import { exportLanguage } from './report-labels.js';
import type { ReportsService } from './reports.service.js';
import { savedReports, savedReportShares } from './reports.table.js';

/**
 * Saved reports: the owner edits, shares and deletes; members of the roles it is shared with
 * (and the owner) list, run and export it. Another company's report, or one not shared with the
 * caller, is simply not found.
 */

type Origin = { requestId: string; ip: string | null };
type Row = typeof savedReports.$inferSelect;

const ctxOf = (auth: AuthContext) => ({ companyId: auth.companyId, groupId: auth.groupId, userId: auth.userId });

/** The caller's reports and those shared with one of their roles. */
function visibleTo(auth: AuthContext) {
  return or(
    eq(savedReports.ownerUserId, auth.userId),
    sql`exists (
      select 1 from ${savedReportShares}
      join ${roleMembers} on ${roleMembers.roleId} = ${savedReportShares.roleId} and ${roleMembers.companyId} = ${savedReportShares.companyId}
      join ${memberships} on ${memberships.id} = ${roleMembers.membershipId}
      where ${savedReportShares.reportId} = ${savedReports.id} and ${memberships.userId} = ${auth.userId})`,
  );
}

export type SavedReportsService = ReturnType<typeof createSavedReportsService>;

export function createSavedReportsService(deps: { database: Database; clock: Clock; reports: ReportsService }) {
  const { database, clock, reports } = deps;

  async function toDtos(tx: Db, auth: AuthContext, rows: Row[]): Promise<SavedReport[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const shares = await tx
      .select({ reportId: savedReportShares.reportId, roleId: savedReportShares.roleId })
      .from(savedReportShares)
      .where(inArray(savedReportShares.reportId, ids));
    const owners = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.ownerUserId))]));
    const ownerName = new Map(owners.map((o) => [o.id, o.name]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      definition: reports.parseStored(row.definition),
      owner: { id: row.ownerUserId, name: ownerName.get(row.ownerUserId) ?? '' },
      mine: row.ownerUserId === auth.userId,
      sharedWithRoleIds: shares.filter((s) => s.reportId === row.id).map((s) => s.roleId),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    }));
  }

  async function findVisible(tx: Db, auth: AuthContext, id: string): Promise<Row> {
    const [row] = await tx
      .select()
      .from(savedReports)
      .where(and(eq(savedReports.companyId, auth.companyId), eq(savedReports.id, id), visibleTo(auth)));
    if (!row) throw AppError.notFound('Saved report');
    return row;
  }

  async function findOwned(tx: Db, auth: AuthContext, id: string): Promise<Row> {
    const row = await findVisible(tx, auth, id);
    if (row.ownerUserId !== auth.userId) {
      throw new AppError('PEOPLE_REPORT_NOT_OWNER', 'Only the person who saved this report can change, share or delete it', {
        status: 403,
      });
    }
    return row;
  }

  async function checkRoles(tx: Db, auth: AuthContext, roleIds: string[]): Promise<string[]> {
    const unique = [...new Set(roleIds)];
    if (unique.length === 0) return [];
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, auth.companyId), inArray(roles.id, unique)));
    if (found.length !== unique.length) throw AppError.notFound('Role');
    return unique;
  }

  async function replaceShares(tx: Db, auth: AuthContext, reportId: string, roleIds: string[]): Promise<void> {
    await tx
      .delete(savedReportShares)
      .where(and(eq(savedReportShares.companyId, auth.companyId), eq(savedReportShares.reportId, reportId)));
    if (roleIds.length > 0) {
      await tx.insert(savedReportShares).values(roleIds.map((roleId) => ({ companyId: auth.companyId, reportId, roleId })));
    }
  }

  async function list(auth: AuthContext): Promise<SavedReport[]> {
    return withTenant(database, ctxOf(auth), async (tx) => {
      const rows = await tx
        .select()
        .from(savedReports)
        .where(and(eq(savedReports.companyId, auth.companyId), visibleTo(auth)))
        .orderBy(asc(savedReports.name), asc(savedReports.id));
      return toDtos(tx, auth, rows);
    });
  }

  async function count(auth: AuthContext): Promise<number> {
    const [row] = await withTenant(database, ctxOf(auth), (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(savedReports)
        .where(and(eq(savedReports.companyId, auth.companyId), visibleTo(auth))),
    );
    return Number(row?.n ?? 0);
  }

  async function get(auth: AuthContext, id: string): Promise<SavedReport> {
    return withTenant(database, ctxOf(auth), async (tx) => (await toDtos(tx, auth, [await findVisible(tx, auth, id)]))[0]!);
  }

  async function create(auth: AuthContext, input: CreateSavedReport, origin: Origin): Promise<SavedReport> {
    // Refuses fields the caller may not use before anything is stored.
    await reports.inContext(auth, (c) => Promise.resolve(reports.check(auth, c.scope, input.definition)));
    try {
      return await withTenant(database, ctxOf(auth), async (tx) => {
        const roleIds = await checkRoles(tx, auth, input.sharedWithRoleIds);
        const now = clock();
        const [row] = await tx
          .insert(savedReports)
          .values({
            companyId: auth.companyId,
            ownerUserId: auth.userId,
            name: input.name,
            description: input.description,
            definition: input.definition,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await replaceShares(tx, auth, row!.id, roleIds);
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorUserId: auth.userId,
          action: 'people.report-saved',
          targetType: 'saved-report',
          targetId: row!.id,
          after: { name: row!.name, definition: row!.definition, sharedWithRoleIds: roleIds },
          requestId: origin.requestId,
          ip: origin.ip,
          at: now,
        });
        return (await toDtos(tx, auth, [row!]))[0]!;
      });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw nameTaken();
      throw error;
    }
  }

  function nameTaken(): AppError {
    return new AppError('PEOPLE_REPORT_NAME_TAKEN', 'You already have a saved report with this name', {
      status: 409,
      details: [{ path: 'body.name', message: 'is already used by another of your reports' }],
    });
  }

  function stale(current: number): AppError {
    return AppError.stale('PEOPLE_REPORT_STALE_VERSION', 'This report was changed meanwhile; reload it', current);
  }

  async function update(auth: AuthContext, id: string, input: UpdateSavedReport, origin: Origin): Promise<SavedReport> {
    if (input.definition) {
      const definition = input.definition;
      await reports.inContext(auth, (c) => Promise.resolve(reports.check(auth, c.scope, definition)));
    }
    try {
      return await withTenant(database, ctxOf(auth), async (tx) => {
        const before = await findOwned(tx, auth, id);
        if (before.version !== input.version) throw stale(before.version);
        const now = clock();
        const [row] = await tx
          .update(savedReports)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.definition !== undefined ? { definition: input.definition } : {}),
            version: before.version + 1,
            updatedAt: now,
          })
          .where(and(eq(savedReports.id, id), eq(savedReports.version, input.version)))
          .returning();
        if (!row) throw stale(before.version + 1);
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorUserId: auth.userId,
          action: 'people.report-updated',
          targetType: 'saved-report',
          targetId: id,
          before: { name: before.name, description: before.description, definition: before.definition },
          after: { name: row.name, description: row.description, definition: row.definition },
          requestId: origin.requestId,
          ip: origin.ip,
          at: now,
        });
        return (await toDtos(tx, auth, [row]))[0]!;
      });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw nameTaken();
      throw error;
    }
  }

  async function share(auth: AuthContext, id: string, input: { roleIds: string[]; version: number }, origin: Origin): Promise<SavedReport> {
    return withTenant(database, ctxOf(auth), async (tx) => {
      const before = await findOwned(tx, auth, id);
      if (before.version !== input.version) throw stale(before.version);
      const roleIds = await checkRoles(tx, auth, input.roleIds);
      const [previous] = await toDtos(tx, auth, [before]);
      await replaceShares(tx, auth, id, roleIds);
      const now = clock();
      const [row] = await tx
        .update(savedReports)
        .set({ version: before.version + 1, updatedAt: now })
        .where(and(eq(savedReports.id, id), eq(savedReports.version, input.version)))
        .returning();
      if (!row) throw stale(before.version + 1);
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: auth.userId,
        action: 'people.report-shared',
        targetType: 'saved-report',
        targetId: id,
        before: { sharedWithRoleIds: previous!.sharedWithRoleIds },
        after: { sharedWithRoleIds: roleIds },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      return (await toDtos(tx, auth, [row]))[0]!;
    });
  }

  async function remove(auth: AuthContext, id: string, origin: Origin): Promise<void> {
    await withTenant(database, ctxOf(auth), async (tx) => {
      const before = await findOwned(tx, auth, id);
      await tx.delete(savedReports).where(and(eq(savedReports.companyId, auth.companyId), eq(savedReports.id, id)));
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: auth.userId,
        action: 'people.report-deleted',
        targetType: 'saved-report',
        targetId: id,
        before: { name: before.name, definition: before.definition },
        requestId: origin.requestId,
        ip: origin.ip,
        at: clock(),
      });
    });
  }

  async function run(auth: AuthContext, id: string, page: number, pageSize: number): Promise<ReportResult> {
    return reports.inContext(auth, async (c) => {
      const row = await findVisible(c.tx, auth, id);
      return reports.runChecked(c, reports.check(auth, c.scope, reports.parseStored(row.definition)), page, pageSize);
    });
  }

  async function exportReport(
    auth: AuthContext,
    id: string,
    request: ReportExportQuery & { acceptLanguage?: string | undefined },
  ): Promise<ExportFile & { title: string }> {
    const language = exportLanguage(request.lng, request.acceptLanguage, request.format);
    return reports.inContext(auth, async (c) => {
      const row = await findVisible(c.tx, auth, id);
      const title = request.title ?? row.name;
      const checked = reports.check(auth, c.scope, reports.parseStored(row.definition));
      return { ...(await reports.exportChecked(c, checked, title, request, language)), title };
    });
  }

  return { list, count, get, create, update, share, remove, run, exportReport };
}
