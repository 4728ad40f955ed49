import { requestRunner } from '../../platform/request/index.js';
import { createAccountService } from './accounts.js';
import { createCompanyInvitationService } from './company-invitations.js';
import type { IdentityDeps } from './identity.deps.js';
import type { Committed } from './identity.transactions.js';
import { createMemberService } from './members.js';
import { createSessionService } from './sessions.js';
import { createSignInService } from './sign-in.js';
import { createTwoFactorSignIn } from './two-factor-sign-in.js';
import { createTwoFactorService } from './two-factor.service.js';

export type Identity = ReturnType<typeof createIdentity>;

/**
 * The identity module: accounts, sign-in, sessions and passwords. The factory holds what must
 * live as long as the app (the token signer, the session cache, the mailer, background work);
 * request-bound use cases take the request's context (profile.service.ts, own-sessions.service.ts,
 * and the ctx methods here), public flows open their own platform transactions.
 */
export function createIdentity(deps: IdentityDeps) {
  const sessionService = createSessionService(deps);
  const signIn = createSignInService(deps, sessionService);
  const accounts = {
    ...createAccountService(deps, sessionService, signIn),
    ...createMemberService(deps),
    ...createCompanyInvitationService(deps),
  };

  /** Once a request's transaction has committed: drops the sessions it ended from the cache and sends its mail. */
  function afterCommit<T>(committed: Committed<T>): T {
    sessionService.evict(committed.endedSessions ?? []);
    for (const id of committed.mailIds ?? []) deps.mailer.dispatch(id);
    return committed.value;
  }

  return {
    sessions: sessionService,
    signIn,
    accounts,
    /** Two-factor sign-in: the person's own set-up, the second step, the company's required roles (ADR 0087). */
    twoFactor: { ...createTwoFactorService(signIn.secrets), ...createTwoFactorSignIn(deps, signIn) },
    /** Runs a request's use case in its one tenant transaction (the platform runner on identity's database and clock). */
    run: requestRunner({ database: deps.database, clock: deps.clock }),
    afterCommit,
    /** What the profile use case reads from other modules. */
    people: deps.people,
    /** Resolves when background work (reset emails) is done: tests and shutdown. */
    settled: () => accounts.settled(),
  };
}
