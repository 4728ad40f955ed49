import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dashboardLayouts } from './workspace.table.js';

/** The SQL of the workspace module. Every query names its company, on top of row-level security. */

export type LayoutRow = typeof dashboardLayouts.$inferSelect;

export async function findLayout(tx: Db, companyId: string, userId: string): Promise<LayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(dashboardLayouts)
    .where(and(eq(dashboardLayouts.companyId, companyId), eq(dashboardLayouts.userId, userId)));
  return row;
}

/**
 * Saves the layout when `version` is the stored one (0: none stored yet); undefined when another
 * save came first.
 */
export async function saveLayout(
  tx: Db,
  key: { companyId: string; userId: string },
  layout: { cardOrder: string[]; hidden: string[] },
  version: number,
  now: Date,
): Promise<LayoutRow | undefined> {
  if (version === 0) {
    const [row] = await tx
      .insert(dashboardLayouts)
      .values({ ...key, ...layout, version: 1, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  }
  const [row] = await tx
    .update(dashboardLayouts)
    .set({ ...layout, version: sql`${dashboardLayouts.version} + 1`, updatedAt: now })
    .where(
      and(eq(dashboardLayouts.companyId, key.companyId), eq(dashboardLayouts.userId, key.userId), eq(dashboardLayouts.version, version)),
    )
    .returning();
  return row;
}

/** Today in the company's time zone (the org module's rule). */
export { companyToday } from '../org/index.js';
