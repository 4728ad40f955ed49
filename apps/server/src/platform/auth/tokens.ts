import { createHash, createHmac, createSecretKey, randomBytes, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from './clock.js';

export const ACCESS_TOKEN_SECONDS = 5 * 60;
const ISSUER = 'hcims';
const AUDIENCE = 'hcims-api';
/** RFC 9068 type: a token minted for another purpose with the same key is never an access token. */
const ACCESS_TYPE = 'at+jwt';

export type AccessClaims = {
  userId: string;
  companyId: string;
  groupId: string;
  sessionId: string;
  /**
   * A role requires two-factor sign-in and the person has not set it up: only the routes that
   * declare `twoFactorSetup` answer (the guard), until a refresh after set-up (ADR 0087).
   */
  twoFactorSetup?: boolean;
  /** Unique per token; keys the per-token permission cache. */
  tokenId: string;
  expiresAt: Date;
};

export type AccessTokens = {
  sign(subject: Omit<AccessClaims, 'tokenId' | 'expiresAt'>): Promise<{ token: string; claims: AccessClaims }>;
  /** The claims of a valid access token, or null for anything else (forged, expired, alg none, refresh token...). */
  verify(token: string): AccessClaims | null;
};

/** HS256 only: the verifier's allow-list rejects `none` and every other algorithm. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const hmacKey = createSecretKey(Buffer.from(key));
  return {
    async sign(subject) {
      const now = Math.floor(clock().getTime() / 1000);
      const tokenId = randomUUID();
      const claims = {
        cid: subject.companyId,
        gid: subject.groupId,
        sid: subject.sessionId,
        ...(subject.twoFactorSetup ? { tfs: true } : {}),
      };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
        .setSubject(subject.userId)
        .setJti(tokenId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
        .sign(key);
      return { token, claims: { ...subject, tokenId, expiresAt: new Date((now + ACCESS_TOKEN_SECONDS) * 1000) } };
    },
    verify(token) {
      const payload = verifiedPayload(token, hmacKey, Math.floor(clock().getTime() / 1000));
      if (!payload) return null;
      const { sub, jti, exp, cid, gid, sid, tfs } = payload;
      return {
        userId: sub as string,
        companyId: cid as string,
        groupId: gid as string,
        sessionId: sid as string,
        ...(tfs === true ? { twoFactorSetup: true } : {}),
        tokenId: jti as string,
        expiresAt: new Date((exp as number) * 1000),
      };
    },
  };
}

const REQUIRED_STRINGS = ['sub', 'jti', 'cid', 'gid', 'sid'] as const;

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a compact HS256 JWS that is one of our access tokens, or null. Verified with
 * node:crypto's synchronous HMAC (a WebCrypto verify costs a key import and a thread-pool hop at
 * every request): the signature first, compared in constant time as the canonical base64url text;
 * then the header (HS256 and our type, nothing critical) and the claims (issuer, audience, times,
 * the identifiers the session needs). Anything else is refused, as jose's verifier would.
 */
function verifiedPayload(token: string, key: KeyObject, nowSeconds: number): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = jsonObject(header);
  if (!head || head.alg !== 'HS256' || 'crit' in head || typeof head.typ !== 'string') return null;
  if (head.typ.toLowerCase().replace(/^application\//, '') !== ACCESS_TYPE) return null;
  const claims = jsonObject(payload);
  if (!claims || claims.iss !== ISSUER) return null;
  if (!(claims.aud === AUDIENCE || (Array.isArray(claims.aud) && claims.aud.includes(AUDIENCE)))) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || typeof claims.iat !== 'number') return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return null;
  return REQUIRED_STRINGS.every((name) => typeof claims[name] === 'string') ? claims : null;
}

/** A random 256-bit token for refresh, reset and invitation links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of an opaque token: its SHA-256 (the token itself has 256 bits of entropy). */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
