import type { AccessLinkResponse, InvitationResponse } from '@hcims/contracts/identity';
import type { Db } from '../../db/client.js';
import { recordAudits } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { beyondHeld } from '../../platform/permissions/index.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { bindCompany, bindEmails, bindSelf } from '../../platform/tenancy/index.js';
import { accountMails, issueToken, issueTokens, INVITATION_TTL_MS, RESET_TTL_MS } from './account-links.js';
import * as accountsRepo from './accounts.repository.js';
import type { IdentityDeps } from './identity.deps.js';
import type { Committed } from './identity.transactions.js';
import * as membersRepo from './memberships.repository.js';

type BuiltInRole = 'owner' | 'hr-admin' | 'manager' | 'employee';

type Provisioned = { userId: string; membershipId: string; accountStatus: 'invited' | 'active' | 'disabled'; mailId: string | null };

type ProvisionInput = {
  companyId: string;
  actorUserId: string | null;
  role: BuiltInRole;
  resend?: boolean;
  origin: { requestId: string; ip: string | null };
};

export type MemberService = ReturnType<typeof createMemberService>;

/**
 * People in companies: invitations and access links (use cases of a signed-in administrator, in
 * the request's transaction) and the provisioning port other modules call in their own
 * transaction. A factory: it holds the mailer. Mail is enqueued in the transaction and sent
 * once it has committed (the route, or the caller of the port, dispatches the ids).
 */
export function createMemberService(deps: Pick<IdentityDeps, 'clock' | 'mailer' | 'access' | 'env'>) {
  const { clock, mailer } = deps;
  const mails = accountMails(deps.env.PUBLIC_URL);

  /**
   * Invites a person into the caller's company with roles. A new address gets an invited account
   * and a link to choose a password; an existing account gets a pending membership and a link to
   * accept or decline it (ADR 0082). The answer is the same either way: nothing tells the caller
   * whether the address has an account, and the account's own name stays hidden until it accepts.
   */
  async function invite(
    ctx: RequestCtx,
    input: { email: string; name: string; roleIds: string[] },
  ): Promise<Committed<InvitationResponse>> {
    const email = accountsRepo.normaliseEmail(input.email);
    const existing = await accountsRepo.findUserByEmail(ctx.tx, email);
    const user =
      existing ??
      (await accountsRepo.insertUsers(ctx.tx, [{ email, name: input.name, status: 'invited', lastCompanyId: ctx.companyId }]))[0]!;
    await bindCompany(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId });
    const membership = await membersRepo.insertMembershipIfAbsent(
      ctx.tx,
      ctx.companyId,
      user.id,
      existing ? 'invited' : 'active',
      user.status === 'invited',
    );
    if (!membership) throw new AppError('IDENTITY_ALREADY_MEMBER', 'This person is already a member of the company', { status: 409 });
    await deps.access.assignRoles(ctx.tx, {
      companyId: ctx.companyId,
      membershipId: membership.id,
      roleIds: input.roleIds,
      actor: ctx.permissions,
    });
    const company = await membersRepo.companyName(ctx.tx, ctx.companyId);
    const mailId = await mailer.enqueue(
      ctx.tx,
      existing
        ? mails.companyInvitationMail(
            user,
            company,
            await issueToken(ctx.tx, user.id, 'company-invitation', INVITATION_TTL_MS, ctx.now, ctx.companyId),
          )
        : mails.invitationMail(user, company, await issueToken(ctx.tx, user.id, 'invitation', INVITATION_TTL_MS, ctx.now)),
    );
    // The audit trail is read by the company too: the email only, as the caller typed it.
    await audit(ctx, 'identity.member-invited', { type: 'membership', id: membership.id }, null, {
      userId: user.id,
      email,
      roleIds: input.roleIds,
    });
    return { value: { memberId: membership.id, userId: user.id, status: 'invited' }, mailIds: [mailId] };
  }

  /**
   * An administrator's way past a mail server that is not there (ADR 0046): a fresh single-use
   * link for a member (an invitation while the account has no password, a reset otherwise),
   * emailed to the person or answered to copy. Every earlier link of the account stops working.
   * A copied link lets its holder choose the password, so it is handed out only for an account
   * that belongs to this company alone and holds no more permissions than the person asking.
   */
  async function accessLink(ctx: RequestCtx, memberId: string, send: boolean): Promise<Committed<AccessLinkResponse>> {
    const { tx } = ctx;
    await bindCompany(tx, { companyId: ctx.companyId, userId: ctx.userId });
    const found = await membersRepo.memberWithAccount(tx, ctx.companyId, memberId);
    if (!found) throw AppError.notFound('Member');
    const { user } = found;
    if (user.status === 'disabled') throw new AppError('AUTH_ACCOUNT_DISABLED', 'This account is disabled', { status: 409 });
    if (found.membershipStatus === 'invited') return resendCompanyInvitation(ctx, found, send);
    if (!send) {
      const beyond = beyondHeld(ctx.permissions, await deps.access.permissionsFor(tx, ctx.companyId, found.membershipId));
      await bindSelf(tx, user.id);
      const elsewhere = await membersRepo.membershipsElsewhere(tx, user.id, ctx.companyId);
      await bindCompany(tx, { companyId: ctx.companyId, userId: ctx.userId });
      if (beyond.length > 0 || elsewhere > 0) {
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
    await bindEmails(tx, [accountsRepo.normaliseEmail(user.email)]);
    await accountsRepo.voidOutstandingTokens(tx, user.id, ctx.now);
    const token = await issueToken(tx, user.id, kind, ttl, ctx.now);
    const mailIds: string[] = [];
    if (send) {
      const company = await membersRepo.companyName(tx, ctx.companyId);
      mailIds.push(
        await mailer.enqueue(tx, kind === 'invitation' ? mails.invitationMail(user, company, token) : mails.resetMail(user, token)),
      );
    }
    await audit(
      ctx,
      send ? 'identity.access-link-sent' : 'identity.access-link-copied',
      { type: 'membership', id: found.membershipId },
      null,
      { userId: user.id, kind },
    );
    const value: AccessLinkResponse = {
      kind,
      link: send ? null : mails.link(token),
      expiresAt: new Date(ctx.now.getTime() + ttl).toISOString(),
      delivered: send && mailer.delivers,
    };
    return { value, mailIds };
  }

  /**
   * accessLink for a pending membership (an existing account that has not accepted yet): only a
   * fresh invitation to accept, emailed to the account's holder, never a link to copy.
   */
  async function resendCompanyInvitation(
    ctx: RequestCtx,
    found: { user: accountsRepo.UserRow; membershipId: string },
    send: boolean,
  ): Promise<Committed<AccessLinkResponse>> {
    if (!send) {
      throw new AppError(
        'IDENTITY_LINK_NOT_ALLOWED',
        'This person belongs to another company too or holds more permissions than you: send the link by email instead',
        { status: 403 },
      );
    }
    const { tx } = ctx;
    await bindEmails(tx, [accountsRepo.normaliseEmail(found.user.email)]);
    const token = await issueToken(tx, found.user.id, 'company-invitation', INVITATION_TTL_MS, ctx.now, ctx.companyId);
    const company = await membersRepo.companyName(tx, ctx.companyId);
    const mailId = await mailer.enqueue(tx, mails.companyInvitationMail(found.user, company, token));
    await audit(ctx, 'identity.access-link-sent', { type: 'membership', id: found.membershipId }, null, {
      userId: found.user.id,
      kind: 'invitation',
    });
    const value: AccessLinkResponse = {
      kind: 'invitation',
      link: null,
      expiresAt: new Date(ctx.now.getTime() + INVITATION_TTL_MS).toISOString(),
      delivered: mailer.delivers,
    };
    return { value, mailIds: [mailId] };
  }

  /**
   * For modules that create people (an employee record): gives a person access to a company in
   * the caller's transaction, so the record and its account commit together. Accounts, emailed
   * tokens and mail are platform tables: the transaction names the company and the addresses
   * to the policies (bindCompany, bindEmails). A new address gets an invited account with the
   * built-in role and a link to choose a password; an existing account gets a pending membership
   * and a link to accept it (ADR 0082); an existing member gets nothing new, except a fresh link
   * when `resend` is set and the account or the membership is still invited. The caller dispatches the returned mail id after commit.
   */
  async function provisionMember(tx: Db, input: ProvisionInput & { email: string; name: string }): Promise<Provisioned> {
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
    input: ProvisionInput & { people: readonly { email: string; name: string }[] },
  ): Promise<Provisioned[]> {
    if (input.people.length === 0) return [];
    const emails = input.people.map((p) => accountsRepo.normaliseEmail(p.email));
    if (new Set(emails).size !== emails.length) throw new Error('provisionMembers: the same address is given twice');
    const now = clock();
    await bindCompany(tx, { companyId: input.companyId, userId: input.actorUserId });
    await bindEmails(tx, emails);
    const existing = new Map((await accountsRepo.usersByEmails(tx, emails)).map((u) => [accountsRepo.normaliseEmail(u.email), u]));
    const created = await accountsRepo.insertUsers(
      tx,
      input.people.flatMap((p, i) =>
        existing.has(emails[i]!) ? [] : [{ email: emails[i]!, name: p.name, status: 'invited' as const, lastCompanyId: input.companyId }],
      ),
    );
    const userOf = new Map([...existing, ...created.map((u) => [accountsRepo.normaliseEmail(u.email), u] as const)]);
    const people = emails.map((email) => userOf.get(email)!);
    const isNewAccount = (user: accountsRepo.UserRow) => !existing.has(accountsRepo.normaliseEmail(user.email));
    const members = new Map(
      (
        await membersRepo.membershipsIn(
          tx,
          input.companyId,
          people.map((u) => u.id),
        )
      ).map((m) => [m.userId, m] as const),
    );
    // An existing account joins only when its holder accepts (ADR 0082): a pending membership.
    const joined = await membersRepo.insertMemberships(
      tx,
      input.companyId,
      people
        .filter((u) => !members.has(u.id))
        .map((u) => ({
          userId: u.id,
          status: isNewAccount(u) ? ('active' as const) : ('invited' as const),
          accountInvited: u.status === 'invited',
        })),
    );
    await deps.access.assignBuiltIn(
      tx,
      input.companyId,
      joined.map((m) => m.id),
      input.role,
    );
    const membershipOf = new Map([
      ...[...members].map(([userId, m]) => [userId, m.id] as const),
      ...joined.map((m) => [m.userId, m.id] as const),
    ]);
    const company = await membersRepo.companyName(tx, input.companyId);
    const plans = people.map((user) => {
      const newMember = !members.has(user.id);
      const pending = newMember ? !isNewAccount(user) : members.get(user.id)!.status === 'invited';
      const kind = pending ? ('company-invitation' as const) : user.status === 'invited' ? ('invitation' as const) : null;
      const sendLink = kind !== null && (newMember || input.resend === true);
      return { user, newMember, pending, kind, sendLink, newAccount: isNewAccount(user) };
    });
    const tokenOf = new Map<string, string>();
    for (const kind of ['invitation', 'company-invitation'] as const) {
      const linked = plans.filter((p) => p.sendLink && p.kind === kind);
      const tokens = await issueTokens(
        tx,
        linked.map((p) => p.user.id),
        kind,
        INVITATION_TTL_MS,
        now,
        kind === 'company-invitation' ? input.companyId : null,
      );
      linked.forEach((p, i) => tokenOf.set(p.user.id, tokens[i]!));
    }
    const mailed = plans.filter((p) => p.sendLink);
    const mailIds = await mailer.enqueueMany(
      tx,
      mailed.map(({ user, kind }) =>
        kind === 'company-invitation'
          ? mails.companyInvitationMail(user, company, tokenOf.get(user.id)!)
          : mails.invitationMail(user, company, tokenOf.get(user.id)!),
      ),
    );
    const mailOf = new Map(mailed.map((p, i) => [p.user.id, mailIds[i]!]));
    await recordAudits(
      tx,
      mailed.map(({ user, newMember }) => ({
        companyId: input.companyId,
        actorUserId: input.actorUserId,
        action: newMember ? 'identity.member-invited' : 'identity.invitation-resent',
        targetType: 'membership',
        targetId: membershipOf.get(user.id)!,
        after: { userId: user.id, email: accountsRepo.normaliseEmail(user.email), role: input.role },
        requestId: input.origin.requestId,
        ip: input.origin.ip,
        at: now,
      })),
    );
    const pendingOf = new Set(plans.filter((p) => p.pending).map((p) => p.user.id));
    return people.map((user) => ({
      userId: user.id,
      membershipId: membershipOf.get(user.id)!,
      accountStatus: pendingOf.has(user.id) ? 'invited' : user.status,
      mailId: mailOf.get(user.id) ?? null,
    }));
  }

  /** Makes a person a member of a company with a built-in role (the creator of a new company of the group). */
  async function joinCompany(tx: Db, input: { companyId: string; userId: string; role: BuiltInRole }): Promise<string> {
    await bindCompany(tx, { companyId: input.companyId, userId: input.userId });
    const membership = await membersRepo.insertMembership(tx, input.companyId, input.userId);
    await deps.access.assignBuiltIn(tx, input.companyId, membership.id, input.role);
    return membership.id;
  }

  /**
   * Sets (or clears, with null) when a person's access to a company ends. Runs in a tenant
   * transaction of that company: sign-in, refresh and company switching check it.
   */
  async function setAccessEnd(tx: Db, input: { companyId: string; userId: string; endsAt: Date | null }): Promise<void> {
    await membersRepo.setAccessEnd(tx, input.companyId, input.userId, input.endsAt, clock());
  }

  return { invite, accessLink, provisionMember, provisionMembers, joinCompany, setAccessEnd };
}
