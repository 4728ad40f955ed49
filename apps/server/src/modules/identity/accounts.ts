import { randomUUID } from 'node:crypto';
import type { LoginResponse, PasswordRule, RegisterCheckMail, RegisterRequestSchema } from '@hcims/contracts/identity';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { hashPassword, tokenDigest } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { bindCompany, bindEmails, bindSecret, bindSelf } from '../../platform/tenancy/index.js';
import { accountMails, issueToken, RESET_TTL_MS, SIGN_UP_TTL_MS } from './account-links.js';
import * as accountsRepo from './accounts.repository.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { platformTransactions, type Committed } from './identity.transactions.js';
import { insertGroupAndCompany, insertMembership, membershipCompaniesOf, touchMembership } from './memberships.repository.js';
import { passwordProblem, passwordRuleText } from './password.rules.js';
import type { SessionService } from './sessions.js';
import type { SignInService } from './sign-in.js';

/** At most this many reset emails per account and hour (mail bombing). */
const RESETS_PER_HOUR = 3;

type Register = z.output<typeof RegisterRequestSchema>;

/** AUTH_PASSWORD_WEAK with the rule's code for the web and its English wording for people. */
function weakPassword(rule: PasswordRule): AppError {
  const text = passwordRuleText[rule];
  return new AppError('AUTH_PASSWORD_WEAK', `The password ${text}`, {
    status: 422,
    details: [{ path: 'body.password', rule, message: text }],
  });
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Accounts and passwords: sign-up, forgotten and reset passwords (public flows, in platform
 * transactions of their own) and the password change of a signed-in caller (in the request's
 * transaction). A factory: it holds the mailer and the background work of forgotPassword.
 */
export function createAccountService(deps: IdentityDeps, sessionService: SessionService, signIn: SignInService) {
  const { clock, mailer } = deps;
  const transaction = platformTransactions(deps.database);
  const mails = accountMails(deps.env.PUBLIC_URL);
  const background = new Set<Promise<void>>();
  const confirmsByMail = Boolean(deps.env.SMTP_HOST);

  /** The group, its first company and its owner (with the owner role), in one transaction, audited. */
  async function createCompanyAndOwner(
    tx: Db,
    input: Register,
    owner: { email: string; passwordHash: string; status: 'active' | 'invited' },
    origin: Origin,
    now: Date,
  ): Promise<accountsRepo.UserRow> {
    // The new rows are named before they exist, so the policies let this transaction create them.
    const ids = { groupId: randomUUID(), companyId: randomUUID() };
    await bindCompany(tx, { companyId: ids.companyId, userId: null, groupId: ids.groupId });
    await bindEmails(tx, [owner.email]);
    const { group, company } = await insertGroupAndCompany(
      tx,
      { id: ids.groupId, name: input.groupName ?? `${input.companyName} Group` },
      {
        id: ids.companyId,
        name: input.companyName,
        countryCode: input.countryCode,
        currency: input.currency,
        timeZone: input.timeZone,
      },
    );
    const [user] = await accountsRepo.insertUsers(tx, [{ ...owner, name: input.name, passwordChangedAt: now, lastCompanyId: company.id }]);
    await bindCompany(tx, { companyId: company.id, userId: user!.id });
    const membership = await insertMembership(tx, company.id, user!.id, user!.status === 'invited');
    await deps.access.setUpCompany(tx, company.id);
    await deps.access.assignBuiltIn(tx, company.id, membership.id, 'owner');
    await recordAudit(tx, {
      companyId: company.id,
      actorUserId: user!.id,
      action: 'auth.registered',
      targetType: 'company',
      targetId: company.id,
      after: { company: company.name, group: group.name, owner: owner.email, confirmed: owner.status === 'active' },
      requestId: origin.requestId,
      ip: origin.ip,
      at: now,
    });
    return user!;
  }

  /**
   * Sign-up. Where the server sends mail (SMTP configured) the answer is the same for a new and a
   * taken address and nothing is done before it goes: afterwards a new address gets its company and
   * an unconfirmed owner with a confirmation link, a taken one a "you already have an account" mail
   * (ADR 0082). Without mail the address cannot be proven, so the owner is signed in at once and a
   * taken address is refused (development and single-company servers).
   */
  async function register(input: Register, origin: Origin): Promise<LoginResponse | RegisterCheckMail> {
    const problem = passwordProblem(input.password, [input.email.split('@')[0]!, input.name, input.companyName]);
    if (problem) throw weakPassword(problem);
    const email = accountsRepo.normaliseEmail(input.email);
    if (confirmsByMail) {
      later(() => signUpByMail(input, email, origin));
      return { status: 'check-mail' };
    }
    const passwordHash = await hashPassword(input.password);
    try {
      await transaction((tx) => createCompanyAndOwner(tx, input, { email, passwordHash, status: 'active' }, origin, clock()));
    } catch (error) {
      if (uniqueViolation(error) !== null)
        throw new AppError('AUTH_EMAIL_TAKEN', 'An account with this email already exists', { status: 409 });
      throw error;
    }
    const user = await transaction((tx) => accountsRepo.findUserByEmail(tx, email));
    return signIn.startSession(user!, origin, user!.lastCompanyId, 'auth.sign-in');
  }

  async function signUpByMail(input: Register, email: string, origin: Origin): Promise<void> {
    const existing = await transaction((tx) => accountsRepo.findUserByEmail(tx, email));
    if (existing) {
      if (existing.status === 'disabled') return;
      const mailId = await transaction(async (tx) => {
        await bindSelf(tx, existing.id);
        if (existing.lastCompanyId) await bindCompany(tx, { companyId: existing.lastCompanyId, userId: existing.id });
        return mailer.enqueue(tx, mails.accountExistsMail(existing));
      });
      mailer.dispatch(mailId);
      return;
    }
    const passwordHash = await hashPassword(input.password);
    let mailId: string;
    try {
      mailId = await transaction(async (tx) => {
        const now = clock();
        const user = await createCompanyAndOwner(tx, input, { email, passwordHash, status: 'invited' }, origin, now);
        const token = await issueToken(tx, user.id, 'sign-up', SIGN_UP_TTL_MS, now);
        return mailer.enqueue(tx, mails.signUpMail(user, input.companyName, token));
      });
    } catch (error) {
      // Two sign-ups of one new address at once: the first one's mail is on its way.
      if (uniqueViolation(error) !== null) return;
      throw error;
    }
    mailer.dispatch(mailId);
  }

  /** Confirms a sign-up with the emailed token: the owner becomes active and is signed in. */
  async function confirmSignUp(token: string, origin: Origin): Promise<LoginResponse> {
    const digest = tokenDigest(token);
    const now = clock();
    const invalid = () =>
      new AppError('AUTH_SIGN_UP_TOKEN_INVALID', 'This link is invalid, used or expired; sign up again', { status: 400 });
    const found = await transaction(async (tx) => {
      await bindSecret(tx, digest);
      return accountsRepo.usableToken(tx, digest, now);
    });
    if (!found || found.token.purpose !== 'sign-up' || found.user.status !== 'invited') throw invalid();
    await transaction(async (tx) => {
      await bindSecret(tx, digest);
      await bindSelf(tx, found.user.id);
      if (!(await accountsRepo.useToken(tx, found.token.id, now))) throw invalid();
      await accountsRepo.updateUser(tx, found.user.id, { status: 'active', updatedAt: now });
      if (found.user.lastCompanyId) await bindCompany(tx, { companyId: found.user.lastCompanyId, userId: found.user.id });
      await recordAudit(tx, {
        companyId: found.user.lastCompanyId,
        actorUserId: found.user.id,
        action: 'auth.sign-up-confirmed',
        targetType: 'user',
        targetId: found.user.id,
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      // Last: it binds each company of the account in turn.
      await touchMemberships(tx, found.user.id, now);
    });
    return signIn.startSession({ ...found.user, status: 'active' }, origin, found.user.lastCompanyId, 'auth.sign-in');
  }

  /** Runs after the answer has gone, so the time to answer says nothing about the address. */
  function later(work: () => Promise<void>): void {
    const job = work()
      .catch((error: unknown) => deps.log.error({ err: error }, 'background identity work failed'))
      .finally(() => background.delete(job));
    background.add(job);
  }

  function forgotPassword(email: string, origin: Origin): void {
    later(async () => {
      const mailId = await transaction(async (tx) => {
        const user = await accountsRepo.findUserByEmail(tx, email);
        if (!user || user.status === 'disabled') return null;
        // Serialises concurrent requests for one account, so the hourly cap holds.
        await accountsRepo.lockUser(tx, user.id);
        const now = clock();
        if ((await accountsRepo.resetsSince(tx, user.id, new Date(now.getTime() - 3_600_000))) >= RESETS_PER_HOUR) return null;
        const token = await issueToken(tx, user.id, 'password-reset', RESET_TTL_MS, now);
        if (user.lastCompanyId) await bindCompany(tx, { companyId: user.lastCompanyId, userId: user.id });
        await recordAudit(tx, {
          companyId: user.lastCompanyId,
          actorUserId: null,
          action: 'auth.password-reset-requested',
          targetType: 'user',
          targetId: user.id,
          requestId: origin.requestId,
          ip: origin.ip,
          at: now,
        });
        return mailer.enqueue(tx, mails.resetMail(user, token));
      });
      if (mailId) mailer.dispatch(mailId);
    });
  }

  /**
   * Marks every membership of an account changed because the account's status did (an invitation
   * accepted), one company at a time as the policies require: the picker directory of each of
   * those companies reads memberships, not users, to notice it, and the membership's
   * accountInvited is cleared (the HR dashboard counts it). Leaves the transaction bound to the
   * last of them.
   */
  async function touchMemberships(tx: Db, userId: string, now: Date): Promise<void> {
    await bindSelf(tx, userId);
    for (const companyId of await membershipCompaniesOf(tx, userId)) {
      await bindCompany(tx, { companyId, userId });
      await touchMembership(tx, companyId, userId, now);
    }
  }

  /** Sets a new password with an emailed token (reset or invitation); ends every session of the account. */
  async function resetPassword(token: string, password: string, origin: Origin): Promise<void> {
    const digest = tokenDigest(token);
    const now = clock();
    const found = await transaction(async (tx) => {
      await bindSecret(tx, digest);
      return accountsRepo.usableToken(tx, digest, now);
    });
    const invalid = () =>
      new AppError('AUTH_RESET_TOKEN_INVALID', 'This link is invalid, used or expired; ask for a new one', { status: 400 });
    // An invitation into one more company is answered on its own page, never with a new password.
    if (!found || found.user.status === 'disabled' || found.token.purpose === 'company-invitation' || found.token.purpose === 'sign-up')
      throw invalid();
    const problem = passwordProblem(password, [found.user.email.split('@')[0]!, found.user.name]);
    if (problem) throw weakPassword(problem);
    const passwordHash = await hashPassword(password);
    const ended = await transaction(async (tx) => {
      // The token proves who this is.
      await bindSecret(tx, digest);
      await bindSelf(tx, found.user.id);
      // Single use, even when two requests race.
      if (!(await accountsRepo.useToken(tx, found.token.id, now))) throw invalid();
      await accountsRepo.voidOutstandingTokens(tx, found.user.id, now);
      await accountsRepo.updateUser(tx, found.user.id, {
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
        status: found.user.status === 'invited' ? 'active' : found.user.status,
      });
      const endedIds = await sessionService.revokeAllOf(tx, found.user.id, 'password-reset');
      if (found.user.lastCompanyId) await bindCompany(tx, { companyId: found.user.lastCompanyId, userId: found.user.id });
      await recordAudit(tx, {
        companyId: found.user.lastCompanyId,
        actorUserId: found.user.id,
        action: found.token.purpose === 'invitation' ? 'auth.invitation-accepted' : 'auth.password-reset',
        targetType: 'user',
        targetId: found.user.id,
        after: { sessionsEnded: endedIds.length },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      // Last: it binds each company of the account in turn.
      if (found.user.status === 'invited') await touchMemberships(tx, found.user.id, now);
      return endedIds;
    });
    sessionService.evict(ended);
  }

  /**
   * Changes the caller's password, in the request's transaction: every session of the account
   * ends (their refresh tokens die) and a new one opens for this device. `user` is the account
   * whose current password was checked first (sign-in's checkCallerPassword, before the
   * request's transaction, so that a wrong guess stays counted).
   */
  async function changePassword(
    ctx: RequestCtx,
    user: accountsRepo.UserRow,
    next: string,
    origin: Origin,
  ): Promise<Committed<LoginResponse>> {
    const problem = passwordProblem(next, [user.email.split('@')[0]!, user.name]);
    if (problem) throw weakPassword(problem);
    const passwordHash = await hashPassword(next);
    await bindSelf(ctx.tx, user.id);
    await accountsRepo.updateUser(ctx.tx, user.id, { passwordHash, passwordChangedAt: ctx.now, updatedAt: ctx.now });
    await accountsRepo.voidOutstandingTokens(ctx.tx, user.id, ctx.now);
    const ended = await sessionService.revokeAllOf(ctx.tx, user.id, 'password-changed');
    await bindCompany(ctx.tx, { companyId: ctx.companyId, userId: user.id });
    await audit(ctx, 'auth.password-changed', { type: 'user', id: user.id }, null, { sessionsEnded: ended.length });
    const value = await signIn.openSession(ctx.tx, { ...user, passwordHash }, origin, ctx.companyId, 'auth.sign-in');
    return { value, endedSessions: ended };
  }

  async function settled(): Promise<void> {
    while (background.size > 0) await Promise.all([...background]);
    await mailer.settled();
  }

  return { register, confirmSignUp, forgotPassword, resetPassword, changePassword, settled };
}
