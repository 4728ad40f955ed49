import {
  Actions,
  permissionResources,
  type AuditEvent,
  type CreateRole,
  type Grant,
  type MemberList,
  type PermissionMatrix,
  type PermissionSet,
  type RoleDetail,
  type RoleSummary,
  type UpdateRole,
} from '@hcims/contracts/access';
import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { beyondHeld, grantProblems, permissionSetOf } from '../../platform/permissions/index.js';
import { memberships, users } from '../identity/index.js';
import { escalationError } from './access.port.js';
import { roleMembers, roles } from './access.table.js';
import {
  bumpVersion,
  findRole,
  grantsOfRoles,
  memberIdsOfRole,
  permissionSetOfRoles,
  roleSummaries,
  writeGrants,
  type RoleRow,
} from './roles.repository.js';

/** One request's view: its tenant transaction, company, actor and origin. */
export type AccessCtx = {
  tx: Db;
  companyId: string;
  actorUserId: string;
  actor: PermissionSet;
  origin: { requestId: string; ip: string | null };
};

const roleNotFound = () => AppError.notFound('Role');

async function audit(ctx: AccessCtx, action: string, target: { type: string; id: string }, before: unknown, after: unknown): Promise<void> {
  await recordAudit(ctx.tx, {
    companyId: ctx.companyId,
    actorUserId: ctx.actorUserId,
    action,
    targetType: target.type,
    targetId: target.id,
    before,
    after,
    requestId: ctx.origin.requestId,
    ip: ctx.origin.ip,
    at: new Date(),
  });
}

async function mustFind(ctx: AccessCtx, roleId: string): Promise<RoleRow> {
  const role = await findRole(ctx.tx, ctx.companyId, roleId);
  if (!role) throw roleNotFound();
  return role;
}

function staleVersion(): AppError {
  return AppError.stale('CONFLICT', 'Someone else changed this role; reload it and try again');
}

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

async function summaryOf(ctx: AccessCtx, roleId: string): Promise<RoleSummary> {
  const [summary] = await roleSummaries(ctx.tx, ctx.companyId, [roleId]);
  return summary!;
}

export async function listRoles(ctx: AccessCtx): Promise<RoleSummary[]> {
  return roleSummaries(ctx.tx, ctx.companyId);
}

export async function getRole(ctx: AccessCtx, roleId: string): Promise<RoleDetail> {
  const role = await mustFind(ctx, roleId);
  const grants = await grantsOfRoles(ctx.tx, ctx.companyId, [role]);
  return { ...(await summaryOf(ctx, role.id)), grants: grants.get(role.id)! };
}

export async function createRole(ctx: AccessCtx, input: CreateRole & { description: string; colour: string }): Promise<RoleDetail> {
  let grants: Grant[] = [];
  if (input.copyFromRoleId) {
    const source = await mustFind(ctx, input.copyFromRoleId);
    grants = (await grantsOfRoles(ctx.tx, ctx.companyId, [source])).get(source.id)!;
    const beyond = beyondHeld(ctx.actor, permissionSetOf(grants));
    if (beyond.length > 0) throw escalationError(beyond);
  }
  let role: RoleRow;
  try {
    [role] = (await ctx.tx
      .insert(roles)
      .values({ companyId: ctx.companyId, name: input.name, description: input.description, colour: input.colour })
      .returning()) as [RoleRow];
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw new AppError('ACCESS_ROLE_NAME_TAKEN', 'A role with this name already exists', { status: 409 });
    throw error;
  }
  await writeGrants(ctx.tx, ctx.companyId, role.id, grants);
  await audit(ctx, 'access.role-created', { type: 'role', id: role.id }, null, {
    name: role.name,
    colour: role.colour,
    copiedFrom: input.copyFromRoleId ?? null,
    grants,
  });
  return getRole(ctx, role.id);
}

export async function updateRole(ctx: AccessCtx, roleId: string, input: UpdateRole): Promise<RoleDetail> {
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
    if ((await bumpVersion(ctx.tx, role, input.version, changes)) === null) throw staleVersion();
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
  ctx: AccessCtx,
  role: RoleRow,
  version: number,
  proposed: Grant[],
  action: string,
  extra: object,
): Promise<RoleDetail> {
  if (role.builtIn === 'owner') throw new AppError('ACCESS_ROLE_LOCKED', 'The Owner role always holds every permission', { status: 422 });
  const before = (await grantsOfRoles(ctx.tx, ctx.companyId, [role])).get(role.id)!;
  const grants = cleanGrants(proposed);
  // Only what is added (a new code, or a wider scope) must be within what the actor holds.
  const had = permissionSetOf(before);
  const wanted = permissionSetOf(grants);
  const addedCodes = new Set(beyondHeld(had, wanted));
  const added = Object.fromEntries(Object.entries(wanted).filter(([code]) => addedCodes.has(code)));
  const beyond = beyondHeld(ctx.actor, added);
  if (beyond.length > 0) throw escalationError(beyond);
  if ((await bumpVersion(ctx.tx, role, version)) === null) throw staleVersion();
  await writeGrants(ctx.tx, ctx.companyId, role.id, grants);
  await audit(ctx, action, { type: 'role', id: role.id }, { grants: before }, { grants, ...extra });
  return getRole(ctx, role.id);
}

export async function replaceGrants(ctx: AccessCtx, roleId: string, input: { version: number; grants: Grant[] }): Promise<RoleDetail> {
  return replace(ctx, await mustFind(ctx, roleId), input.version, input.grants, 'access.grants-replaced', {});
}

export async function copyGrants(ctx: AccessCtx, roleId: string, input: { version: number; fromRoleId: string }): Promise<RoleDetail> {
  const role = await mustFind(ctx, roleId);
  const source = await mustFind(ctx, input.fromRoleId);
  const grants = (await grantsOfRoles(ctx.tx, ctx.companyId, [source])).get(source.id)!;
  return replace(ctx, role, input.version, grants, 'access.grants-copied', { copiedFrom: source.id });
}

export async function deleteRole(ctx: AccessCtx, roleId: string): Promise<void> {
  const role = await mustFind(ctx, roleId);
  if (role.builtIn) throw new AppError('ACCESS_ROLE_BUILT_IN', 'Built-in roles cannot be deleted', { status: 422 });
  const grants = (await grantsOfRoles(ctx.tx, ctx.companyId, [role])).get(role.id)!;
  const members = await memberIdsOfRole(ctx.tx, ctx.companyId, role.id);
  await ctx.tx.delete(roles).where(and(eq(roles.companyId, ctx.companyId), eq(roles.id, role.id)));
  await audit(ctx, 'access.role-deleted', { type: 'role', id: role.id }, { name: role.name, grants, memberIds: members }, null);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listMembers(
  ctx: AccessCtx,
  query: { q?: string; roleId?: string; limit: number; page: number },
): Promise<MemberList> {
  if (query.roleId) await mustFind(ctx, query.roleId);
  const conditions: (SQL | undefined)[] = [eq(memberships.companyId, ctx.companyId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (query.roleId) {
    conditions.push(
      inArray(
        memberships.id,
        ctx.tx.select({ id: roleMembers.membershipId }).from(roleMembers).where(eq(roleMembers.roleId, query.roleId)),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await ctx.tx.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);
  const rows = await ctx.tx
    .select({ id: memberships.id, userId: users.id, name: users.name, email: users.email, status: memberships.status })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(asc(users.name), asc(memberships.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const held =
    rows.length === 0
      ? []
      : await ctx.tx
          .select({ membershipId: roleMembers.membershipId, roleId: roleMembers.roleId })
          .from(roleMembers)
          .where(
            and(
              eq(roleMembers.companyId, ctx.companyId),
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

/** Adding people to a role, or taking them out, needs the actor to hold everything the role grants. */
async function mustCoverRole(ctx: AccessCtx, role: RoleRow): Promise<void> {
  const beyond = beyondHeld(ctx.actor, await permissionSetOfRoles(ctx.tx, ctx.companyId, [role]));
  if (beyond.length > 0) throw escalationError(beyond);
}

export async function addMembers(ctx: AccessCtx, roleId: string, memberIds: string[]): Promise<RoleSummary> {
  const role = await mustFind(ctx, roleId);
  const ids = [...new Set(memberIds)];
  const found = await ctx.tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, ctx.companyId), inArray(memberships.id, ids)));
  if (found.length !== ids.length) throw AppError.notFound('Member');
  await mustCoverRole(ctx, role);
  const added = await ctx.tx
    .insert(roleMembers)
    .values(ids.map((membershipId) => ({ companyId: ctx.companyId, roleId: role.id, membershipId })))
    .onConflictDoNothing()
    .returning({ id: roleMembers.membershipId });
  if (added.length > 0) {
    await audit(ctx, 'access.members-added', { type: 'role', id: role.id }, null, { role: role.name, memberIds: added.map((a) => a.id) });
  }
  return summaryOf(ctx, role.id);
}

export async function removeMember(ctx: AccessCtx, roleId: string, memberId: string): Promise<void> {
  const role = await mustFind(ctx, roleId);
  const members = await memberIdsOfRole(ctx.tx, ctx.companyId, role.id);
  if (!members.includes(memberId)) throw AppError.notFound('Member');
  await mustCoverRole(ctx, role);
  if (role.builtIn === 'owner' && members.length === 1) {
    throw new AppError('ACCESS_LAST_OWNER', 'The company needs at least one owner', { status: 422 });
  }
  await ctx.tx
    .delete(roleMembers)
    .where(and(eq(roleMembers.companyId, ctx.companyId), eq(roleMembers.roleId, role.id), eq(roleMembers.membershipId, memberId)));
  await audit(ctx, 'access.member-removed', { type: 'role', id: role.id }, { role: role.name, memberId }, null);
}

export async function matrix(ctx: AccessCtx): Promise<PermissionMatrix> {
  const summaries = await roleSummaries(ctx.tx, ctx.companyId);
  const rows = await ctx.tx.select({ id: roles.id, builtIn: roles.builtIn }).from(roles).where(eq(roles.companyId, ctx.companyId));
  const grants = await grantsOfRoles(ctx.tx, ctx.companyId, rows);
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
  ctx: AccessCtx,
  query: { limit: number; before?: string; action?: string },
): Promise<{ items: AuditEvent[] }> {
  const rows = await ctx.tx
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.companyId, ctx.companyId),
        query.before ? lt(auditEvents.at, new Date(query.before)) : undefined,
        query.action ? eq(auditEvents.action, query.action) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit);
  return {
    items: rows.map(({ event, actorName }) => ({
      id: event.id,
      at: event.at.toISOString(),
      action: event.action,
      actorUserId: event.actorUserId,
      actorName: actorName ?? null,
      targetType: event.targetType,
      targetId: event.targetId,
      before: event.before,
      after: event.after,
      requestId: event.requestId,
      ip: event.ip,
    })),
  };
}
