import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../identity/index.js';
import { employees } from './people.table.js';

/** The SQL linking employee records to sign-in accounts (identity's users and memberships). */

/** A user's account name, if the account is visible. */
export async function accountName(tx: Db, userId: string): Promise<string | undefined> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name;
}

/** The user id of a member of the company with this email (case-insensitive), if any. */
export async function memberWithEmail(tx: Db, companyId: string, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row?.id ?? null;
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
