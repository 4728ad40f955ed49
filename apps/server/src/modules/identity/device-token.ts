import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device that has signed in to an account before carries a token signed by the server
 * (HMAC-SHA256 under a key derived from JWT_SECRET) naming the account and the device. Sign-in
 * failures from such a device are counted for that device only, and it skips the account-wide
 * slow-down (ADR 0045). Sent and stored as an HttpOnly cookie limited to /api/auth.
 */
export const DEVICE_COOKIE = 'hcims_device';
export const DEVICE_TOKEN_DAYS = 180;
const DAY_MS = 24 * 60 * 60_000;

export type DeviceTokens = {
  issue(userId: string, now: Date): string;
  /** The device id, when the token is genuine, for this account and not expired. */
  verify(token: string | null | undefined, userId: string, now: Date): string | null;
};

export function createDeviceTokens(secret: string): DeviceTokens {
  const key = createHmac('sha256', secret).update('hcims device token v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(userId, now) {
      const body = `${userId}.${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
      return `${body}.${sign(body)}`;
    },
    verify(token, userId, now) {
      const parts = token?.split('.');
      if (parts?.length !== 4) return null;
      const [user, device, issued, mac] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${user}.${device}.${issued}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const age = now.getTime() - Number(issued) * 1000;
      if (user !== userId || !(age >= 0 && age < DEVICE_TOKEN_DAYS * DAY_MS)) return null;
      return device;
    },
  };
}

/** The value of one cookie from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

export function deviceCookie(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_TOKEN_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
