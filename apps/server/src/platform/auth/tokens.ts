import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
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
  verify(token: string): Promise<AccessClaims | null>;
};

/** HS256 only: the verifier's allow-list rejects `none` and every other algorithm. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: ACCESS_TYPE,
          currentDate: clock(),
          clockTolerance: 0,
          requiredClaims: ['sub', 'jti', 'exp', 'iat', 'cid', 'gid', 'sid'],
        });
        const { sub, jti, exp, cid, gid, sid, tfs } = payload;
        if (![sub, jti, cid, gid, sid].every((v) => typeof v === 'string') || typeof exp !== 'number') return null;
        return {
          userId: sub!,
          companyId: cid as string,
          groupId: gid as string,
          sessionId: sid as string,
          ...(tfs === true ? { twoFactorSetup: true } : {}),
          tokenId: jti!,
          expiresAt: new Date(exp * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/** A random 256-bit token for refresh, reset and invitation links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of an opaque token: its SHA-256 (the token itself has 256 bits of entropy). */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
