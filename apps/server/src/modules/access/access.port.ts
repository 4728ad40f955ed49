import type { BuiltInRoleKey, PermissionSet } from '@hcims/contracts/access';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { beyondHeld } from '../../platform/permissions/index.js';
import { memberships, type AccessPort } from '../identity/index.js';
import { BUILT_IN_ROLES, builtInGrants } from './access.builtins.js';
import { roleMembers, roles } from './access.table.js';
import { permissionSetOfRoles, writeGrants } from './roles.repository.js';

export function escalationError(codes: string[]): AppError {
  return new AppError('ACCESS_ESCALATION', 'You cannot hand out permissions you do not hold yourself', {
    status: 403,
    details: { permissions: codes },
  });
}

async function permissionsFor(tx: Db, companyId: string, membershipId: string): Promise<PermissionSet> {
  const [membership] = await tx
    .select({ status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.id, membershipId)));
  if (membership?.status !== 'active') return {};
  const held = await tx
    .select({ id: roles.id, builtIn: roles.builtIn })
    .from(roleMembers)
    .innerJoin(roles, and(eq(roles.id, roleMembers.roleId), eq(roles.companyId, roleMembers.companyId)))
    .where(and(eq(roleMembers.companyId, companyId), eq(roleMembers.membershipId, membershipId)));
  return permissionSetOfRoles(tx, companyId, held);
}

async function setUpCompany(tx: Db, companyId: string): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    const [row] = await tx
      .insert(roles)
      .values({ companyId, name: role.name, description: role.description, colour: role.colour, builtIn: role.key })
      .returning({ id: roles.id });
    if (role.key !== 'owner') await writeGrants(tx, companyId, row!.id, builtInGrants(role.key));
  }
}

async function assignBuiltIn(tx: Db, companyId: string, membershipIds: string | readonly string[], key: BuiltInRoleKey): Promise<void> {
  const ids = typeof membershipIds === 'string' ? [membershipIds] : membershipIds;
  if (ids.length === 0) return;
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.builtIn, key)));
  if (!role) throw new Error(`company ${companyId} has no built-in role ${key}`);
  await tx
    .insert(roleMembers)
    .values(ids.map((membershipId) => ({ companyId, roleId: role.id, membershipId })))
    .onConflictDoNothing();
}

async function assignRoles(
  tx: Db,
  input: { companyId: string; membershipId: string; roleIds: string[]; actor: PermissionSet },
): Promise<void> {
  const ids = [...new Set(input.roleIds)];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: roles.id, builtIn: roles.builtIn })
    .from(roles)
    .where(and(eq(roles.companyId, input.companyId), inArray(roles.id, ids)));
  if (found.length !== ids.length) throw AppError.notFound('Role');
  const beyond = beyondHeld(input.actor, await permissionSetOfRoles(tx, input.companyId, found));
  if (beyond.length > 0) throw escalationError(beyond);
  await tx
    .insert(roleMembers)
    .values(found.map((r) => ({ companyId: input.companyId, roleId: r.id, membershipId: input.membershipId })))
    .onConflictDoNothing();
}

/** What identity uses from access (see AccessPort). */
export const accessPort: AccessPort = { permissionsFor, setUpCompany, assignBuiltIn, assignRoles };
