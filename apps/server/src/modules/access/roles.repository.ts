import type { Grant, PermissionSet, RoleSummary } from '@hcims/contracts/access';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { permissionSetOf } from '../../platform/permissions/index.js';
import { ownerGrants } from './access.builtins.js';
import { roleGrants, roleMembers, roles } from './access.table.js';

export type RoleRow = typeof roles.$inferSelect;

const builtInOrder = sql`case ${roles.builtIn} when 'owner' then 0 when 'hr-admin' then 1 when 'manager' then 2 when 'employee' then 3 else 4 end`;

export async function findRole(tx: Db, companyId: string, roleId: string): Promise<RoleRow | undefined> {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  return role;
}

export async function roleSummaries(tx: Db, companyId: string, onlyIds?: string[]): Promise<RoleSummary[]> {
  const rows = await tx
    .select({
      role: roles,
      memberCount: sql<number>`(select count(*) from ${roleMembers} where ${roleMembers.roleId} = ${roles.id})::int`,
    })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), onlyIds ? inArray(roles.id, onlyIds) : undefined))
    .orderBy(builtInOrder, asc(roles.name));
  return rows.map(({ role, memberCount }) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    colour: role.colour,
    builtIn: role.builtIn,
    memberCount,
    version: role.version,
  }));
}

/** The grants of roles; the Owner's come from the catalogue (it always holds everything). */
export async function grantsOfRoles(tx: Db, companyId: string, roleList: Pick<RoleRow, 'id' | 'builtIn'>[]): Promise<Map<string, Grant[]>> {
  const result = new Map<string, Grant[]>(roleList.map((r) => [r.id, r.builtIn === 'owner' ? ownerGrants() : []]));
  const stored = roleList.filter((r) => r.builtIn !== 'owner').map((r) => r.id);
  if (stored.length === 0) return result;
  const rows = await tx
    .select()
    .from(roleGrants)
    .where(and(eq(roleGrants.companyId, companyId), inArray(roleGrants.roleId, stored)))
    .orderBy(asc(roleGrants.resource));
  for (const g of rows) {
    result.get(g.roleId)!.push({
      resource: g.resource,
      create: g.canCreate,
      read: g.canRead,
      update: g.canUpdate,
      delete: g.canDelete,
      scope: g.scope,
    });
  }
  return result;
}

export async function permissionSetOfRoles(tx: Db, companyId: string, roleList: Pick<RoleRow, 'id' | 'builtIn'>[]): Promise<PermissionSet> {
  const grants = await grantsOfRoles(tx, companyId, roleList);
  return permissionSetOf([...grants.values()].flat());
}

export async function writeGrants(tx: Db, companyId: string, roleId: string, grants: Grant[]): Promise<void> {
  await tx.delete(roleGrants).where(and(eq(roleGrants.companyId, companyId), eq(roleGrants.roleId, roleId)));
  if (grants.length === 0) return;
  await tx.insert(roleGrants).values(
    grants.map((g) => ({
      companyId,
      roleId,
      resource: g.resource,
      canCreate: g.create,
      canRead: g.read,
      canUpdate: g.update,
      canDelete: g.delete,
      scope: g.scope,
    })),
  );
}

/**
 * Bumps the version of a role when it still has `version`: optimistic concurrency. Returns the
 * new version, or null when someone else changed the role first.
 */
export async function bumpVersion(tx: Db, role: RoleRow, version: number, changes: Partial<RoleRow> = {}): Promise<number | null> {
  const rows = await tx
    .update(roles)
    .set({ ...changes, version: sql`${roles.version} + 1`, updatedAt: new Date() })
    .where(and(eq(roles.companyId, role.companyId), eq(roles.id, role.id), eq(roles.version, version)))
    .returning({ version: roles.version });
  return rows[0]?.version ?? null;
}

export async function memberIdsOfRole(tx: Db, companyId: string, roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: roleMembers.membershipId })
    .from(roleMembers)
    .where(and(eq(roleMembers.companyId, companyId), eq(roleMembers.roleId, roleId)));
  return rows.map((r) => r.id);
}

export async function insertRole(tx: Db, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [role] = await tx.insert(roles).values(values).returning();
  return role!;
}

export async function deleteRole(tx: Db, companyId: string, roleId: string): Promise<void> {
  await tx.delete(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
}

/** Every role of the company, with what grantsOfRoles needs. */
export async function rolesOfCompany(tx: Db, companyId: string): Promise<Pick<RoleRow, 'id' | 'builtIn'>[]> {
  return tx.select({ id: roles.id, builtIn: roles.builtIn }).from(roles).where(eq(roles.companyId, companyId));
}

/** The roles of the company among `ids` (unknown ids are left out). */
export async function rolesByIds(tx: Db, companyId: string, ids: readonly string[]): Promise<Pick<RoleRow, 'id' | 'builtIn'>[]> {
  return tx
    .select({ id: roles.id, builtIn: roles.builtIn })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, [...ids])));
}

export async function builtInRoleId(tx: Db, companyId: string, key: NonNullable<RoleRow['builtIn']>): Promise<string | undefined> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.builtIn, key)));
  return role?.id;
}

/** The roles a membership holds. */
export async function rolesOfMembership(tx: Db, companyId: string, membershipId: string): Promise<Pick<RoleRow, 'id' | 'builtIn'>[]> {
  return tx
    .select({ id: roles.id, builtIn: roles.builtIn })
    .from(roleMembers)
    .innerJoin(roles, and(eq(roles.id, roleMembers.roleId), eq(roles.companyId, roleMembers.companyId)))
    .where(and(eq(roleMembers.companyId, companyId), eq(roleMembers.membershipId, membershipId)));
}
