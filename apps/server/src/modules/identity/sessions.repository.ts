import type { PermissionSet } from '@hcims/contracts/access';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, sessions, users } from './identity.table.js';

/** Sessions and their refresh tokens: the SQL of identity's session flows. */

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(tx: Db, values: typeof sessions.$inferInsert): Promise<string> {
  const [session] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  return session!.id;
}

export async function insertRefreshToken(tx: Db, sessionId: string, digest: string, createdAt: Date): Promise<void> {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash: digest, createdAt });
}

/**
 * Ends the open sessions that match: one session, a person's sessions (all, all but one, or
 * those of one company). Returns the ids of the sessions it ended.
 */
export async function revokeSessions(
  tx: Db,
  which: { sessionId?: string; userId?: string; companyId?: string; except?: string },
  now: Date,
  reason: string,
): Promise<string[]> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        which.sessionId ? eq(sessions.id, which.sessionId) : undefined,
        which.userId ? eq(sessions.userId, which.userId) : undefined,
        which.companyId ? eq(sessions.companyId, which.companyId) : undefined,
        which.except ? ne(sessions.id, which.except) : undefined,
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

/** The refresh token with this digest, its session (locked for update) and the account's status. */
export async function refreshTokenForUpdate(tx: Db, digest: string) {
  const [row] = await tx
    .select({ token: refreshTokens, session: sessions, userStatus: users.status })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, digest))
    .for('update', { of: sessions });
  return row;
}

/** The session a refresh token belongs to. */
export async function sessionOfRefreshToken(tx: Db, digest: string): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select({ session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, digest));
  return row?.session;
}

/** Marks a refresh token used; false when another request rotated it first. */
export async function rotateRefreshToken(tx: Db, tokenId: string, now: Date): Promise<boolean> {
  const rotated = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rotated.length > 0;
}

export async function updateSession(
  tx: Db,
  sessionId: string,
  set: { companyId?: string; groupId: string; permissions: PermissionSet; lastUsedAt: Date },
): Promise<void> {
  await tx.update(sessions).set(set).where(eq(sessions.id, sessionId));
}

/** What the guard needs to know about a session behind a token. */
export async function sessionState(tx: Db, sessionId: string) {
  const [row] = await tx
    .select({
      userId: sessions.userId,
      companyId: sessions.companyId,
      permissions: sessions.permissions,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/** A person's sessions still usable at `now` (not ended, not expired, used after `usedAfter`), most recent first. */
export async function liveSessionsOf(tx: Db, userId: string, now: Date, usedAfter: Date): Promise<SessionRow[]> {
  return tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, usedAfter)))
    .orderBy(sql`${sessions.lastUsedAt} desc`);
}
