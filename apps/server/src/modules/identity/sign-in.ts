import type { LoginResponse, MeResponse, SessionUser, SwitchCompanyResponse } from '@hcims/contracts/identity';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hashPassword, needsRehash, tokenDigest, verifyPassword, type AuthContext } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { bindCompany, bindEmails, bindSecret, bindSelf } from '../../platform/tenancy/index.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { refreshTokens, sessions, signInThrottles, users } from './identity.table.js';
import type { CompanyChoice, SessionService } from './sessions.js';
import { createDeviceTokens } from './device-token.js';
import { afterAccountFailure, afterFailure, lockedFor, type ThrottleState } from './throttle.rules.js';

type UserRow = typeof users.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function sessionUser(user: Pick<UserRow, 'id' | 'email' | 'name' | 'status'>): SessionUser {
  return { id: user.id, email: user.email, name: user.name, status: user.status };
}

function lockedError(ms: number): AppError {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.ceil(seconds / 60);
  return new AppError('AUTH_LOCKED', `Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    status: 429,
    details: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

function slowDownError(ms: number): AppError {
  const seconds = Math.ceil(ms / 1000);
  return new AppError('AUTH_SLOW_DOWN', `Too many failed sign-ins on this account; try again in ${seconds} s`, {
    status: 429,
    details: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/** Who makes a sign-in attempt, for the throttles; `known` clients skip the account-wide slow-down. */
type Client = { kind: 'session' | 'device' | 'address'; key: string; known: boolean };
// Lower case: row-level security names throttle rows through bindEmails, which lower-cases.
const pairKey = (emailKey: string, client: Client) => `pair:${emailKey}|${client.key}`.toLowerCase();
const accountKey = (emailKey: string) => `account:${emailKey}`.toLowerCase();

const invalidCredentials = () => new AppError('AUTH_INVALID_CREDENTIALS', 'The email or password is not correct', { status: 401 });

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: IdentityDeps, sessionService: SessionService) {
  const { clock } = deps;
  const { db } = deps.database;
  const deviceTokens = createDeviceTokens(deps.env.JWT_SECRET);

  /** Names the address to the policies (for the rest of the caller's transaction) and finds its account. */
  async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
    return tx.transaction(async (inner) => {
      await bindEmails(inner, [normaliseEmail(email)]);
      const [user] = await inner
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
      return user;
    });
  }

  async function throttleOf(key: string): Promise<ThrottleState | null> {
    const [row] = await db.transaction(async (tx) => {
      await bindEmails(tx, [key]);
      return tx.select().from(signInThrottles).where(eq(signInThrottles.emailKey, key));
    });
    return row ?? null;
  }

  /** Updates one throttle row under a row lock; answers the state before and after. */
  async function bumpThrottle(
    tx: Db,
    key: string,
    now: Date,
    step: (state: ThrottleState | null) => ThrottleState,
  ): Promise<ThrottleState> {
    await tx.insert(signInThrottles).values({ emailKey: key, updatedAt: now }).onConflictDoNothing();
    const [state] = await tx.select().from(signInThrottles).where(eq(signInThrottles.emailKey, key)).for('update');
    const next = step(state ?? null);
    await tx.update(signInThrottles).set(next).where(eq(signInThrottles.emailKey, key));
    return next;
  }

  /**
   * Counts a failure for an email address (existing or not) and client: toward the lock of this
   * account and client pair, and, for a client the account does not know, toward the account's
   * slow-down. Returns the pair's lock length when this failure locks it.
   */
  async function countFailure(emailKey: string, user: UserRow | undefined, client: Client, origin: Origin): Promise<number> {
    return db.transaction(async (tx) => {
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
      await recordAudit(tx, { ...base, action: 'auth.sign-in-failed', targetType: 'user', targetId: user?.id, after: attempted });
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

  /**
   * Checks a password for an email. Every path that does not find a usable account still runs
   * argon2 (against a dummy hash) and counts the failure, so answers and timings do not reveal
   * which addresses exist. Failures lock only the account and client pair that made them; the
   * account as a whole is slowed down for clients it does not know, never locked (ADR 0045).
   */
  async function checkPassword(email: string, password: string, origin: Origin, sessionId?: string): Promise<UserRow> {
    const emailKey = normaliseEmail(email);
    const user = await findUserByEmail(db, emailKey);
    const client = clientOf(user, origin, sessionId);
    const now = clock();
    const locked = lockedFor(await throttleOf(pairKey(emailKey, client)), now);
    if (locked > 0) throw lockedError(locked);
    if (!client.known) {
      const wait = lockedFor(await throttleOf(accountKey(emailKey)), now);
      if (wait > 0) throw slowDownError(wait);
    }
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!ok || !user) {
      const lockMs = await countFailure(emailKey, user, client, origin);
      throw lockMs > 0 ? lockedError(lockMs) : invalidCredentials();
    }
    if (user.status === 'disabled') throw new AppError('AUTH_ACCOUNT_DISABLED', 'This account is disabled', { status: 403 });
    const pair = pairKey(emailKey, client);
    await db.transaction(async (tx) => {
      await bindEmails(tx, [pair]);
      await tx.delete(signInThrottles).where(eq(signInThrottles.emailKey, pair));
    });
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await bindSelf(tx, user.id);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      });
    }
    return user;
  }

  function chooseCompany(choices: CompanyChoice[], preferred: string | null): CompanyChoice {
    const company = choices.find((c) => c.id === preferred) ?? choices[0];
    if (!company) throw new AppError('AUTH_NO_COMPANY', 'This account is not a member of any company', { status: 403 });
    return company;
  }

  /** Opens a session in a company and answers like the sign-in endpoint. */
  async function startSession(user: UserRow, origin: Origin, preferredCompany: string | null, action: string): Promise<LoginResponse> {
    return db.transaction(async (tx) => {
      const now = clock();
      const company = chooseCompany(await sessionService.companiesOf(tx, user.id), preferredCompany);
      const permissions = await sessionService.permissionsIn(tx, user.id, company);
      const opened = await sessionService.open(tx, { userId: user.id, company, permissions, origin });
      await tx.update(users).set({ lastSignInAt: now, lastCompanyId: company.id }).where(eq(users.id, user.id));
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
      return { access: opened.access, refresh: opened.refresh, user: sessionUser(user), company: activeCompany, permissions };
    });
  }

  /** Signs in; `device` is a fresh device token for this account, for the caller to hand to the client. */
  async function login(email: string, password: string, origin: Origin): Promise<LoginResponse & { device: string }> {
    const user = await checkPassword(email, password, origin);
    const response = await startSession(user, origin, user.lastCompanyId, 'auth.sign-in');
    return { ...response, device: deviceTokens.issue(user.id, clock()) };
  }

  async function logout(presented: string, origin: Origin): Promise<void> {
    const ended = await db.transaction(async (tx) => {
      await bindSecret(tx, tokenDigest(presented));
      const [row] = await tx
        .select({ session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenDigest(presented)));
      if (!row || !(await sessionService.revoke(tx, row.session.id, 'logout'))) return null;
      const { session } = row;
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

  async function currentUser(auth: AuthContext): Promise<UserRow> {
    const [user] = await db.transaction(async (tx) => {
      await bindSelf(tx, auth.userId);
      return tx.select().from(users).where(eq(users.id, auth.userId));
    });
    if (!user) throw new AppError('UNAUTHENTICATED', 'The session has ended; sign in again');
    return user;
  }

  /**
   * The lock screen: the session stays; the person proves it is still them. Failures count
   * toward a lock of this session only, never of the account elsewhere.
   */
  async function unlock(auth: AuthContext, password: string, origin: Origin): Promise<void> {
    const user = await currentUser(auth);
    try {
      await checkPassword(user.email, password, origin, auth.sessionId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'AUTH_INVALID_CREDENTIALS') {
        throw new AppError('AUTH_WRONG_PASSWORD', 'The password is not correct', { status: 422 });
      }
      throw error;
    }
  }

  async function me(auth: AuthContext): Promise<MeResponse> {
    const user = await currentUser(auth);
    const { choices, employeeId } = await db.transaction(async (tx) => {
      const companies = await sessionService.companiesOf(tx, user.id);
      await bindCompany(tx, { companyId: auth.companyId, userId: auth.userId });
      return { choices: companies, employeeId: await deps.people.employeeIdOf(tx, auth.companyId, auth.userId) };
    });
    const active = choices.find((c) => c.id === auth.companyId);
    if (!active) throw new AppError('UNAUTHENTICATED', 'The session has ended; sign in again');
    const strip = ({ membershipId: _m, ...c }: CompanyChoice) => c;
    return {
      user: sessionUser(user),
      company: strip(active),
      companies: choices.map(strip),
      permissions: auth.permissions,
      sessionId: auth.sessionId,
      employeeId,
    };
  }

  async function switchCompany(auth: AuthContext, companyId: string, origin: Origin): Promise<SwitchCompanyResponse> {
    const response = await db.transaction(async (tx) => {
      const now = clock();
      const company = (await sessionService.companiesOf(tx, auth.userId)).find((c) => c.id === companyId);
      // Not a member: the company "does not exist" for this person.
      if (!company) throw AppError.notFound('Company');
      const permissions = await sessionService.permissionsIn(tx, auth.userId, company);
      await tx
        .update(sessions)
        .set({ companyId: company.id, groupId: company.groupId, permissions, lastUsedAt: now })
        .where(eq(sessions.id, auth.sessionId));
      await tx.update(users).set({ lastCompanyId: company.id }).where(eq(users.id, auth.userId));
      await recordAudit(tx, {
        companyId: company.id,
        actorUserId: auth.userId,
        action: 'auth.company-switched',
        targetType: 'session',
        targetId: auth.sessionId,
        before: { companyId: auth.companyId },
        after: { companyId: company.id },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      const { token } = await deps.tokens.sign({
        userId: auth.userId,
        companyId: company.id,
        groupId: company.groupId,
        sessionId: auth.sessionId,
      });
      const { membershipId: _m, ...activeCompany } = company;
      return { access: token, company: activeCompany, permissions };
    });
    sessionService.evict([auth.sessionId]);
    return response;
  }

  return { checkPassword, currentUser, findUserByEmail, login, logout, me, startSession, switchCompany, unlock, countFailure };
}
