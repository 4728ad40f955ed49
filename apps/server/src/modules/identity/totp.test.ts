import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUri,
  recoveryCodeDigest,
  totpCode,
  totpStep,
} from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; 8-digit codes.
const SEED = Buffer.from('12345678901234567890', 'ascii');
const VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(VECTORS)('matches the RFC 6238 SHA-1 vector at T=%i', (seconds, code) => {
    expect(hotp(SEED, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors (6 digits)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SEED, counter))).toEqual(expected);
  });

  it('shows the last 6 digits of the vector through the base32 secret', () => {
    const secret = base32Encode(SEED);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret, new Date(1111111109_000))).toBe('081804');
  });

  it('round-trips base32 and refuses other letters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)!.length).toBe(20);
    expect(base32Encode(base32Decode(secret.toLowerCase())!)).toBe(secret);
    expect(base32Decode('ABC1')).toBeNull();
  });

  it('accepts the previous and next step, not two away', () => {
    const secret = newTotpSecret();
    const now = new Date(1_800_000_015_000);
    const step = totpStep(now);
    const at = (offset: number) => new Date(now.getTime() + offset * 30_000);
    expect(matchTotp(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at(-1)), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at(1)), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at(-2)), now, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(2)), now, null)).toBeNull();
  });

  it('refuses a code of a step already used, and older ones', () => {
    const secret = newTotpSecret();
    const now = new Date(1_800_000_015_000);
    const code = totpCode(secret, now);
    const step = matchTotp(secret, code, now, null)!;
    expect(matchTotp(secret, code, now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step + 1);
  });

  it('refuses malformed codes', () => {
    const secret = newTotpSecret();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 34 5x']) expect(matchTotp(secret, code, new Date(), null)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'ana@example.com', issuer: 'HCIMS' });
    expect(uri).toBe('otpauth://totp/HCIMS:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=HCIMS&algorithm=SHA1&digits=6&period=30');
  });
});

describe('recovery codes', () => {
  it('makes 10 distinct codes of 10 unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
  });

  it('digests a code the same however it is typed', () => {
    const [code] = newRecoveryCodes(1) as [string];
    expect(recoveryCodeDigest(code.toUpperCase().replace('-', ' '))).toBe(recoveryCodeDigest(code));
    expect(normaliseRecoveryCode(' AbCde-FgHjk ')).toBe('abcdefghjk');
    expect(recoveryCodeDigest('abcde-fghjk')).not.toBe(recoveryCodeDigest('abcde-fghjm'));
  });
});
