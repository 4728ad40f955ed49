import type { PermissionSet } from '@hcims/contracts/access';
import type { ActiveCompany, SessionInfo } from '@hcims/contracts/identity';
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newOpaqueToken, tokenDigest, type AccessClaims, type SessionResolver } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { bindCompany, bindSecret, bindSelf } from '../../platform/tenancy/index.js';
import { companies, companyGroups } from '../org/index.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { memberships, refreshTokens, sessions, users } from './identity.table.js';

export type CompanyChoice = ActiveCompany & { membershipId: string };

type CacheEntry = { sessionId: string; until: number; value: { permissions: PermissionSet } | null };

/** How long a process trusts its cached view of a session (revocation elsewhere shows within this). */
const CACHE_MS = 60_000;
const CACHE_MAX = 20_000;

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions are refresh-token families. Refresh tokens are random, stored as SHA-256 and work
 * once; a rotated token presented again revokes the whole family.
 */
export function createSessionService(deps: IdentityDeps) {
  const { clock, tokens } = deps;
  const idleMs = deps.env.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = deps.env.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const cache = new Map<string, CacheEntry>();

  function evict(sessionIds: Iterable<string>): void {
    const ended = new Set(sessionIds);
    if (ended.size === 0) return;
    for (const [key, entry] of cache) if (ended.has(entry.sessionId)) cache.delete(key);
  }

  /** The companies a person may work in (active memberships), oldest membership first. */
  async function companiesOf(tx: Db, userId: string): Promise<CompanyChoice[]> {
    await bindSelf(tx, userId);
    return tx
      .select({
        membershipId: memberships.id,
        id: companies.id,
        name: companies.name,
        groupId: companies.groupId,
        groupName: companyGroups.name,
      })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .innerJoin(companyGroups, eq(companyGroups.id, companies.groupId))
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.status, 'active'),
          // Access ends with an employee's termination: no sign-in, refresh or switch into the company after it.
          or(isNull(memberships.accessEndsAt), gt(memberships.accessEndsAt, clock())),
        ),
      )
      .orderBy(asc(memberships.createdAt), asc(companies.name));
  }

  /** The permission snapshot of a member, read with the transaction bound to that company. */
  async function permissionsIn(tx: Db, userId: string, company: CompanyChoice): Promise<PermissionSet> {
    await bindCompany(tx, { companyId: company.id, userId });
    return deps.access.permissionsFor(tx, company.id, company.membershipId);
  }

  /** Starts a session; the transaction must be bound to the company (bindCompany). */
  async function open(
    tx: Db,
    input: { userId: string; company: CompanyChoice; permissions: PermissionSet; origin: Origin },
  ): Promise<{ sessionId: string; access: string; refresh: string }> {
    const now = clock();
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: input.userId,
        companyId: input.company.id,
        groupId: input.company.groupId,
        permissions: input.permissions,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + absoluteMs),
        userAgent: input.origin.userAgent?.slice(0, 300) ?? null,
        ip: input.origin.ip,
      })
      .returning({ id: sessions.id });
    const refresh = newOpaqueToken();
    await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: tokenDigest(refresh), createdAt: now });
    const { token } = await tokens.sign({
      userId: input.userId,
      companyId: input.company.id,
      groupId: input.company.groupId,
      sessionId: session!.id,
    });
    return { sessionId: session!.id, access: token, refresh };
  }

  /** Ends sessions of a person (all, or all but one); returns how many ended. */
  async function revokeAllOf(tx: Db, userId: string, reason: string, keep?: string): Promise<string[]> {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: clock(), revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
      .returning({ id: sessions.id });
    return ended.map((s) => s.id);
  }

  /** Ends a person's sessions in one company (their access to it ended); call evict with the ids after commit. */
  async function revokeInCompany(tx: Db, userId: string, companyId: string, reason: string): Promise<string[]> {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: clock(), revokedReason: reason })
      .where(and(eq(sessions.userId, userId), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.map((s) => s.id);
  }

  async function revoke(tx: Db, sessionId: string, reason: string): Promise<boolean> {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: clock(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  }

  type RefreshOutcome =
    | { ok: true; access: string; refresh: string }
    | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'idle' | 'no-access'; sessionId?: string };

  async function refresh(presented: string, origin: Origin): Promise<RefreshOutcome> {
    const outcome = await deps.database.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const now = clock();
      await bindSecret(tx, tokenDigest(presented));
      const [row] = await tx
        .select({ token: refreshTokens, session: sessions, userStatus: users.status })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenDigest(presented)))
        .for('update', { of: sessions });
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

      const rotated = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) return fail('reused');
      const next = newOpaqueToken();
      await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: tokenDigest(next), createdAt: now });
      await tx.update(sessions).set({ lastUsedAt: now, permissions, groupId: company.groupId }).where(eq(sessions.id, session.id));
      const { token: access } = await tokens.sign({
        userId: session.userId,
        companyId: company.id,
        groupId: company.groupId,
        sessionId: session.id,
      });
      return { ok: true, access, refresh: next };
    });
    if (!outcome.ok && outcome.sessionId && outcome.reason !== 'revoked') evict([outcome.sessionId]);
    return outcome;
  }

  /** The hot path of every signed-in request: a cached look-up of the session behind a token. */
  const resolve: SessionResolver = async (claims: AccessClaims) => {
    const now = clock().getTime();
    const hit = cache.get(claims.tokenId);
    if (hit && hit.until > now) return hit.value;
    // The token is verified: the transaction may see that person's sessions.
    const [row] = await deps.database.db.transaction(async (tx) => {
      await bindSelf(tx, claims.userId);
      return tx
        .select({
          userId: sessions.userId,
          companyId: sessions.companyId,
          permissions: sessions.permissions,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          userStatus: users.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, claims.sessionId));
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

  async function list(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
    const now = clock();
    const rows = await deps.database.db.transaction(async (tx) => {
      await bindSelf(tx, userId);
      return tx
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs)),
          ),
        )
        .orderBy(sql`${sessions.lastUsedAt} desc`);
    });
    return rows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent,
      ip: s.ip,
      current: s.id === currentSessionId,
    }));
  }

  return { companiesOf, permissionsIn, open, revoke, revokeAllOf, revokeInCompany, refresh, resolve, list, evict };
}
