import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys derived from JWT_SECRET (the one server secret) with HKDF, one per purpose, so a token of
 * one kind can never pass for another (ADR 0087):
 * - TOTP secrets are stored AES-256-GCM encrypted (`v1.<iv>.<tag>.<ciphertext>`), so a copy of
 *   the database alone does not yield working authenticator secrets;
 * - the second-step challenge of a sign-in is an HMAC-signed `<user>.<expiry>.<nonce>.<mac>`.
 */
export const CHALLENGE_SECONDS = 5 * 60;

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'hcims', purpose, 32));
}

export type TwoFactorSecrets = ReturnType<typeof createTwoFactorSecrets>;

export function createTwoFactorSecrets(serverSecret: string) {
  const sealKey = derive(serverSecret, 'totp secret at rest v1');
  const challengeKey = derive(serverSecret, 'two-factor challenge v1');
  const mac = (body: string) => createHmac('sha256', challengeKey).update(body).digest('base64url');

  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    /** The plain secret; throws when the stored value was not sealed with this server's key. */
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown sealed TOTP secret format');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    /** A challenge for the second step of this account's sign-in, valid CHALLENGE_SECONDS. */
    challenge(userId: string, now: Date): { token: string; expiresAt: Date } {
      const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
      const body = `${userId}.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(12).toString('base64url')}`;
      return { token: `${body}.${mac(body)}`, expiresAt };
    },
    /** The account a genuine, unexpired challenge names, or null. */
    challengedUser(token: string, now: Date): string | null {
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [user, expiry, nonce, given] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${user}.${expiry}.${nonce}`));
      const presented = Buffer.from(given);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
      return Number(expiry) * 1000 > now.getTime() ? user : null;
    },
  };
}
