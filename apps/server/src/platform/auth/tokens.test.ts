import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { routeAccess } from './guard.js';
import { createAccessTokens, newOpaqueToken, tokenDigest } from './tokens.js';

const SECRET = 'unit-secret-unit-secret-unit-secret-unit';
const subject = {
  userId: '11111111-1111-4111-8111-111111111111',
  companyId: '22222222-2222-4222-8222-222222222222',
  groupId: '33333333-3333-4333-8333-333333333333',
  sessionId: '44444444-4444-4444-8444-444444444444',
};

describe('access tokens', () => {
  let now = new Date('2026-11-21T08:00:00Z');
  const tokens = createAccessTokens(SECRET, () => now);

  it('round-trips the claims and expires after 5 minutes', async () => {
    const { token, claims } = await tokens.sign(subject);
    expect(tokens.verify(token)).toEqual(claims);
    expect(claims.expiresAt.toISOString()).toBe('2026-11-21T08:05:00.000Z');
    now = new Date('2026-11-21T08:05:00Z');
    expect(tokens.verify(token)).toBeNull();
    now = new Date('2026-11-21T08:00:00Z');
  });

  it('refuses alg none, another key, another algorithm and a missing claim', async () => {
    const { token } = await tokens.sign(subject);
    const [, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const hs384 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS384', typ: 'at+jwt' }).sign(new TextEncoder().encode(SECRET));
    const { sid: _sid, ...withoutSession } = claims;
    const noSession = await new SignJWT(withoutSession)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode(SECRET));
    for (const bad of [none, otherKey, hs384, noSession, '', 'a.b.c', newOpaqueToken()]) expect(tokens.verify(bad)).toBeNull();
  });

  it('refuses another type, issuer or audience, a critical header, a changed payload or signature, and a token not valid yet', async () => {
    const { token } = await tokens.sign(subject);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const key = new TextEncoder().encode(SECRET);
    const signed = (body: Record<string, unknown>, head: Record<string, unknown> = { alg: 'HS256', typ: 'at+jwt' }) =>
      new SignJWT(body).setProtectedHeader(head as { alg: string }).sign(key);
    const byHand = (head: Record<string, unknown>, body: Record<string, unknown>) => {
      const signing = [head, body].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.');
      return `${signing}.${createHmac('sha256', key).update(signing).digest('base64url')}`;
    };
    expect(tokens.verify(byHand({ alg: 'HS256', typ: 'at+jwt' }, claims))).not.toBeNull();
    // The same key and claims re-signed by another library are accepted: the check is the format, not our signer.
    expect(tokens.verify(await signed(claims))).toMatchObject({ userId: subject.userId, sessionId: subject.sessionId });
    expect(tokens.verify(await signed(claims, { alg: 'HS256', typ: 'application/at+jwt' }))).not.toBeNull();
    const refused = [
      await signed(claims, { alg: 'HS256', typ: 'JWT' }),
      await signed(claims, { alg: 'HS256' }),
      // jose will not sign a critical header it does not know: made by hand.
      byHand({ alg: 'HS256', typ: 'at+jwt', crit: ['x-hcims'], 'x-hcims': 1 }, claims),
      await signed({ ...claims, iss: 'someone-else' }),
      await signed({ ...claims, aud: 'another-api' }),
      await signed({ ...claims, nbf: Number(claims.iat) + 60 }),
      await signed({ ...claims, exp: String(claims.exp) }),
      await signed({ ...claims, cid: 42 }),
      `${header}.${Buffer.from(JSON.stringify({ ...claims, cid: subject.groupId })).toString('base64url')}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      `${header}.${payload}.${signature}A`,
      `${header}.${payload}`,
      `${token}.${signature}`,
    ];
    refused.forEach((bad, i) => expect([i, tokens.verify(bad)]).toEqual([i, null]));
  });

  it('makes 256-bit opaque tokens and stores only their SHA-256', () => {
    const token = newOpaqueToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(token);
    expect(tokenDigest(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('route access declarations', () => {
  it('needs exactly one of public, signedIn or permission', () => {
    expect(routeAccess({ public: true })).toEqual({ kind: 'public' });
    expect(routeAccess({ signedIn: true })).toEqual({ kind: 'signed-in' });
    expect(routeAccess({ permission: 'access.roles:read' })).toEqual({ kind: 'permission', code: 'access.roles:read' });
    expect(routeAccess({})).toEqual({ kind: 'undeclared' });
    expect(routeAccess(undefined)).toEqual({ kind: 'undeclared' });
    expect(routeAccess({ public: true, permission: 'access.roles:read' })).toEqual({ kind: 'undeclared' });
  });
});
