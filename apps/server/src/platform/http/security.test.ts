import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security.js';

describe('security headers', () => {
  it('are the headers helmet sets for the options, computed once', () => {
    const headers = securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy } });
    expect(headers['content-security-policy']).toContain("default-src 'self';");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    // null turns a directive off: the app may be served over plain HTTP on a private network.
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('refuses a policy helmet refuses, at start-up', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'; script-src *"] } } }),
    ).toThrow(/invalid directive value/);
  });
});
