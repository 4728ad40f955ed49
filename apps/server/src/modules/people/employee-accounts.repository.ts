import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, normaliseEmail, users } from '../identity/index.js';
import { employees } from './people.table.js';

/** The SQL linking employee records to sign-in accounts (identity's users and memberships). */

/** A user's account name, if the account is visible. */
export async function accountName(tx: Db, userId: string): Promise<string | undefined> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name;
}

/**
 * The user ids of the company's members with these emails (case-insensitive), by normaliseEmail: one
 * statement for a whole import chunk, not one per row.
 */
export async function membersWithEmails(tx: Db, companyId: string, emails: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(emails.map(normaliseEmail))];
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
    .where(inArray(sql`lower(${users.email})`, keys));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Links a record to an account unless it is linked to another one already; false when it was. */
export async function linkAccount(tx: Db, companyId: string, employeeId: string, userId: string, now: Date): Promise<boolean> {
  const linked = await tx
    .update(employees)
    .set({ userId, version: sql`${employees.version} + 1`, updatedAt: now })
    .where(
      and(eq(employees.companyId, companyId), eq(employees.id, employeeId), or(isNull(employees.userId), eq(employees.userId, userId))),
    )
    .returning({ id: employees.id });
  return linked.length > 0;
}
