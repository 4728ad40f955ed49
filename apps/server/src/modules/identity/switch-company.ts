import type { SwitchCompanyResponse } from '@hcims/contracts/identity';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { updateUser } from './accounts.repository.js';
import type { IdentityDeps } from './identity.deps.js';
import type { SessionService } from './sessions.js';
import { updateSession } from './sessions.repository.js';

export function createCompanySwitch(deps: IdentityDeps, sessionService: SessionService) {
  /**
   * Makes another of the caller's companies the active one of this session, in the request's
   * transaction; the route evicts the session from the cache once it has committed.
   */
  return async function switchCompany(ctx: RequestCtx, sessionId: string, companyId: string): Promise<SwitchCompanyResponse> {
    const company = (await sessionService.companiesOf(ctx.tx, ctx.userId)).find((c) => c.id === companyId);
    // Not a member: the company "does not exist" for this person.
    if (!company) throw AppError.notFound('Company');
    const permissions = await sessionService.permissionsIn(ctx.tx, ctx.userId, company);
    const twoFactorSetup = await sessionService.twoFactorSetupDue(ctx.tx, ctx.userId, company);
    await updateSession(ctx.tx, sessionId, { companyId: company.id, groupId: company.groupId, permissions, lastUsedAt: ctx.now });
    await updateUser(ctx.tx, ctx.userId, { lastCompanyId: company.id });
    // The event belongs to the company switched to.
    await audit(
      { ...ctx, companyId: company.id },
      'auth.company-switched',
      { type: 'session', id: sessionId },
      { companyId: ctx.companyId },
      {
        companyId: company.id,
      },
    );
    const { token } = await deps.tokens.sign({
      userId: ctx.userId,
      companyId: company.id,
      groupId: company.groupId,
      sessionId,
      twoFactorSetup,
    });
    const { membershipId: _m, ...activeCompany } = company;
    return { access: token, company: activeCompany, permissions };
  };
}
