import type { LoginResponse, SessionUser, TwoFactorChallenge } from '@hcims/contracts/identity';
import type { Db } from '../../db/client.js';
import { hashPassword, needsRehash, tokenDigest, verifyPassword, type AuthContext } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { bindCompany, bindEmails, bindSecret, bindSelf } from '../../platform/tenancy/index.js';
import { findUserByEmail, normaliseEmail, updateUser, userById, type UserRow } from './accounts.repository.js';
import { createDeviceTokens } from './device-token.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { platformTransactions } from './identity.transactions.js';
import type { CompanyChoice, SessionService } from './sessions.js';
import { sessionOfRefreshToken } from './sessions.repository.js';
import { bumpThrottle, clearThrottle, throttleOf } from './throttles.repository.js';
import { createCompanySwitch } from './switch-company.js';
import { accountDisabled, invalidCredentials, lockedError, sessionEnded, slowDownError } from './sign-in.errors.js';
import { afterAccountFailure, afterFailure, lockedFor } from './throttle.rules.js';
import { isTwoFactorOn } from './two-factor.repository.js';
import { createTwoFactorSecrets } from './two-factor.secrets.js';

export { accountDisabled, sessionEnded };

export function sessionUser(user: Pick<UserRow, 'id' | 'email' | 'name' | 'status'>): SessionUser {
  return { id: user.id, email: user.email, name: user.name, status: user.status };
}

/** Who makes a sign-in attempt, for the throttles; `known` clients skip the account-wide slow-down. */
export type Client = { kind: 'session' | 'device' | 'address'; key: string; known: boolean };
// Lower case: row-level security names throttle rows through bindEmails, which lower-cases.
const pairKey = (emailKey: string, client: Client) => `pair:${emailKey}|${client.key}`.toLowerCase();
const accountKey = (emailKey: string) => `account:${emailKey}`.toLowerCase();

/** The signed-in caller's account, in the caller's transaction. */
export async function currentUser(tx: Db, userId: string): Promise<UserRow> {
  await bindSelf(tx, userId);
  const user = await userById(tx, userId);
  if (!user) throw sessionEnded();
  return user;
}

export type SignInService = ReturnType<typeof createSignInService>;

/**
 * Sign-in, sign-out and the password checks they share (a factory: it holds the device-token
 * signer). These are public flows: each step opens its own platform transaction, so a failed
 * attempt is counted even though the request then fails.
 */
export function createSignInService(deps: IdentityDeps, sessionService: SessionService) {
  const { clock } = deps;
  const transaction = platformTransactions(deps.database);
  const deviceTokens = createDeviceTokens(deps.env.JWT_SECRET);
  const secrets = createTwoFactorSecrets(deps.env.JWT_SECRET);

  const throttle = (key: string) =>
    transaction(async (tx) => {
      await bindEmails(tx, [key]);
      return throttleOf(tx, key);
    });

  /**
   * Counts a failure for an email address (existing or not) and client: toward the lock of this
   * account and client pair, and, for a client the account does not know, toward the account's
   * slow-down. Returns the pair's lock length when this failure locks it.
   */
  async function countFailure(
    emailKey: string,
    user: UserRow | undefined,
    client: Client,
    origin: Origin,
    action = 'auth.sign-in-failed',
  ): Promise<number> {
    return transaction(async (tx) => {
      const now = clock();
      await bindEmails(tx, [pairKey(emailKey, client), accountKey(emailKey)]);
      let lockedNow = false;
      const next = await bumpThrottle(tx, pairKey(emailKey, client), now, (state) => {
        const after = afterFailure(state, now);
        lockedNow = after.lockedNow;
        return after.next;
      });
      if (!client.known) await bumpThrottle(tx, accountKey(emailKey), now, (state) => afterAccountFailure(state, now));
      const companyId = user?.lastCompanyId ?? null;
      if (companyId) await bindCompany(tx, { companyId, userId: user!.id });
      const base = { companyId, actorUserId: user?.id ?? null, requestId: origin.requestId, ip: origin.ip, at: now };
      // An unknown address is kept only when it looks like one: a password typed into the email field must not land here.
      const attempted = user ? { userId: user.id } : emailKey.includes('@') ? { email: emailKey } : {};
      await recordAudit(tx, { ...base, action, targetType: 'user', targetId: user?.id, after: attempted });
      if (!lockedNow) return 0;
      const ms = lockedFor(next, now);
      await recordAudit(tx, {
        ...base,
        action: 'auth.locked',
        targetType: 'user',
        targetId: user?.id,
        after: { ...attempted, client: client.kind, lockedUntil: next.lockedUntil!.toISOString(), lockouts: next.lockouts },
      });
      return ms;
    });
  }

  /**
   * Who is trying (ADR 0045): a signed-in session (the lock screen), a device that signed in to
   * this account before (its signed device token), or else the network address.
   */
  function clientOf(user: UserRow | undefined, origin: Origin, sessionId?: string): Client {
    if (sessionId) return { kind: 'session', key: `session:${sessionId}`, known: true };
    const device = user ? deviceTokens.verify(origin.device, user.id, clock()) : null;
    if (device) return { kind: 'device', key: `device:${device}`, known: true };
    return { kind: 'address', key: `ip:${origin.ip ?? 'unknown'}`, known: false };
  }

  /** Refuses an attempt while this client is locked out of the account, or an unknown client is slowed down. */
  async function admit(emailKey: string, client: Client): Promise<void> {
    const now = clock();
    const locked = lockedFor(await throttle(pairKey(emailKey, client)), now);
    if (locked > 0) throw lockedError(locked);
    if (!client.known) {
      const wait = lockedFor(await throttle(accountKey(emailKey)), now);
      if (wait > 0) throw slowDownError(wait);
    }
  }

  /** A successful sign-in forgets this client's failures. */
  async function clearPair(emailKey: string, client: Client): Promise<void> {
    const pair = pairKey(emailKey, client);
    await transaction(async (tx) => {
      await bindEmails(tx, [pair]);
      await clearThrottle(tx, pair);
    });
  }

  const twoFactorOn = (userId: string) =>
    transaction(async (tx) => {
      await bindSelf(tx, userId);
      return isTwoFactorOn(tx, userId);
    });

  /**
   * Checks a password for an email. Every path that does not find a usable account still runs
   * argon2 (against a dummy hash) and counts the failure, so answers and timings do not reveal
   * which addresses exist. Failures lock only the account and client pair that made them; the
   * account as a whole is slowed down for clients it does not know, never locked (ADR 0045).
   */
  async function checkPassword(email: string, password: string, origin: Origin, sessionId?: string): Promise<UserRow> {
    const emailKey = normaliseEmail(email);
    const user = await transaction((tx) => findUserByEmail(tx, emailKey));
    const client = clientOf(user, origin, sessionId);
    await admit(emailKey, client);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!ok || !user) {
      const lockMs = await countFailure(emailKey, user, client, origin);
      throw lockMs > 0 ? lockedError(lockMs) : invalidCredentials();
    }
    if (user.status === 'disabled') throw accountDisabled();
    // Only a sign-up awaiting its confirmation has a password while invited; said only to who knows the password.
    if (user.status === 'invited')
      throw new AppError('AUTH_EMAIL_UNCONFIRMED', 'Confirm your email address first with the link we sent', { status: 403 });
    // With two-factor on, failed codes after this password still count: the pair is cleared once the code is right.
    if (!sessionId && (await twoFactorOn(user.id))) return user;
    await clearPair(emailKey, client);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(password);
      await transaction(async (tx) => {
        await bindSelf(tx, user.id);
        await updateUser(tx, user.id, { passwordHash });
      });
    }
    return user;
  }

  /**
   * The signed-in caller proves it is still them (the lock screen, a password change): their own
   * password, counted toward a lock of this session only, never of the account elsewhere. Runs
   * before the request's transaction, so a wrong guess stays counted. `wrong` words the refusal.
   */
  async function checkCallerPassword(auth: AuthContext, password: string, origin: Origin, wrong: AppError): Promise<UserRow> {
    const user = await transaction((tx) => currentUser(tx, auth.userId));
    try {
      return await checkPassword(user.email, password, origin, auth.sessionId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'AUTH_INVALID_CREDENTIALS') throw wrong;
      throw error;
    }
  }

  function chooseCompany(choices: CompanyChoice[], preferred: string | null): CompanyChoice {
    const company = choices.find((c) => c.id === preferred) ?? choices[0];
    if (!company) throw new AppError('AUTH_NO_COMPANY', 'This account is not a member of any company', { status: 403 });
    return company;
  }

  /** Opens a session in a company, in the caller's transaction, and answers like the sign-in endpoint. */
  async function openSession(
    tx: Db,
    user: UserRow,
    origin: Origin,
    preferredCompany: string | null,
    action: string,
  ): Promise<LoginResponse> {
    const now = clock();
    const company = chooseCompany(await sessionService.companiesOf(tx, user.id), preferredCompany);
    const permissions = await sessionService.permissionsIn(tx, user.id, company);
    const twoFactorSetup = await sessionService.twoFactorSetupDue(tx, user.id, company);
    const opened = await sessionService.open(tx, { userId: user.id, company, permissions, origin, twoFactorSetup });
    await updateUser(tx, user.id, { lastSignInAt: now, lastCompanyId: company.id });
    await recordAudit(tx, {
      companyId: company.id,
      actorUserId: user.id,
      action,
      targetType: 'session',
      targetId: opened.sessionId,
      after: { userAgent: origin.userAgent?.slice(0, 200) ?? null },
      requestId: origin.requestId,
      ip: origin.ip,
      at: now,
    });
    const { membershipId: _m, ...activeCompany } = company;
    return {
      access: opened.access,
      refresh: opened.refresh,
      user: sessionUser(user),
      company: activeCompany,
      permissions,
      ...(twoFactorSetup ? { twoFactorSetupRequired: true } : {}),
    };
  }

  /** openSession in a transaction of its own (after sign-in or sign-up). */
  function startSession(user: UserRow, origin: Origin, preferredCompany: string | null, action: string): Promise<LoginResponse> {
    return transaction((tx) => openSession(tx, user, origin, preferredCompany, action));
  }

  /**
   * Signs in; `device` is a fresh device token for this account, for the caller to hand to the
   * client. With two-factor on, the right password answers a challenge for the second step instead.
   */
  async function login(
    email: string,
    password: string,
    origin: Origin,
  ): Promise<(LoginResponse & { device: string }) | TwoFactorChallenge> {
    const user = await checkPassword(email, password, origin);
    if (await twoFactorOn(user.id)) {
      const { token, expiresAt } = secrets.challenge(user.id, clock());
      return { twoFactor: { challenge: token, expiresAt: expiresAt.toISOString() } };
    }
    return finishSignIn(user, origin);
  }

  /** Opens the session of a sign-in whose every factor was right. */
  async function finishSignIn(user: UserRow, origin: Origin): Promise<LoginResponse & { device: string }> {
    const response = await startSession(user, origin, user.lastCompanyId, 'auth.sign-in');
    return { ...response, device: deviceTokens.issue(user.id, clock()) };
  }

  async function logout(presented: string, origin: Origin): Promise<void> {
    const ended = await transaction(async (tx) => {
      await bindSecret(tx, tokenDigest(presented));
      const session = await sessionOfRefreshToken(tx, tokenDigest(presented));
      if (!session || !(await sessionService.revoke(tx, session.id, 'logout'))) return null;
      await bindCompany(tx, { companyId: session.companyId, userId: session.userId });
      await recordAudit(tx, {
        companyId: session.companyId,
        actorUserId: session.userId,
        action: 'auth.sign-out',
        targetType: 'session',
        targetId: session.id,
        requestId: origin.requestId,
        ip: origin.ip,
        at: clock(),
      });
      return session.id;
    });
    if (ended) sessionService.evict([ended]);
  }

  /** The lock screen: the session stays; the person proves it is still them. */
  async function unlock(auth: AuthContext, password: string, origin: Origin): Promise<void> {
    await checkCallerPassword(auth, password, origin, new AppError('AUTH_WRONG_PASSWORD', 'The password is not correct', { status: 422 }));
  }

  const switchCompany = createCompanySwitch(deps, sessionService);

  return {
    checkPassword,
    checkCallerPassword,
    login,
    finishSignIn,
    logout,
    openSession,
    startSession,
    switchCompany,
    unlock,
    countFailure,
    clientOf,
    admit,
    clearPair,
    secrets,
  };
}
