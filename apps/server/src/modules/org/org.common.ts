import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { OrgCtx } from './org.deps.js';

/** 409 ORG_STALE_VERSION for a write based on an old read of one of org's records. */
export function staleVersion(what: string, currentVersion: number): AppError {
  return AppError.stale('ORG_STALE_VERSION', `Someone else changed this ${what}; reload it and try again`, currentVersion);
}

export async function audit(
  ctx: OrgCtx,
  action: string,
  target: { type: string; id: string },
  before: unknown,
  after: unknown,
): Promise<void> {
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
    at: ctx.now,
  });
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
