import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { bindCompany, bindSelf } from '../../platform/tenancy/index.js';
import { createAccountService } from './accounts.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { sessions } from './identity.table.js';
import { createSessionService } from './sessions.js';
import { createSignInService } from './sign-in.js';

export type Identity = ReturnType<typeof createIdentity>;

/** The identity module: accounts, sign-in, sessions and passwords. */
export function createIdentity(deps: IdentityDeps) {
  const sessionService = createSessionService(deps);
  const signIn = createSignInService(deps, sessionService);
  const accounts = createAccountService(deps, sessionService, signIn);
  const { db } = deps.database;

  async function endSessions(auth: AuthContext, origin: Origin, which: { only?: string; allBut?: string }): Promise<number> {
    const ended = await db.transaction(async (tx) => {
      await bindSelf(tx, auth.userId);
      let ids: string[];
      if (which.only) {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: deps.clock(), revokedReason: 'ended-by-user' })
          .where(and(eq(sessions.id, which.only), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        ids = rows.map((r) => r.id);
      } else {
        ids = await sessionService.revokeAllOf(tx, auth.userId, 'ended-by-user', which.allBut);
      }
      if (ids.length > 0) {
        await bindCompany(tx, { companyId: auth.companyId, userId: auth.userId });
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorUserId: auth.userId,
          action: 'auth.sessions-ended',
          targetType: 'user',
          targetId: auth.userId,
          after: { sessionIds: ids },
          requestId: origin.requestId,
          ip: origin.ip,
          at: deps.clock(),
        });
      }
      return ids;
    });
    sessionService.evict(ended);
    return ended.length;
  }

  return {
    sessions: sessionService,
    signIn,
    accounts,
    /** Ends one of the caller's own sessions; false when it is not theirs or already ended. */
    endOwnSession: async (auth: AuthContext, sessionId: string, origin: Origin) =>
      (await endSessions(auth, origin, { only: sessionId })) > 0,
    endOtherSessions: (auth: AuthContext, origin: Origin) => endSessions(auth, origin, { allBut: auth.sessionId }),
    /** Resolves when background work (reset emails) is done: tests and shutdown. */
    settled: () => accounts.settled(),
  };
}
