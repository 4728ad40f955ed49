import {
  Actions,
  permissionResources,
  type AuditEvent,
  type CreateRole,
  type Grant,
  type MemberList,
  type PermissionMatrix,
  type RoleDetail,
  type RoleSummary,
  type UpdateRole,
} from '@hcims/contracts/access';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { beyondHeld, grantProblems, permissionSetOf } from '../../platform/permissions/index.js';
import { audit, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import { escalationError } from './access.port.js';
import { auditEventsOf } from './audit-log.repository.js';
import * as memberRepo from './members.repository.js';
import * as repo from './roles.repository.js';
import type { RoleRow } from './roles.repository.js';

const roleNotFound = () => AppError.notFound('Role');

async function mustFind(ctx: RequestCtx, roleId: string): Promise<RoleRow> {
  const role = await repo.findRole(ctx.tx, ctx.companyId, roleId);
  if (!role) throw roleNotFound();
  return role;
}

const staleRole = () => staleVersion('CONFLICT', 'role');

/** Drops empty grants, refuses unknown resources, actions and scopes, and duplicates. */
function cleanGrants(grants: Grant[]): Grant[] {
  const seen = new Set<string>();
  const problems: { path: string; message: string }[] = [];
  grants.forEach((g, i) => {
    if (seen.has(g.resource)) problems.push({ path: `body.grants.${i}.resource`, message: `${g.resource} appears twice` });
    seen.add(g.resource);
    for (const p of grantProblems(g)) problems.push({ path: `body.grants.${i}`, message: `${p.resource} ${p.message}` });
  });
  if (problems.length > 0) {
    throw new AppError('ACCESS_GRANT_INVALID', `Invalid grants: ${problems.map((p) => p.message).join('; ')}`, {
      status: 400,
      details: problems,
    });
  }
  return grants.filter((g) => Actions.some((a) => g[a])).sort((a, b) => a.resource.localeCompare(b.resource));
}

async function summaryOf(ctx: RequestCtx, roleId: string): Promise<RoleSummary> {
  const [summary] = await repo.roleSummaries(ctx.tx, ctx.companyId, [roleId]);
  return summary!;
}

export async function listRoles(ctx: RequestCtx): Promise<RoleSummary[]> {
  return repo.roleSummaries(ctx.tx, ctx.companyId);
}

export async function getRole(ctx: RequestCtx, roleId: string): Promise<RoleDetail> {
  const role = await mustFind(ctx, roleId);
  const grants = await repo.grantsOfRoles(ctx.tx, ctx.companyId, [role]);
  return { ...(await summaryOf(ctx, role.id)), grants: grants.get(role.id)! };
}

export async function createRole(ctx: RequestCtx, input: CreateRole & { description: string; colour: string }): Promise<RoleDetail> {
  let grants: Grant[] = [];
  if (input.copyFromRoleId) {
    const source = await mustFind(ctx, input.copyFromRoleId);
    grants = (await repo.grantsOfRoles(ctx.tx, ctx.companyId, [source])).get(source.id)!;
    const beyond = beyondHeld(ctx.permissions, permissionSetOf(grants));
    if (beyond.length > 0) throw escalationError(beyond);
  }
  let role: RoleRow;
  try {
    role = await repo.insertRole(ctx.tx, {
      companyId: ctx.companyId,
      name: input.name,
      description: input.description,
      colour: input.colour,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw new AppError('ACCESS_ROLE_NAME_TAKEN', 'A role with this name already exists', { status: 409 });
    throw error;
  }
  await repo.writeGrants(ctx.tx, ctx.companyId, role.id, grants);
  await audit(ctx, 'access.role-created', { type: 'role', id: role.id }, null, {
    name: role.name,
    colour: role.colour,
    copiedFrom: input.copyFromRoleId ?? null,
    grants,
  });
  return getRole(ctx, role.id);
}

export async function updateRole(ctx: RequestCtx, roleId: string, input: UpdateRole): Promise<RoleDetail> {
  const role = await mustFind(ctx, roleId);
  if (role.builtIn && input.name !== undefined && input.name !== role.name) {
    throw new AppError('ACCESS_ROLE_BUILT_IN', 'A built-in role keeps its name', { status: 422 });
  }
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.colour !== undefined ? { colour: input.colour } : {}),
  };
  try {
    if ((await repo.bumpVersion(ctx.tx, role, input.version, changes)) === null) throw staleRole();
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw new AppError('ACCESS_ROLE_NAME_TAKEN', 'A role with this name already exists', { status: 409 });
    throw error;
  }
  const before = { name: role.name, description: role.description, colour: role.colour };
  await audit(ctx, 'access.role-updated', { type: 'role', id: role.id }, before, { ...before, ...changes });
  return getRole(ctx, role.id);
}

async function replace(
  ctx: RequestCtx,
  role: RoleRow,
  version: number,
  proposed: Grant[],
  action: string,
  extra: object,
): Promise<RoleDetail> {
  if (role.builtIn === 'owner') throw new AppError('ACCESS_ROLE_LOCKED', 'The Owner role always holds every permission', { status: 422 });
  const before = (await repo.grantsOfRoles(ctx.tx, ctx.companyId, [role])).get(role.id)!;
  const grants = cleanGrants(proposed);
  // Only what is added (a new code, or a wider scope) must be within what the actor holds.
  const had = permissionSetOf(before);
  const wanted = permissionSetOf(grants);
  const addedCodes = new Set(beyondHeld(had, wanted));
  const added = Object.fromEntries(Object.entries(wanted).filter(([code]) => addedCodes.has(code)));
  const beyond = beyondHeld(ctx.permissions, added);
  if (beyond.length > 0) throw escalationError(beyond);
  if ((await repo.bumpVersion(ctx.tx, role, version)) === null) throw staleRole();
  await repo.writeGrants(ctx.tx, ctx.companyId, role.id, grants);
  await audit(ctx, action, { type: 'role', id: role.id }, { grants: before }, { grants, ...extra });
  return getRole(ctx, role.id);
}

export async function replaceGrants(ctx: RequestCtx, roleId: string, input: { version: number; grants: Grant[] }): Promise<RoleDetail> {
  return replace(ctx, await mustFind(ctx, roleId), input.version, input.grants, 'access.grants-replaced', {});
}

export async function copyGrants(ctx: RequestCtx, roleId: string, input: { version: number; fromRoleId: string }): Promise<RoleDetail> {
  const role = await mustFind(ctx, roleId);
  const source = await mustFind(ctx, input.fromRoleId);
  const grants = (await repo.grantsOfRoles(ctx.tx, ctx.companyId, [source])).get(source.id)!;
  return replace(ctx, role, input.version, grants, 'access.grants-copied', { copiedFrom: source.id });
}

export async function deleteRole(ctx: RequestCtx, roleId: string): Promise<void> {
  const role = await mustFind(ctx, roleId);
  if (role.builtIn) throw new AppError('ACCESS_ROLE_BUILT_IN', 'Built-in roles cannot be deleted', { status: 422 });
  const grants = (await repo.grantsOfRoles(ctx.tx, ctx.companyId, [role])).get(role.id)!;
  const members = await repo.memberIdsOfRole(ctx.tx, ctx.companyId, role.id);
  await repo.deleteRole(ctx.tx, ctx.companyId, role.id);
  await audit(ctx, 'access.role-deleted', { type: 'role', id: role.id }, { name: role.name, grants, memberIds: members }, null);
}

export async function listMembers(
  ctx: RequestCtx,
  query: { q?: string; roleId?: string; limit: number; page: number },
): Promise<MemberList> {
  if (query.roleId) await mustFind(ctx, query.roleId);
  return memberRepo.pageMembers(ctx.tx, ctx.companyId, query);
}

/** Adding people to a role, or taking them out, needs the actor to hold everything the role grants. */
async function mustCoverRole(ctx: RequestCtx, role: RoleRow): Promise<void> {
  const beyond = beyondHeld(ctx.permissions, await repo.permissionSetOfRoles(ctx.tx, ctx.companyId, [role]));
  if (beyond.length > 0) throw escalationError(beyond);
}

export async function addMembers(ctx: RequestCtx, roleId: string, memberIds: string[]): Promise<RoleSummary> {
  const role = await mustFind(ctx, roleId);
  const ids = [...new Set(memberIds)];
  const found = await memberRepo.existingMemberships(ctx.tx, ctx.companyId, ids);
  if (found.length !== ids.length) throw AppError.notFound('Member');
  await mustCoverRole(ctx, role);
  const added = await memberRepo.addRoleMembers(
    ctx.tx,
    ctx.companyId,
    ids.map((membershipId) => ({ roleId: role.id, membershipId })),
  );
  if (added.length > 0) {
    await audit(ctx, 'access.members-added', { type: 'role', id: role.id }, null, { role: role.name, memberIds: added });
  }
  return summaryOf(ctx, role.id);
}

export async function removeMember(ctx: RequestCtx, roleId: string, memberId: string): Promise<void> {
  const role = await mustFind(ctx, roleId);
  const members = await repo.memberIdsOfRole(ctx.tx, ctx.companyId, role.id);
  if (!members.includes(memberId)) throw AppError.notFound('Member');
  await mustCoverRole(ctx, role);
  if (role.builtIn === 'owner' && members.length === 1) {
    throw new AppError('ACCESS_LAST_OWNER', 'The company needs at least one owner', { status: 422 });
  }
  await memberRepo.removeRoleMember(ctx.tx, ctx.companyId, role.id, memberId);
  await audit(ctx, 'access.member-removed', { type: 'role', id: role.id }, { role: role.name, memberId }, null);
}

export async function matrix(ctx: RequestCtx): Promise<PermissionMatrix> {
  const summaries = await repo.roleSummaries(ctx.tx, ctx.companyId);
  const rows = await repo.rolesOfCompany(ctx.tx, ctx.companyId);
  const grants = await repo.grantsOfRoles(ctx.tx, ctx.companyId, rows);
  return {
    roles: summaries,
    rows: permissionResources.map((resource) => ({
      resource: resource.key,
      label: resource.label,
      category: resource.category,
      grants: Object.fromEntries(
        [...grants.entries()].flatMap(([roleId, list]) => {
          const g = list.find((x) => x.resource === resource.key);
          return g ? [[roleId, { create: g.create, read: g.read, update: g.update, delete: g.delete, scope: g.scope }]] : [];
        }),
      ),
    })),
  };
}

export async function listAuditEvents(
  ctx: RequestCtx,
  query: { limit: number; before?: string; action?: string },
): Promise<{ items: AuditEvent[] }> {
  return { items: await auditEventsOf(ctx.tx, ctx.companyId, query) };
}
