import type { PermissionSet } from '@hcims/contracts/access';
import type { ActiveCompany } from '@hcims/contracts/identity';
import type { Db } from '../../db/client.js';
import { newOpaqueToken, tokenDigest, type AccessClaims, type SessionResolver } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { bindCompany, bindSecret, bindSelf } from '../../platform/tenancy/index.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { platformTransactions } from './identity.transactions.js';
import { activeCompaniesOf } from './memberships.repository.js';
import * as repo from './sessions.repository.js';
import { isTwoFactorOn, requiredForMember } from './two-factor.repository.js';

export type CompanyChoice = ActiveCompany & { membershipId: string };

type CacheEntry = { sessionId: string; until: number; value: { permissions: PermissionSet } | null };

/** How long a process trusts its cached view of a session (revocation elsewhere shows within this). */
const CACHE_MS = 60_000;
const CACHE_MAX = 20_000;

export type SessionService = ReturnType<typeof createSessionService>;

type RefreshOutcome =
  | { ok: true; access: string; refresh: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'idle' | 'no-access'; sessionId?: string };

/**
 * Sessions are refresh-token families. Refresh tokens are random, stored as SHA-256 and work
 * once; a rotated token presented again revokes the whole family. A factory: it holds the token
 * signer and the process's cache of sessions.
 */
export function createSessionService(deps: IdentityDeps) {
  const { clock, tokens } = deps;
  const transaction = platformTransactions(deps.database);
  const absoluteMs = deps.env.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const idleMs = deps.env.SESSION_IDLE_MINUTES * 60_000;
  const cache = new Map<string, CacheEntry>();

  /** Drops ended sessions from this process's cache; call after the transaction that ended them committed. */
  function evict(sessionIds: Iterable<string>): void {
    const ended = new Set(sessionIds);
    if (ended.size === 0) return;
    for (const [key, entry] of cache) if (ended.has(entry.sessionId)) cache.delete(key);
  }

  /** The companies a person may work in (active memberships), oldest membership first. */
  async function companiesOf(tx: Db, userId: string): Promise<CompanyChoice[]> {
    await bindSelf(tx, userId);
    return activeCompaniesOf(tx, userId, clock());
  }

  /** The permission snapshot of a member, read with the transaction bound to that company. */
  async function permissionsIn(tx: Db, userId: string, company: CompanyChoice): Promise<PermissionSet> {
    await bindCompany(tx, { companyId: company.id, userId });
    return deps.access.permissionsFor(tx, company.id, company.membershipId);
  }

  /**
   * Whether the person must set up two-factor sign-in before using the company (a role of theirs
   * requires it and they have none); the transaction is bound to the company (permissionsIn).
   * Carried in the access token, like the permission snapshot it is renewed at each refresh.
   */
  async function twoFactorSetupDue(tx: Db, userId: string, company: CompanyChoice): Promise<boolean> {
    if (!(await requiredForMember(tx, company.id, userId))) return false;
    return !(await isTwoFactorOn(tx, userId));
  }

  /** Starts a session; the transaction must be bound to the company (bindCompany). */
  async function open(
    tx: Db,
    input: { userId: string; company: CompanyChoice; permissions: PermissionSet; origin: Origin; twoFactorSetup?: boolean },
  ): Promise<{ sessionId: string; access: string; refresh: string }> {
    const now = clock();
    const sessionId = await repo.insertSession(tx, {
      userId: input.userId,
      companyId: input.company.id,
      groupId: input.company.groupId,
      permissions: input.permissions,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + absoluteMs),
      userAgent: input.origin.userAgent?.slice(0, 300) ?? null,
      ip: input.origin.ip,
    });
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken(tx, sessionId, tokenDigest(refresh), now);
    const { token } = await tokens.sign({
      userId: input.userId,
      companyId: input.company.id,
      groupId: input.company.groupId,
      sessionId,
      twoFactorSetup: input.twoFactorSetup === true,
    });
    return { sessionId, access: token, refresh };
  }

  /** Ends sessions of a person (all, or all but one); returns the ids of those it ended. */
  function revokeAllOf(tx: Db, userId: string, reason: string, keep?: string): Promise<string[]> {
    return repo.revokeSessions(tx, { userId, ...(keep ? { except: keep } : {}) }, clock(), reason);
  }

  /** Ends a person's sessions in one company (their access to it ended); call evict with the ids after commit. */
  function revokeInCompany(tx: Db, userId: string, companyId: string, reason: string): Promise<string[]> {
    return repo.revokeSessions(tx, { userId, companyId }, clock(), reason);
  }

  async function revoke(tx: Db, sessionId: string, reason: string): Promise<boolean> {
    return (await repo.revokeSessions(tx, { sessionId }, clock(), reason)).length > 0;
  }

  /** Exchanges a refresh token for a new pair (a public flow: its own transaction). */
  async function refresh(presented: string, origin: Origin): Promise<RefreshOutcome> {
    const outcome = await transaction(async (tx): Promise<RefreshOutcome> => {
      const now = clock();
      await bindSecret(tx, tokenDigest(presented));
      const row = await repo.refreshTokenForUpdate(tx, tokenDigest(presented));
      if (!row) return { ok: false, reason: 'unknown' };
      const { token, session } = row;
      const fail = async (reason: 'reused' | 'expired' | 'idle' | 'no-access'): Promise<RefreshOutcome> => {
        await revoke(tx, session.id, reason === 'reused' ? 'refresh-reuse' : reason);
        if (reason === 'reused') {
          await bindCompany(tx, { companyId: session.companyId, userId: session.userId });
          await recordAudit(tx, {
            companyId: session.companyId,
            actorUserId: session.userId,
            action: 'auth.refresh-reuse',
            targetType: 'session',
            targetId: session.id,
            after: { revoked: 'whole session (token family)' },
            requestId: origin.requestId,
            ip: origin.ip,
            at: now,
          });
        }
        return { ok: false, reason, sessionId: session.id };
      };
      if (session.revokedAt) return { ok: false, reason: 'revoked', sessionId: session.id };
      if (token.rotatedAt) return fail('reused');
      if (now >= session.expiresAt) return fail('expired');
      if (now.getTime() - session.lastUsedAt.getTime() > idleMs) return fail('idle');
      if (row.userStatus !== 'active') return fail('no-access');

      const company = (await companiesOf(tx, session.userId)).find((c) => c.id === session.companyId);
      if (!company) return fail('no-access');
      const permissions = await permissionsIn(tx, session.userId, company);
      const twoFactorSetup = await twoFactorSetupDue(tx, session.userId, company);

      if (!(await repo.rotateRefreshToken(tx, token.id, now))) return fail('reused');
      const next = newOpaqueToken();
      await repo.insertRefreshToken(tx, session.id, tokenDigest(next), now);
      await repo.updateSession(tx, session.id, { lastUsedAt: now, permissions, groupId: company.groupId });
      const { token: access } = await tokens.sign({
        userId: session.userId,
        companyId: company.id,
        groupId: company.groupId,
        sessionId: session.id,
        twoFactorSetup,
      });
      return { ok: true, access, refresh: next };
    });
    if (!outcome.ok && outcome.sessionId && outcome.reason !== 'revoked') evict([outcome.sessionId]);
    return outcome;
  }

  /** The hot path of every signed-in request (before its transaction): a cached look-up of the session behind a token. */
  const resolve: SessionResolver = async (claims: AccessClaims) => {
    const now = clock().getTime();
    const hit = cache.get(claims.tokenId);
    if (hit && hit.until > now) return hit.value;
    // The token is verified: the transaction may see that person's sessions.
    const row = await transaction(async (tx) => {
      await bindSelf(tx, claims.userId);
      return repo.sessionState(tx, claims.sessionId);
    });
    const valid =
      row &&
      !row.revokedAt &&
      row.expiresAt.getTime() > now &&
      row.userStatus === 'active' &&
      row.userId === claims.userId &&
      row.companyId === claims.companyId;
    const value = valid ? { permissions: row.permissions } : null;
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(claims.tokenId, { sessionId: claims.sessionId, until: Math.min(now + CACHE_MS, claims.expiresAt.getTime()), value });
    return value;
  };

  return { companiesOf, permissionsIn, twoFactorSetupDue, open, revoke, revokeAllOf, revokeInCompany, refresh, resolve, evict, idleMs };
}
