import type { AuditEvent } from '@hcims/contracts/access';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../platform/audit/index.js';
import { users } from '../identity/index.js';

/** The company's audit log, newest first, with each actor's name. */
export async function auditEventsOf(
  tx: Db,
  companyId: string,
  query: { limit: number; before?: string; action?: string },
): Promise<AuditEvent[]> {
  const rows = await tx
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.companyId, companyId),
        query.before ? lt(auditEvents.at, new Date(query.before)) : undefined,
        query.action ? eq(auditEvents.action, query.action) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit);
  return rows.map(({ event, actorName }) => ({
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
  }));
}
