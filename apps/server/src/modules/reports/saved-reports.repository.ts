import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roleMembers, roles } from '../access/index.js';
import { memberships, users } from '../identity/index.js';
import { savedReports, savedReportShares } from './reports.table.js';

/**
 * Saved reports' SQL. A report is visible to its owner and to members of the roles it is shared
 * with; every read is also bounded by the company (row-level security backs it).
 */

export type SavedReportRow = typeof savedReports.$inferSelect;
type Caller = { companyId: string; userId: string };

/** The caller's reports and those shared with one of their roles. */
function visibleTo(userId: string) {
  return or(
    eq(savedReports.ownerUserId, userId),
    sql`exists (
      select 1 from ${savedReportShares}
      join ${roleMembers} on ${roleMembers.roleId} = ${savedReportShares.roleId} and ${roleMembers.companyId} = ${savedReportShares.companyId}
      join ${memberships} on ${memberships.id} = ${roleMembers.membershipId}
      where ${savedReportShares.reportId} = ${savedReports.id} and ${memberships.userId} = ${userId})`,
  );
}

export function listVisible(tx: Db, caller: Caller): Promise<SavedReportRow[]> {
  return tx
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.companyId, caller.companyId), visibleTo(caller.userId)))
    .orderBy(asc(savedReports.name), asc(savedReports.id));
}

export async function countVisible(tx: Db, caller: Caller): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedReports)
    .where(and(eq(savedReports.companyId, caller.companyId), visibleTo(caller.userId)));
  return Number(row?.n ?? 0);
}

export async function findVisible(tx: Db, caller: Caller, id: string): Promise<SavedReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.companyId, caller.companyId), eq(savedReports.id, id), visibleTo(caller.userId)));
  return row;
}

/** The roles each report is shared with. */
export function sharesOf(tx: Db, reportIds: string[]): Promise<{ reportId: string; roleId: string }[]> {
  return tx
    .select({ reportId: savedReportShares.reportId, roleId: savedReportShares.roleId })
    .from(savedReportShares)
    .where(inArray(savedReportShares.reportId, reportIds));
}

export function namesOfUsers(tx: Db, userIds: string[]): Promise<{ id: string; name: string }[]> {
  return tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds));
}

/** Which of these roles exist in the company. */
export async function existingRoleIds(tx: Db, companyId: string, roleIds: string[]): Promise<string[]> {
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, roleIds)));
  return found.map((r) => r.id);
}

export async function replaceShares(tx: Db, companyId: string, reportId: string, roleIds: string[]): Promise<void> {
  await tx.delete(savedReportShares).where(and(eq(savedReportShares.companyId, companyId), eq(savedReportShares.reportId, reportId)));
  if (roleIds.length > 0) {
    await tx.insert(savedReportShares).values(roleIds.map((roleId) => ({ companyId, reportId, roleId })));
  }
}

export async function insertSavedReport(tx: Db, values: typeof savedReports.$inferInsert): Promise<SavedReportRow> {
  const [row] = await tx.insert(savedReports).values(values).returning();
  return row!;
}

/** Writes the change when the version is still `version`; undefined when someone else changed it meanwhile. */
export async function updateSavedReport(
  tx: Db,
  id: string,
  version: number,
  change: Partial<Pick<SavedReportRow, 'name' | 'description' | 'definition'>> & { updatedAt: Date },
): Promise<SavedReportRow | undefined> {
  const [row] = await tx
    .update(savedReports)
    .set({ ...change, version: version + 1 })
    .where(and(eq(savedReports.id, id), eq(savedReports.version, version)))
    .returning();
  return row;
}

export async function deleteSavedReport(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(savedReports).where(and(eq(savedReports.companyId, companyId), eq(savedReports.id, id)));
}

/** Demo data: a saved report unless its owner already has one of that name; undefined when skipped. */
export async function insertSavedReportOnce(tx: Db, values: typeof savedReports.$inferInsert): Promise<SavedReportRow | undefined> {
  const [row] = await tx.insert(savedReports).values(values).onConflictDoNothing().returning();
  return row;
}
