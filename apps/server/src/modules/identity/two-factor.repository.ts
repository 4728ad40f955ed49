import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roleMembers, roles } from '../access/index.js';
import { memberships } from './identity.table.js';
import { twoFactorRequiredRoles, userTwoFactor } from './two-factor.table.js';

/** The SQL of two-factor sign-in. The caller binds the transaction (bindSelf, or a tenant with the user acting). */

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

/** The person's row, locked for the rest of the transaction (codes are consumed under this lock). */
export async function twoFactorForUpdate(tx: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).for('update');
  return row;
}

export async function isTwoFactorOn(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ on: sql<boolean>`${userTwoFactor.secret} is not null` })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));
  return row?.on ?? false;
}

export async function saveTwoFactor(tx: Db, userId: string, values: Partial<Omit<TwoFactorRow, 'userId'>> & { updatedAt: Date }) {
  await tx
    .insert(userTwoFactor)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: values });
}

export async function deleteTwoFactor(tx: Db, userId: string): Promise<void> {
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

/**
 * Whether a role of the person in the company requires two-factor sign-in (the transaction is
 * bound to that company).
 */
export async function requiredForMember(tx: Db, companyId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRequiredRoles)
    .innerJoin(roleMembers, and(eq(roleMembers.roleId, twoFactorRequiredRoles.roleId), eq(roleMembers.companyId, companyId)))
    .innerJoin(memberships, eq(memberships.id, roleMembers.membershipId))
    .where(and(eq(twoFactorRequiredRoles.companyId, companyId), eq(memberships.userId, userId)));
  return (row?.n ?? 0) > 0;
}

export async function requiredRoleIds(tx: Db, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ roleId: twoFactorRequiredRoles.roleId })
    .from(twoFactorRequiredRoles)
    .where(eq(twoFactorRequiredRoles.companyId, companyId))
    .orderBy(twoFactorRequiredRoles.roleId);
  return rows.map((r) => r.roleId);
}

/** Of these ids, the ones that are roles of the company. */
export async function rolesOfCompany(tx: Db, companyId: string, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, [...roleIds])));
  return rows.map((r) => r.id);
}

export async function replaceRequiredRoles(tx: Db, companyId: string, roleIds: readonly string[]): Promise<void> {
  await tx.delete(twoFactorRequiredRoles).where(eq(twoFactorRequiredRoles.companyId, companyId));
  if (roleIds.length > 0) await tx.insert(twoFactorRequiredRoles).values(roleIds.map((roleId) => ({ companyId, roleId })));
}
