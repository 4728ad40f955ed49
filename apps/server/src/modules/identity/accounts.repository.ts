import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { statementOf } from '../../db/list.js';
import { bindEmails } from '../../platform/tenancy/index.js';
import { oneTimeTokens, users } from './identity.table.js';

/** Accounts (users) and their emailed single-use tokens: the SQL of identity's account flows. */

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = 'password-reset' | 'invitation' | 'company-invitation' | 'sign-up';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The accounts of the bound addresses by primary key (migration 0030): a lower(email) test alone
 * cannot use its index under the users policies and reads every account of the platform.
 */
const namedByBoundEmails = sql`${users.id} in (select unnest(app_named_user_ids()))`;

/** Names the address to the policies (for the rest of the caller's transaction) and finds its account. */
export async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  return tx.transaction(async (inner) => {
    await bindEmails(inner, [normaliseEmail(email)]);
    const [user] = await inner
      .select()
      .from(users)
      .where(and(namedByBoundEmails, sql`lower(${users.email}) = ${normaliseEmail(email)}`));
    return user;
  });
}

/** The accounts of these (normalised, already bound) addresses. */
export async function usersByEmails(tx: Db, emails: readonly string[]): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(namedByBoundEmails, inArray(sql`lower(${users.email})`, [...emails])));
}

const userOf = statementOf((db: Db, _shape: Record<string, never>) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

/** Built once and prepared (ADR 0138, 0141): every GET /api/auth/me and token refresh reads it. */
export async function userById(tx: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await userOf(tx, {}, { id });
  return user;
}

/** Locks an account's row until the transaction ends (serialises concurrent requests for it). */
export async function lockUser(tx: Db, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function insertUsers(tx: Db, values: (typeof users.$inferInsert)[]): Promise<UserRow[]> {
  if (values.length === 0) return [];
  return insertRows(tx, users, values).returning();
}

export async function updateUser(tx: Db, id: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(set).where(eq(users.id, id));
}

/** Stores one single-use token per user (their digests), in one statement. */
export async function insertTokens(
  tx: Db,
  rows: readonly { userId: string; digest: string }[],
  purpose: TokenPurpose,
  createdAt: Date,
  expiresAt: Date,
  companyId: string | null = null,
): Promise<void> {
  if (rows.length === 0) return;
  await insertRows(
    tx,
    oneTimeTokens,
    rows.map((row) => ({ userId: row.userId, purpose, tokenHash: row.digest, createdAt, expiresAt, invitedCompanyId: companyId })),
  );
}

/** Marks every unused token of an account used. */
export async function voidOutstandingTokens(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

/** How many reset tokens an account was issued after `since`. */
export async function resetsSince(tx: Db, userId: string, since: Date): Promise<number> {
  const [recent] = await tx
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'password-reset'), gt(oneTimeTokens.createdAt, since)));
  return recent?.n ?? 0;
}

/** An unused, unexpired token with this digest and its account (the digest must be bound: bindSecret). */
export async function usableToken(tx: Db, digest: string, now: Date) {
  const [found] = await tx
    .select({ token: oneTimeTokens, user: users })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, digest), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)));
  return found;
}

/** Uses a token; false when another request used it first (only one of two racing requests flips used_at). */
export async function useToken(tx: Db, tokenId: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return used.length > 0;
}
