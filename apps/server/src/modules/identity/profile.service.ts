import type { MeResponse } from '@hcims/contracts/identity';
import type { RequestCtx } from '../../platform/request/index.js';
import type { PeoplePort } from './identity.deps.js';
import { activeCompaniesOf } from './memberships.repository.js';
import { currentUser, sessionEnded, sessionUser } from './sign-in.js';
import type { CompanyChoice } from './sessions.js';

/**
 * The signed-in user, the active company, the companies to switch to, permissions and their own
 * employee record (GET /api/auth/me), in the request's transaction.
 */
export async function profile(ctx: RequestCtx, deps: { people: PeoplePort }, sessionId: string): Promise<MeResponse> {
  // currentUser lets the transaction see the user's own memberships (bindSelf); the request's
  // tenant transaction already names the company and the user the policies read.
  const user = await currentUser(ctx.tx, ctx.userId);
  const choices: CompanyChoice[] = await activeCompaniesOf(ctx.tx, ctx.userId, ctx.now);
  const employeeId = await deps.people.employeeIdOf(ctx.tx, ctx.companyId, ctx.userId);
  const active = choices.find((c) => c.id === ctx.companyId);
  if (!active) throw sessionEnded();
  const strip = ({ membershipId: _m, ...c }: CompanyChoice) => c;
  return {
    user: sessionUser(user),
    company: strip(active),
    companies: choices.map(strip),
    permissions: ctx.permissions,
    sessionId,
    employeeId,
  };
}
