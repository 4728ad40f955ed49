import { tokenDigest } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { bindCompany, bindSecret, bindSelf } from '../../platform/tenancy/index.js';
import * as accountsRepo from './accounts.repository.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { platformTransactions } from './identity.transactions.js';
import { acceptMembership, removeInvitedMembership } from './memberships.repository.js';

export type CompanyInvitationService = ReturnType<typeof createCompanyInvitationService>;

/**
 * The answer of an existing account to an invitation into one more company (ADR 0082): the
 * emailed single-use token proves who answers; accepting activates the pending membership,
 * declining removes it. Public flows in platform transactions of their own.
 */
export function createCompanyInvitationService(deps: Pick<IdentityDeps, 'clock' | 'database'>) {
  const transaction = platformTransactions(deps.database);

  async function answerInvitation(token: string, answer: 'accept' | 'decline', origin: Origin): Promise<void> {
    const digest = tokenDigest(token);
    const now = deps.clock();
    const invalid = () =>
      new AppError('AUTH_INVITATION_TOKEN_INVALID', 'This invitation link is invalid, used or expired', { status: 400 });
    await transaction(async (tx) => {
      // The token proves who this is.
      await bindSecret(tx, digest);
      const found = await accountsRepo.usableToken(tx, digest, now);
      if (!found || found.token.purpose !== 'company-invitation' || !found.token.invitedCompanyId || found.user.status === 'disabled')
        throw invalid();
      const companyId = found.token.invitedCompanyId;
      await bindSelf(tx, found.user.id);
      // Single use, even when two requests race.
      if (!(await accountsRepo.useToken(tx, found.token.id, now))) throw invalid();
      await bindCompany(tx, { companyId, userId: found.user.id });
      const done =
        answer === 'accept'
          ? await acceptMembership(tx, companyId, found.user.id, now)
          : await removeInvitedMembership(tx, companyId, found.user.id);
      // The company withdrew the invitation (or it was answered through another link).
      if (!done) throw invalid();
      await recordAudit(tx, {
        companyId,
        actorUserId: found.user.id,
        action: answer === 'accept' ? 'identity.company-invitation-accepted' : 'identity.company-invitation-declined',
        targetType: 'user',
        targetId: found.user.id,
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
    });
  }

  return {
    acceptInvitation: (token: string, origin: Origin) => answerInvitation(token, 'accept', origin),
    declineInvitation: (token: string, origin: Origin) => answerInvitation(token, 'decline', origin),
  };
}
