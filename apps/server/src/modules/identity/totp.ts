import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP) as authenticator apps expect it: HMAC-SHA-1, 6 digits,
 * 30-second steps. Pure functions of the secret and the time; the caller keeps the last step
 * used, so a code is accepted at most once (RFC 6238 section 5.2).
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now that still count: one, for clocks a little off and codes typed slowly. */
export const TOTP_WINDOW = 1;
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (any case, spaces and padding ignored); null for anything else. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** The time step of a moment. */
export function totpStep(at: Date, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / period);
}

/** HOTP of a counter (RFC 4226 section 5.3), zero-padded to `digits`. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The code of a base32 secret at a moment (what the authenticator app shows). */
export function totpCode(secret: string, at: Date): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('TOTP secret is not base32');
  return hotp(key, totpStep(at));
}

/**
 * The step a code matches within the window around `at`, or null. A step at or before
 * `lastUsedStep` never matches: that code (or an older one) was used already.
 */
export function matchTotp(secret: string, code: string, at: Date, lastUsedStep: number | null): number | null {
  const key = base32Decode(secret);
  const given = code.replace(/\s/g, '');
  if (!key || !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(given)) return null;
  const now = totpStep(at);
  let found: number | null = null;
  // Every candidate is computed and compared, so the time taken does not say which step matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(given));
    if (same && found === null && (lastUsedStep === null || step > lastUsedStep)) found = step;
  }
  return found;
}

/** The URI authenticator apps read from the QR code (Google's Key Uri Format). */
export function otpauthUri(input: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Single-use recovery codes: 10 characters of a 31-letter alphabet without look-alikes (~50 bits
 * each), shown as `xxxxx-xxxxx`. Random enough that SHA-256 of them is a safe stored form (the
 * throttle stops online guessing; offline, 2^50 tries per code are out of reach of a stolen table).
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared without case, spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function recoveryCodeDigest(code: string): string {
  return createHash('sha256')
    .update(`hcims recovery code:${normaliseRecoveryCode(code)}`, 'utf8')
    .digest('hex');
}
