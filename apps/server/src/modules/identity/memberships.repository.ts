import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { statementOf } from '../../db/list.js';
import { companies, companyGroups } from '../org/index.js';
import { memberships, users } from './identity.table.js';

/** Memberships (a person in a company) and the companies they open: the SQL of identity's member flows. */

export type MembershipRow = typeof memberships.$inferSelect;

const activeCompanies = statementOf((db: Db, _shape: Record<string, never>) =>
  db
    .select({
      membershipId: memberships.id,
      id: companies.id,
      name: companies.name,
      groupId: companies.groupId,
      groupName: companyGroups.name,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(companyGroups, eq(companyGroups.id, companies.groupId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        sql`${memberships.status} = 'active'`,
        // Access ends with an employee's termination: no sign-in, refresh or switch into the company after it.
        or(isNull(memberships.accessEndsAt), gt(memberships.accessEndsAt, sql.placeholder('now'))),
      ),
    )
    .orderBy(asc(memberships.createdAt), asc(companies.name)),
);

/** The companies a person may work in (active memberships, access not ended at `now`), oldest membership first; built once, as GET /api/auth/me reads it. */
export async function activeCompaniesOf(tx: Db, userId: string, now: Date) {
  return activeCompanies(tx, {}, { userId, now: now.toISOString() });
}

export async function companyName(tx: Db, companyId: string): Promise<string> {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company!.name;
}

/** A new group of companies and its first company (sign-up). */
export async function insertGroupAndCompany(
  tx: Db,
  group: typeof companyGroups.$inferInsert,
  company: Omit<typeof companies.$inferInsert, 'groupId'>,
) {
  const [groupRow] = await tx.insert(companyGroups).values(group).returning();
  const [companyRow] = await tx
    .insert(companies)
    .values({ ...company, groupId: groupRow!.id })
    .returning();
  return { group: groupRow!, company: companyRow! };
}

/** `accountInvited`: the account has no password yet (its status is 'invited'). */
export async function insertMembership(tx: Db, companyId: string, userId: string, accountInvited = false): Promise<MembershipRow> {
  const [membership] = await tx.insert(memberships).values({ companyId, userId, accountInvited }).returning();
  return membership!;
}

type MembershipStatus = MembershipRow['status'];

/** The new membership, or null when the person is a member already. */
export async function insertMembershipIfAbsent(
  tx: Db,
  companyId: string,
  userId: string,
  status: MembershipStatus,
  accountInvited: boolean,
): Promise<MembershipRow | null> {
  const [inserted] = await tx.insert(memberships).values({ companyId, userId, status, accountInvited }).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Memberships of many people in one company, in one statement. */
export async function insertMemberships(
  tx: Db,
  companyId: string,
  people: readonly { userId: string; status: MembershipStatus; accountInvited: boolean }[],
) {
  if (people.length === 0) return [];
  return insertRows(
    tx,
    memberships,
    people.map(({ userId, status, accountInvited }) => ({ companyId, userId, status, accountInvited })),
  ).returning({ id: memberships.id, userId: memberships.userId });
}

/** A pending membership (an invitation of an existing account) becomes active; false when there is none. */
export async function acceptMembership(tx: Db, companyId: string, userId: string, now: Date): Promise<boolean> {
  const done = await tx
    .update(memberships)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.status, 'invited')))
    .returning({ id: memberships.id });
  return done.length > 0;
}

/** Removes a pending membership (a declined invitation) and its roles; false when there is none. */
export async function removeInvitedMembership(tx: Db, companyId: string, userId: string): Promise<boolean> {
  const done = await tx
    .delete(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.status, 'invited')))
    .returning({ id: memberships.id });
  return done.length > 0;
}

/** Which of these people are members of the company already. */
export async function membershipsIn(tx: Db, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: memberships.id, userId: memberships.userId, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.userId, [...userIds])));
}

/** The companies of a person's memberships (bound with bindSelf). */
export async function membershipCompaniesOf(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx.select({ companyId: memberships.companyId }).from(memberships).where(eq(memberships.userId, userId));
  return rows.map((r) => r.companyId);
}

/** Marks a membership changed because its account became active (the web's directories notice it). */
export async function touchMembership(tx: Db, companyId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(memberships)
    .set({ accountInvited: false, updatedAt: now })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

/** A member of the company with their account. */
export async function memberWithAccount(tx: Db, companyId: string, memberId: string) {
  const [found] = await tx
    .select({ user: users, membershipId: memberships.id, membershipStatus: memberships.status })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, memberId), eq(memberships.companyId, companyId)));
  return found;
}

/** How many memberships a person has in companies other than this one (bound with bindSelf). */
export async function membershipsElsewhere(tx: Db, userId: string, companyId: string): Promise<number> {
  const [elsewhere] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.companyId, companyId)));
  return elsewhere?.n ?? 0;
}

export async function setAccessEnd(tx: Db, companyId: string, userId: string, endsAt: Date | null, now: Date): Promise<void> {
  await tx
    .update(memberships)
    .set({ accessEndsAt: endsAt, updatedAt: now })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}
