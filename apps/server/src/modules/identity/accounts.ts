import { randomUUID } from 'node:crypto';
import type { AccessLinkResponse, InvitationResponse, LoginResponse, PasswordRule, RegisterRequestSchema } from '@hcims/contracts/identity';
import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { hashPassword, newOpaqueToken, tokenDigest, type AuthContext } from '../../platform/auth/index.js';
import { recordAudit, recordAudits } from '../../platform/audit/index.js';
import { MAIL_LINK, type OutgoingMail } from '../../platform/mail/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { beyondHeld } from '../../platform/permissions/index.js';
import { bindCompany, bindEmails, bindSecret, bindSelf } from '../../platform/tenancy/index.js';
import { companies, companyGroups } from '../org/index.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { memberships, oneTimeTokens, users } from './identity.table.js';
import { passwordProblem, passwordRuleText } from './password.rules.js';
import type { SessionService } from './sessions.js';
import { normaliseEmail, type SignInService } from './sign-in.js';

const RESET_TTL_MS = 60 * 60_000;
const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** At most this many reset emails per account and hour (mail bombing). */
const RESETS_PER_HOUR = 3;

type Register = z.output<typeof RegisterRequestSchema>;
type UserRow = typeof users.$inferSelect;

/** AUTH_PASSWORD_WEAK with the rule's code for the web and its English wording for people. */
function weakPassword(rule: PasswordRule): AppError {
  const text = passwordRuleText[rule];
  return new AppError('AUTH_PASSWORD_WEAK', `The password ${text}`, {
    status: 422,
    details: [{ path: 'body.password', rule, message: text }],
  });
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: IdentityDeps, sessionService: SessionService, signIn: SignInService) {
  const { clock, mailer } = deps;
  const { db } = deps.database;
  const background = new Set<Promise<void>>();

  /** The page the emailed link opens. Built from PUBLIC_URL, never from the request's Host header. The token
   * travels in the fragment, which browsers never send to a server, so it cannot reach an access log. */
  const link = (token: string) => `${deps.env.PUBLIC_URL}/auth/Reset-Password#token=${token}`;

  function resetMail(user: Pick<UserRow, 'id' | 'email' | 'name'>, token: string): OutgoingMail {
    return {
      to: user.email,
      userId: user.id,
      purpose: 'password-reset',
      subject: 'Reset your HCIMS password',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone (you, or an administrator of your company) asked to reset the password of your HCIMS account.',
        `Open this link within one hour to choose a new password: ${MAIL_LINK}`,
        '',
        'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
      ].join('\n'),
      link: link(token),
    };
  }

  function invitationMail(user: Pick<UserRow, 'id' | 'email' | 'name'>, companyName: string, token: string): OutgoingMail {
    return {
      to: user.email,
      userId: user.id,
      purpose: 'invitation',
      subject: `You are invited to ${companyName}`,
      text: [
        `Hello ${user.name},`,
        '',
        `You are invited to ${companyName} in HCIMS.`,
        `Open this link within 7 days to choose your password: ${MAIL_LINK}`,
        '',
        'The link works once.',
      ].join('\n'),
      link: link(token),
    };
  }

  function companyAccessMail(user: Pick<UserRow, 'id' | 'email' | 'name'>, companyName: string): OutgoingMail {
    return {
      to: user.email,
      userId: user.id,
      purpose: 'company-access',
      subject: `You now have access to ${companyName}`,
      text: `Hello ${user.name},\n\nYou now have access to ${companyName} in HCIMS. Sign in as usual and choose it in the company switcher.`,
    };
  }

  async function issueToken(tx: Db, userId: string, purpose: 'password-reset' | 'invitation', ttlMs: number): Promise<string> {
    const [token] = await issueTokens(tx, [userId], purpose, ttlMs);
    return token!;
  }

  /** One single-use token per user, in one statement; the tokens come back in the order of the users. */
  async function issueTokens(
    tx: Db,
    userIds: readonly string[],
    purpose: 'password-reset' | 'invitation',
    ttlMs: number,
  ): Promise<string[]> {
    if (userIds.length === 0) return [];
    const now = clock();
    const tokens = userIds.map(() => newOpaqueToken());
    await tx.insert(oneTimeTokens).values(
      userIds.map((userId, i) => ({
        userId,
        purpose,
        tokenHash: tokenDigest(tokens[i]!),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      })),
    );
    return tokens;
  }

  /** Every password change voids the account's unused emailed links: an older link must not set the password again. */
  async function voidOutstandingTokens(tx: Db, userId: string, now: Date): Promise<void> {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
  }

  async function register(input: Register, origin: Origin): Promise<LoginResponse> {
    const problem = passwordProblem(input.password, [input.email.split('@')[0]!, input.name, input.companyName]);
    if (problem) throw weakPassword(problem);
    const passwordHash = await hashPassword(input.password);
    const email = normaliseEmail(input.email);
    try {
      await db.transaction(async (tx) => {
        const now = clock();
        // The new rows are named before they exist, so the policies let this transaction create them.
        const ids = { groupId: randomUUID(), companyId: randomUUID() };
        await bindCompany(tx, { companyId: ids.companyId, userId: null, groupId: ids.groupId });
        await bindEmails(tx, [email]);
        const [group] = await tx
          .insert(companyGroups)
          .values({ id: ids.groupId, name: input.groupName ?? `${input.companyName} Group` })
          .returning();
        const [company] = await tx
          .insert(companies)
          .values({
            id: ids.companyId,
            groupId: group!.id,
            name: input.companyName,
            countryCode: input.countryCode,
            currency: input.currency,
            timeZone: input.timeZone,
          })
          .returning();
        const [user] = await tx
          .insert(users)
          .values({ email, name: input.name, passwordHash, status: 'active', passwordChangedAt: now, lastCompanyId: company!.id })
          .returning();
        await bindCompany(tx, { companyId: company!.id, userId: user!.id });
        const [membership] = await tx.insert(memberships).values({ companyId: company!.id, userId: user!.id }).returning();
        await deps.access.setUpCompany(tx, company!.id);
        await deps.access.assignBuiltIn(tx, company!.id, membership!.id, 'owner');
        await recordAudit(tx, {
          companyId: company!.id,
          actorUserId: user!.id,
          action: 'auth.registered',
          targetType: 'company',
          targetId: company!.id,
          after: { company: company!.name, group: group!.name, owner: email },
          requestId: origin.requestId,
          ip: origin.ip,
          at: now,
        });
      });
    } catch (error) {
      if (uniqueViolation(error) !== null)
        throw new AppError('AUTH_EMAIL_TAKEN', 'An account with this email already exists', { status: 409 });
      throw error;
    }
    const user = await signIn.findUserByEmail(db, email);
    return signIn.startSession(user!, origin, user!.lastCompanyId, 'auth.sign-in');
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
      const mailId = await db.transaction(async (tx) => {
        const user = await signIn.findUserByEmail(tx, email);
        if (!user || user.status === 'disabled') return null;
        // Serialises concurrent requests for one account, so the hourly cap holds.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const now = clock();
        const [recent] = await tx
          .select({ n: count() })
          .from(oneTimeTokens)
          .where(
            and(
              eq(oneTimeTokens.userId, user.id),
              eq(oneTimeTokens.purpose, 'password-reset'),
              gt(oneTimeTokens.createdAt, new Date(now.getTime() - 3_600_000)),
            ),
          );
        if ((recent?.n ?? 0) >= RESETS_PER_HOUR) return null;
        const token = await issueToken(tx, user.id, 'password-reset', RESET_TTL_MS);
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
        return mailer.enqueue(tx, resetMail(user, token));
      });
      if (mailId) mailer.dispatch(mailId);
    });
  }

  /**
   * Marks every membership of an account changed because the account's status did (an invitation
   * accepted), one company at a time as the policies require: the picker directory of each of
   * those companies reads memberships, not users, to notice it. Leaves the transaction bound to
   * the last of them.
   */
  async function touchMemberships(tx: Db, userId: string, now: Date): Promise<void> {
    await bindSelf(tx, userId);
    const rows = await tx.select({ companyId: memberships.companyId }).from(memberships).where(eq(memberships.userId, userId));
    for (const { companyId } of rows) {
      await bindCompany(tx, { companyId, userId });
      await tx
        .update(memberships)
        .set({ updatedAt: now })
        .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
    }
  }

  /** Sets a new password with an emailed token (reset or invitation); ends every session of the account. */
  async function resetPassword(token: string, password: string, origin: Origin): Promise<void> {
    const digest = tokenDigest(token);
    const now = clock();
    const [found] = await db.transaction(async (tx) => {
      await bindSecret(tx, digest);
      return tx
        .select({ token: oneTimeTokens, user: users })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(and(eq(oneTimeTokens.tokenHash, digest), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)));
    });
    const invalid = () =>
      new AppError('AUTH_RESET_TOKEN_INVALID', 'This link is invalid, used or expired; ask for a new one', { status: 400 });
    if (!found || found.user.status === 'disabled') throw invalid();
    const problem = passwordProblem(password, [found.user.email.split('@')[0]!, found.user.name]);
    if (problem) throw weakPassword(problem);
    const passwordHash = await hashPassword(password);
    const ended = await db.transaction(async (tx) => {
      // The token proves who this is.
      await bindSecret(tx, digest);
      await bindSelf(tx, found.user.id);
      // Single use, even when two requests race: only one of them flips used_at.
      const used = await tx
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.id, found.token.id), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      if (used.length === 0) throw invalid();
      await voidOutstandingTokens(tx, found.user.id, now);
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: now,
          updatedAt: now,
          status: found.user.status === 'invited' ? 'active' : found.user.status,
        })
        .where(eq(users.id, found.user.id));
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
   * Changes the password after checking the current one, ends every session of the account
   * (their refresh tokens die) and opens a new one for this device.
   */
  async function changePassword(auth: AuthContext, current: string, next: string, origin: Origin): Promise<LoginResponse> {
    const user = await signIn.currentUser(auth);
    try {
      await signIn.checkPassword(user.email, current, origin, auth.sessionId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'AUTH_INVALID_CREDENTIALS') {
        throw new AppError('AUTH_WRONG_PASSWORD', 'The current password is not correct', {
          status: 422,
          details: [{ path: 'body.currentPassword', message: 'is not correct' }],
        });
      }
      throw error;
    }
    const problem = passwordProblem(next, [user.email.split('@')[0]!, user.name]);
    if (problem) throw weakPassword(problem);
    const passwordHash = await hashPassword(next);
    const ended = await db.transaction(async (tx) => {
      const now = clock();
      await bindSelf(tx, user.id);
      await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await voidOutstandingTokens(tx, user.id, now);
      const endedIds = await sessionService.revokeAllOf(tx, user.id, 'password-changed');
      await bindCompany(tx, { companyId: auth.companyId, userId: user.id });
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: user.id,
        action: 'auth.password-changed',
        targetType: 'user',
        targetId: user.id,
        after: { sessionsEnded: endedIds.length },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      return endedIds;
    });
    sessionService.evict(ended);
    return signIn.startSession({ ...user, passwordHash }, origin, auth.companyId, 'auth.sign-in');
  }

  /** Adds a person to the caller's company with roles; a new account gets an emailed link to choose a password. */
  async function invite(
    auth: AuthContext,
    input: { email: string; name: string; roleIds: string[] },
    origin: Origin,
  ): Promise<InvitationResponse> {
    const email = normaliseEmail(input.email);
    const result = await db.transaction(async (tx) => {
      const now = clock();
      const existing = await signIn.findUserByEmail(tx, email);
      const user =
        existing ??
        (await tx.insert(users).values({ email, name: input.name, status: 'invited', lastCompanyId: auth.companyId }).returning())[0]!;
      await bindCompany(tx, { companyId: auth.companyId, userId: auth.userId });
      const inserted = await tx
        .insert(memberships)
        .values({ companyId: auth.companyId, userId: user.id })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0)
        throw new AppError('IDENTITY_ALREADY_MEMBER', 'This person is already a member of the company', { status: 409 });
      const membership = inserted[0]!;
      await deps.access.assignRoles(tx, {
        companyId: auth.companyId,
        membershipId: membership.id,
        roleIds: input.roleIds,
        actor: auth.permissions,
      });
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.companyId));
      const mailId = await mailer.enqueue(
        tx,
        existing
          ? companyAccessMail(user, company!.name)
          : invitationMail(user, company!.name, await issueToken(tx, user.id, 'invitation', INVITATION_TTL_MS)),
      );
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: auth.userId,
        action: 'identity.member-invited',
        targetType: 'membership',
        targetId: membership.id,
        after: { userId: user.id, email: user.email, roleIds: input.roleIds, newAccount: !existing },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      return { mailId, response: { memberId: membership.id, userId: user.id, status: existing ? existing.status : ('invited' as const) } };
    });
    mailer.dispatch(result.mailId);
    return result.response;
  }

  /**
   * An administrator's way past a mail server that is not there (ADR 0046): a fresh single-use
   * link for a member (an invitation while the account has no password, a reset otherwise),
   * emailed to the person or answered to copy. Every earlier link of the account stops working.
   * A copied link lets its holder choose the password, so it is handed out only for an account
   * that belongs to this company alone and holds no more permissions than the person asking.
   */
  async function accessLink(auth: AuthContext, memberId: string, send: boolean, origin: Origin): Promise<AccessLinkResponse> {
    const result = await db.transaction(async (tx) => {
      const now = clock();
      await bindCompany(tx, { companyId: auth.companyId, userId: auth.userId });
      const [found] = await tx
        .select({ user: users, membershipId: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.id, memberId), eq(memberships.companyId, auth.companyId)));
      if (!found) throw AppError.notFound('Member');
      const { user } = found;
      if (user.status === 'disabled') throw new AppError('AUTH_ACCOUNT_DISABLED', 'This account is disabled', { status: 409 });
      if (!send) {
        const beyond = beyondHeld(auth.permissions, await deps.access.permissionsFor(tx, auth.companyId, found.membershipId));
        await bindSelf(tx, user.id);
        const [elsewhere] = await tx
          .select({ n: count() })
          .from(memberships)
          .where(and(eq(memberships.userId, user.id), ne(memberships.companyId, auth.companyId)));
        await bindCompany(tx, { companyId: auth.companyId, userId: auth.userId });
        if (beyond.length > 0 || (elsewhere?.n ?? 0) > 0) {
          throw new AppError(
            'IDENTITY_LINK_NOT_ALLOWED',
            'This person belongs to another company too or holds more permissions than you: send the link by email instead',
            { status: 403 },
          );
        }
      }
      const kind = user.status === 'invited' ? ('invitation' as const) : ('password-reset' as const);
      const ttl = kind === 'invitation' ? INVITATION_TTL_MS : RESET_TTL_MS;
      // Names the member's address to the token policies: their earlier links and the new one.
      await bindEmails(tx, [normaliseEmail(user.email)]);
      await voidOutstandingTokens(tx, user.id, now);
      const token = await issueToken(tx, user.id, kind, ttl);
      let mailId: string | null = null;
      if (send) {
        const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.companyId));
        mailId = await mailer.enqueue(tx, kind === 'invitation' ? invitationMail(user, company!.name, token) : resetMail(user, token));
      }
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: auth.userId,
        action: send ? 'identity.access-link-sent' : 'identity.access-link-copied',
        targetType: 'membership',
        targetId: found.membershipId,
        after: { userId: user.id, kind },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      const response: AccessLinkResponse = {
        kind,
        link: send ? null : link(token),
        expiresAt: new Date(now.getTime() + ttl).toISOString(),
        delivered: send && mailer.delivers,
      };
      return { mailId, response };
    });
    if (result.mailId) mailer.dispatch(result.mailId);
    return result.response;
  }

  type BuiltInRole = 'owner' | 'hr-admin' | 'manager' | 'employee';

  type Provisioned = { userId: string; membershipId: string; accountStatus: 'invited' | 'active' | 'disabled'; mailId: string | null };

  /**
   * For modules that create people (an employee record): gives a person access to a company in
   * the caller's transaction, so the record and its account commit together. The transaction
   * runs as the platform (before it enters the tenant role), since accounts, emailed tokens and
   * mail are platform tables. A new address gets an invited account with the built-in role and
   * a link to choose a password; an existing account gets the membership and a notice; an
   * existing member gets nothing new, except a fresh link when `resend` is set and the account
   * is still invited. The caller dispatches the returned mail id after commit.
   */
  async function provisionMember(
    tx: Db,
    input: {
      companyId: string;
      actorUserId: string | null;
      email: string;
      name: string;
      role: BuiltInRole;
      resend?: boolean;
      origin: { requestId: string; ip: string | null };
    },
  ): Promise<Provisioned> {
    const { email, name, ...rest } = input;
    const [provisioned] = await provisionMembers(tx, { ...rest, people: [{ email, name }] });
    return provisioned!;
  }

  /**
   * provisionMember for many people at once (a bulk import), with the same rules, in a fixed
   * number of statements whatever their count. The addresses must be distinct; the results come
   * back in the order of `people`.
   */
  async function provisionMembers(
    tx: Db,
    input: {
      companyId: string;
      actorUserId: string | null;
      people: readonly { email: string; name: string }[];
      role: BuiltInRole;
      resend?: boolean;
      origin: { requestId: string; ip: string | null };
    },
  ): Promise<Provisioned[]> {
    if (input.people.length === 0) return [];
    const emails = input.people.map((p) => normaliseEmail(p.email));
    if (new Set(emails).size !== emails.length) throw new Error('provisionMembers: the same address is given twice');
    const now = clock();
    await bindCompany(tx, { companyId: input.companyId, userId: input.actorUserId });
    await bindEmails(tx, emails);
    const existing = new Map(
      (
        await tx
          .select()
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails))
      ).map((u) => [normaliseEmail(u.email), u]),
    );
    const fresh = input.people.flatMap((p, i) =>
      existing.has(emails[i]!) ? [] : [{ email: emails[i]!, name: p.name, status: 'invited' as const, lastCompanyId: input.companyId }],
    );
    const created = fresh.length > 0 ? await tx.insert(users).values(fresh).returning() : [];
    const userOf = new Map([...existing, ...created.map((u) => [normaliseEmail(u.email), u] as const)]);
    const people = emails.map((email) => userOf.get(email)!);
    const members = new Map(
      (
        await tx
          .select({ id: memberships.id, userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.companyId, input.companyId),
              inArray(
                memberships.userId,
                people.map((u) => u.id),
              ),
            ),
          )
      ).map((m) => [m.userId, m.id]),
    );
    const joining = people.filter((u) => !members.has(u.id));
    const joined =
      joining.length > 0
        ? await tx
            .insert(memberships)
            .values(joining.map((u) => ({ companyId: input.companyId, userId: u.id })))
            .returning({ id: memberships.id, userId: memberships.userId })
        : [];
    await deps.access.assignBuiltIn(
      tx,
      input.companyId,
      joined.map((m) => m.id),
      input.role,
    );
    const membershipOf = new Map([...members, ...joined.map((m) => [m.userId, m.id] as const)]);
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, input.companyId));
    const plans = people.map((user) => {
      const newMember = !members.has(user.id);
      const sendLink = user.status === 'invited' && (newMember || input.resend === true);
      return { user, newMember, sendLink, newAccount: !existing.has(normaliseEmail(user.email)) };
    });
    const linked = plans.filter((p) => p.sendLink);
    const tokens = await issueTokens(
      tx,
      linked.map((p) => p.user.id),
      'invitation',
      INVITATION_TTL_MS,
    );
    const tokenOf = new Map(linked.map((p, i) => [p.user.id, tokens[i]!]));
    const mailed = plans.filter((p) => p.sendLink || p.newMember);
    const mailIds = await mailer.enqueueMany(
      tx,
      mailed.map(({ user, sendLink }) =>
        sendLink ? invitationMail(user, company!.name, tokenOf.get(user.id)!) : companyAccessMail(user, company!.name),
      ),
    );
    const mailOf = new Map(mailed.map((p, i) => [p.user.id, mailIds[i]!]));
    await recordAudits(
      tx,
      mailed.map(({ user, newMember, newAccount }) => ({
        companyId: input.companyId,
        actorUserId: input.actorUserId,
        action: newMember ? 'identity.member-invited' : 'identity.invitation-resent',
        targetType: 'membership',
        targetId: membershipOf.get(user.id)!,
        after: { userId: user.id, email: user.email, role: input.role, newAccount },
        requestId: input.origin.requestId,
        ip: input.origin.ip,
        at: now,
      })),
    );
    return people.map((user) => ({
      userId: user.id,
      membershipId: membershipOf.get(user.id)!,
      accountStatus: user.status,
      mailId: mailOf.get(user.id) ?? null,
    }));
  }

  /** Makes a person a member of a company with a built-in role (the creator of a new company of the group). */
  async function joinCompany(tx: Db, input: { companyId: string; userId: string; role: BuiltInRole }): Promise<string> {
    await bindCompany(tx, { companyId: input.companyId, userId: input.userId });
    const [membership] = await tx.insert(memberships).values({ companyId: input.companyId, userId: input.userId }).returning();
    await deps.access.assignBuiltIn(tx, input.companyId, membership!.id, input.role);
    return membership!.id;
  }

  /**
   * Sets (or clears, with null) when a person's access to a company ends. Runs in a tenant
   * transaction of that company: sign-in, refresh and company switching check it.
   */
  async function setAccessEnd(tx: Db, input: { companyId: string; userId: string; endsAt: Date | null }): Promise<void> {
    await tx
      .update(memberships)
      .set({ accessEndsAt: input.endsAt, updatedAt: clock() })
      .where(and(eq(memberships.companyId, input.companyId), eq(memberships.userId, input.userId)));
  }

  async function settled(): Promise<void> {
    while (background.size > 0) await Promise.all([...background]);
    await mailer.settled();
  }

  return {
    register,
    forgotPassword,
    accessLink,
    resetPassword,
    changePassword,
    invite,
    provisionMember,
    provisionMembers,
    joinCompany,
    setAccessEnd,
    settled,
  };
}
