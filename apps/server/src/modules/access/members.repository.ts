import type { MemberList } from '@hcims/contracts/access';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { memberships, users } from '../identity/index.js';
import { roleMembers } from './access.table.js';

/** The SQL of role membership: who belongs to the company and which roles they hold. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An invited existing account shows its address, never its own name, until it accepts (ADR 0082). */
const shownName = sql<string>`case when ${memberships.status} = 'invited' then ${users.email} else ${users.name} end`;

/** People of the company with their roles, by name: search by name or email, only a role's members, one page. */
export async function pageMembers(
  tx: Db,
  companyId: string,
  query: { q?: string; roleId?: string; limit: number; page: number },
): Promise<MemberList> {
  const conditions: (SQL | undefined)[] = [eq(memberships.companyId, companyId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(shownName, pattern), ilike(users.email, pattern)));
  }
  if (query.roleId) {
    conditions.push(
      inArray(memberships.id, tx.select({ id: roleMembers.membershipId }).from(roleMembers).where(eq(roleMembers.roleId, query.roleId))),
    );
  }
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);
  const rows = await tx
    .select({ id: memberships.id, userId: users.id, name: shownName, email: users.email, status: memberships.status })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(asc(shownName), asc(memberships.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const held =
    rows.length === 0
      ? []
      : await tx
          .select({ membershipId: roleMembers.membershipId, roleId: roleMembers.roleId })
          .from(roleMembers)
          .where(
            and(
              eq(roleMembers.companyId, companyId),
              inArray(
                roleMembers.membershipId,
                rows.map((r) => r.id),
              ),
            ),
          );
  return {
    items: rows.map((r) => ({ ...r, roleIds: held.filter((h) => h.membershipId === r.id).map((h) => h.roleId) })),
    total: total?.n ?? 0,
  };
}

/** The memberships of the company among `ids` (unknown ids are left out). */
export async function existingMemberships(tx: Db, companyId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.id, [...ids])));
  return rows.map((r) => r.id);
}

export async function membershipStatus(tx: Db, companyId: string, membershipId: string): Promise<string | undefined> {
  const [membership] = await tx
    .select({ status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.id, membershipId)));
  return membership?.status;
}

/** Adds memberships to roles; those already in are skipped. Answers the membership ids added. */
export async function addRoleMembers(
  tx: Db,
  companyId: string,
  pairs: readonly { roleId: string; membershipId: string }[],
): Promise<string[]> {
  if (pairs.length === 0) return [];
  const added = await insertRows(
    tx,
    roleMembers,
    pairs.map((p) => ({ companyId, roleId: p.roleId, membershipId: p.membershipId })),
  )
    .onConflictDoNothing()
    .returning({ id: roleMembers.membershipId });
  return added.map((a) => a.id);
}

export async function removeRoleMember(tx: Db, companyId: string, roleId: string, membershipId: string): Promise<void> {
  await tx
    .delete(roleMembers)
    .where(and(eq(roleMembers.companyId, companyId), eq(roleMembers.roleId, roleId), eq(roleMembers.membershipId, membershipId)));
}
