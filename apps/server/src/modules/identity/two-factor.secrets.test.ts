import { describe, expect, it } from 'vitest';
import { CHALLENGE_SECONDS, createTwoFactorSecrets } from './two-factor.secrets.js';

const secrets = createTwoFactorSecrets('a-test-secret-of-at-least-32-characters!!');
const other = createTwoFactorSecrets('another-test-secret-of-32-characters-or-more');
const now = new Date('2026-03-01T10:00:00Z');

describe('two-factor secrets', () => {
  it('seals a TOTP secret so only this server key opens it', () => {
    const sealed = secrets.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secrets.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(secrets.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => other.open(sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    expect(() => secrets.open([v, iv, tag, `A${data!.slice(1)}`].join('.'))).toThrow();
  });

  it('issues challenges that name the account until they expire', () => {
    const { token, expiresAt } = secrets.challenge('user-1', now);
    expect(expiresAt.getTime() - now.getTime()).toBe(CHALLENGE_SECONDS * 1000);
    expect(secrets.challengedUser(token, now)).toBe('user-1');
    expect(secrets.challengedUser(token, new Date(expiresAt.getTime() + 1))).toBeNull();
    expect(other.challengedUser(token, now)).toBeNull();
    expect(secrets.challengedUser(token.replace('user-1', 'user-2'), now)).toBeNull();
    expect(secrets.challengedUser('nonsense', now)).toBeNull();
  });
});
