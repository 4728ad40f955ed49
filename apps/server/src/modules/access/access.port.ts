import type { BuiltInRoleKey, PermissionSet } from '@hcims/contracts/access';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { beyondHeld } from '../../platform/permissions/index.js';
import type { AccessPort } from '../identity/index.js';
import { BUILT_IN_ROLES, builtInGrants } from './access.builtins.js';
import { addRoleMembers, membershipStatus } from './members.repository.js';
import { builtInRoleId, insertRole, permissionSetOfRoles, rolesByIds, rolesOfMembership, writeGrants } from './roles.repository.js';

export function escalationError(codes: string[]): AppError {
  return new AppError('ACCESS_ESCALATION', 'You cannot hand out permissions you do not hold yourself', {
    status: 403,
    details: { permissions: codes },
  });
}

async function permissionsFor(tx: Db, companyId: string, membershipId: string): Promise<PermissionSet> {
  if ((await membershipStatus(tx, companyId, membershipId)) !== 'active') return {};
  return permissionSetOfRoles(tx, companyId, await rolesOfMembership(tx, companyId, membershipId));
}

async function setUpCompany(tx: Db, companyId: string): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    const row = await insertRole(tx, { companyId, name: role.name, description: role.description, colour: role.colour, builtIn: role.key });
    if (role.key !== 'owner') await writeGrants(tx, companyId, row.id, builtInGrants(role.key));
  }
}

async function assignBuiltIn(tx: Db, companyId: string, membershipIds: string | readonly string[], key: BuiltInRoleKey): Promise<void> {
  const ids = typeof membershipIds === 'string' ? [membershipIds] : membershipIds;
  if (ids.length === 0) return;
  const roleId = await builtInRoleId(tx, companyId, key);
  if (!roleId) throw new Error(`company ${companyId} has no built-in role ${key}`);
  await addRoleMembers(
    tx,
    companyId,
    ids.map((membershipId) => ({ roleId, membershipId })),
  );
}

async function assignRoles(
  tx: Db,
  input: { companyId: string; membershipId: string; roleIds: string[]; actor: PermissionSet },
): Promise<void> {
  const ids = [...new Set(input.roleIds)];
  if (ids.length === 0) return;
  const found = await rolesByIds(tx, input.companyId, ids);
  if (found.length !== ids.length) throw AppError.notFound('Role');
  const beyond = beyondHeld(input.actor, await permissionSetOfRoles(tx, input.companyId, found));
  if (beyond.length > 0) throw escalationError(beyond);
  await addRoleMembers(
    tx,
    input.companyId,
    found.map((r) => ({ roleId: r.id, membershipId: input.membershipId })),
  );
}

/** What identity uses from access (see AccessPort). */
export const accessPort: AccessPort = { permissionsFor, setUpCompany, assignBuiltIn, assignRoles };
