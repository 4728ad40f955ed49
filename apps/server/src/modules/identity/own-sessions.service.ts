import type { SessionInfo } from '@hcims/contracts/identity';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { bindSelf } from '../../platform/tenancy/index.js';
import { liveSessionsOf, revokeSessions } from './sessions.repository.js';

/**
 * The signed-in person's own sessions (the devices page): use cases in the request's
 * transaction. Ending sessions answers their ids: the route drops them from the session cache
 * once the transaction has committed.
 */

/** The caller's usable sessions, most recent first; `idleMs` is the idle timeout. */
export async function listOwnSessions(ctx: RequestCtx, input: { currentSessionId: string; idleMs: number }): Promise<SessionInfo[]> {
  await bindSelf(ctx.tx, ctx.userId);
  const rows = await liveSessionsOf(ctx.tx, ctx.userId, ctx.now, new Date(ctx.now.getTime() - input.idleMs));
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.id === input.currentSessionId,
  }));
}

/** Ends one of the caller's own sessions; none when it is not theirs or already ended. */
export function endOwnSession(ctx: RequestCtx, sessionId: string): Promise<string[]> {
  return endSessions(ctx, { sessionId });
}

/** Ends every session of the caller but this one. */
export function endOtherSessions(ctx: RequestCtx, currentSessionId: string): Promise<string[]> {
  return endSessions(ctx, { except: currentSessionId });
}

async function endSessions(ctx: RequestCtx, which: { sessionId?: string; except?: string }): Promise<string[]> {
  await bindSelf(ctx.tx, ctx.userId);
  const ids = await revokeSessions(ctx.tx, { ...which, userId: ctx.userId }, ctx.now, 'ended-by-user');
  if (ids.length > 0) await audit(ctx, 'auth.sessions-ended', { type: 'user', id: ctx.userId }, null, { sessionIds: ids });
  return ids;
}
