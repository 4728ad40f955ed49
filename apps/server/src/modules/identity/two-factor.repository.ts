import { eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
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
  // Plain SQL on the access module's role_members: its tables reached through its index would close an import circle.
  const [row] = await selectRows<{ required: boolean }>(
    tx,
    sql`select exists (
          select 1 from ${twoFactorRequiredRoles} r
          join role_members rm on rm.role_id = r.role_id and rm.company_id = r.company_id
          join ${memberships} m on m.id = rm.membership_id
          where r.company_id = ${companyId} and m.user_id = ${userId}) as required`,
  );
  return row?.required === true;
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
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`select id from roles where company_id = ${companyId} and id in (${sql.join(
      roleIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}

export async function replaceRequiredRoles(tx: Db, companyId: string, roleIds: readonly string[]): Promise<void> {
  await tx.delete(twoFactorRequiredRoles).where(eq(twoFactorRequiredRoles.companyId, companyId));
  if (roleIds.length > 0) await tx.insert(twoFactorRequiredRoles).values(roleIds.map((roleId) => ({ companyId, roleId })));
}
