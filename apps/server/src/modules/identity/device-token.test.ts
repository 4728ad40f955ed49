import { describe, expect, it } from 'vitest';
import { cookieValue, createDeviceTokens, DEVICE_TOKEN_DAYS } from './device-token.js';

const USER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER = '16fd2706-8baf-433b-82eb-8c7fada847da';
const now = new Date('2026-03-01T10:00:00Z');

describe('device tokens', () => {
  const tokens = createDeviceTokens('a-test-secret-of-at-least-32-characters!!');

  it('accepts its own token for the same account only, until it expires', () => {
    const token = tokens.issue(USER, now);
    expect(tokens.verify(token, USER, now)).toMatch(/^[\w-]{22}$/);
    expect(tokens.verify(token, OTHER, now)).toBeNull();
    expect(tokens.verify(token, USER, new Date(now.getTime() + (DEVICE_TOKEN_DAYS + 1) * 86_400_000))).toBeNull();
  });

  it('refuses a forged, altered or foreign token', () => {
    const token = tokens.issue(USER, now);
    const [user, device, issued] = token.split('.');
    expect(tokens.verify(`${user}.${device}.${issued}.forged`, USER, now)).toBeNull();
    expect(tokens.verify(token.replace(USER, OTHER), OTHER, now)).toBeNull();
    expect(createDeviceTokens('another-secret-of-at-least-32-characters').verify(token, USER, now)).toBeNull();
    expect(tokens.verify(null, USER, now)).toBeNull();
    expect(tokens.verify('a.b', USER, now)).toBeNull();
  });

  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; hcims_device=x.y.z; b=2', 'hcims_device')).toBe('x.y.z');
    expect(cookieValue('a=1', 'hcims_device')).toBeNull();
    expect(cookieValue(undefined, 'hcims_device')).toBeNull();
  });
});
