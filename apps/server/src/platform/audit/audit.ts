import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { auditEvents } from './audit.table.js';

export type AuditEntry = {
  /** Null only for events of no company (a failed sign-in with an unknown email). */
  companyId: string | null;
  actorUserId: string | null;
  /** `module.what-happened`, e.g. `auth.sign-in`, `access.grants-replaced`. */
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  ip?: string | null;
  at: Date;
};

/** Where a request came from, for the audit log. */
export function auditOrigin(request: FastifyRequest): { requestId: string; ip: string | null } {
  return { requestId: request.id, ip: request.ip ?? null };
}

/**
 * Writes one audit event in the caller's transaction, so the event and the change it describes
 * commit or roll back together. Never pass secrets (passwords, tokens) in before/after.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, [entry]);
}

/** `recordAudit` for many events in one statement (bulk imports). */
export async function recordAudits(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertRows(
    tx,
    auditEvents,
    entries.map((entry) => ({
      companyId: entry.companyId,
      actorUserId: entry.actorUserId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: entry.requestId ?? null,
      ip: entry.ip ?? null,
      at: entry.at,
    })),
  );
}
