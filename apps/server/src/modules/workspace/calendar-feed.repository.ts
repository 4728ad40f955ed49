import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds } from './calendar-feed.table.js';

/** The SQL of calendar subscription addresses. Only the token's digest is ever stored or compared. */

export type FeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeed(tx: Db, companyId: string, userId: string): Promise<FeedRow | undefined> {
  const [row] = await tx
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.companyId, companyId), eq(calendarFeeds.userId, userId)));
  return row;
}

/** Creates or replaces the person's address (the old token stops working at once). */
export async function saveFeed(tx: Db, row: { companyId: string; userId: string; tokenHash: string; createdAt: Date }): Promise<FeedRow> {
  const [saved] = await tx
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: [calendarFeeds.companyId, calendarFeeds.userId],
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    })
    .returning();
  return saved!;
}

export async function deleteFeed(tx: Db, companyId: string, userId: string): Promise<boolean> {
  const gone = await tx
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.companyId, companyId), eq(calendarFeeds.userId, userId)))
    .returning({ userId: calendarFeeds.userId });
  return gone.length > 0;
}

/** The address with this digest (the digest must be bound: bindSecret). */
export async function feedOfDigest(tx: Db, digest: string): Promise<FeedRow | undefined> {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, digest));
  return row;
}
