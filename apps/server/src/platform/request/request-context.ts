import type { PermissionCode, PermissionSet, Scope } from '@hcims/contracts/access';
import type { ErrorCode } from '@hcims/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { auditOrigin, recordAudit, type AuditEntry } from '../audit/index.js';
import type { Clock } from '../auth/index.js';
import { authOf, tenantOf } from '../auth/index.js';
import { AppError } from '../errors/app-error.js';
import { withTenant, type TenantTx } from '../tenancy/index.js';

/** Who is asking and from where: everything of a request's context but its transaction and time. */
export type RequestSession = {
  companyId: string;
  groupId: string;
  userId: string;
  permissions: PermissionSet;
  origin: { requestId: string; ip: string | null };
};

/**
 * One request's context, the first argument of every use case: its tenant transaction (the route
 * opens it; use cases and the ports they call never open another), the caller's company, group,
 * user and permissions, where the request came from (for the audit log) and the time it started.
 */
export type RequestCtx = RequestSession & { tx: TenantTx; now: Date };

/** Runs one request's work in one tenant transaction with its context. */
export type RequestRunner = <T>(request: FastifyRequest, work: (ctx: RequestCtx) => Promise<T>) => Promise<T>;

/** The caller of a signed-in route, from the verified token. */
export function sessionOf(request: FastifyRequest): RequestSession {
  const auth = authOf(request);
  return {
    companyId: auth.companyId,
    groupId: auth.groupId,
    userId: auth.userId,
    permissions: auth.permissions,
    origin: auditOrigin(request),
  };
}

/** A module's routes build one runner from the app's database and clock. */
export function requestRunner(deps: { database: Pick<Database, 'db'>; clock: Clock }): RequestRunner {
  return (request, work) => {
    const session = sessionOf(request);
    return withTenant(deps.database, tenantOf(request), (tx) => work({ ...session, tx, now: deps.clock() }));
  };
}

/** The scope the caller holds for a permission code, or null without it. */
export function scopeOf(ctx: Pick<RequestSession, 'permissions'>, code: PermissionCode): Scope | null {
  return ctx.permissions[code] ?? null;
}

/** 403 naming the permission the caller lacks. */
export function forbidden(permission: PermissionCode, message = 'You do not have permission to do this'): AppError {
  return new AppError('FORBIDDEN', message, { details: { permission } });
}

/** 409 for a write based on an old read, with the current version so the form can offer to reload. */
export function staleVersion(code: ErrorCode, what: string, currentVersion?: number): AppError {
  return AppError.stale(code, `Someone else changed this ${what}; reload it and try again`, currentVersion);
}

/**
 * Writes one audit event in the request's transaction: the event and the change it describes
 * commit or roll back together. `action` is `module.what-happened`. Never pass secrets.
 */
export async function audit(
  ctx: RequestCtx,
  action: string,
  target: { type: string; id: string },
  before: unknown = null,
  after: unknown = null,
): Promise<void> {
  await recordAudit(ctx.tx, auditEntry(ctx, action, target, before, after));
}

/** One audit event of the request, for `recordAudits` when a use case writes many at once. */
export function auditEntry(
  ctx: Omit<RequestCtx, 'tx'>,
  action: string,
  target: { type: string; id: string },
  before: unknown = null,
  after: unknown = null,
): AuditEntry {
  return {
    companyId: ctx.companyId,
    actorUserId: ctx.userId,
    action,
    targetType: target.type,
    targetId: target.id,
    before,
    after,
    requestId: ctx.origin.requestId,
    ip: ctx.origin.ip,
    at: ctx.now,
  };
}

/** The fields whose value differs, as two small objects for the audit log. */
export function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
