import { describe, expect, it } from 'vitest';
import { Actions, isPermissionCode, permissionCodes, permissionResources, RiskLevels, Scopes, scopeCovers } from './index.js';

describe('permission catalogue', () => {
  it('names every resource module.resource in kebab case, once', () => {
    const keys = permissionResources.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+\.[a-z]+(-[a-z]+)*$/);
  });

  it('gives every code a label, a description, a category and a risk', () => {
    expect(permissionCodes.length).toBeGreaterThan(100);
    for (const code of permissionCodes) {
      expect(code.code).toMatch(/^[a-z]+\.[a-z-]+:(create|read|update|delete)$/);
      expect(code.label.length).toBeGreaterThan(3);
      expect(code.description.length).toBeGreaterThan(10);
      expect(RiskLevels).toContain(code.risk);
      expect(isPermissionCode(code.code)).toBe(true);
    }
    expect(isPermissionCode('access.roles:approve')).toBe(false);
  });

  it('lists actions and scopes in the canonical order', () => {
    for (const r of permissionResources) {
      expect(r.actions.length).toBeGreaterThan(0);
      expect([...r.actions]).toEqual(Actions.filter((a) => (r.actions as readonly string[]).includes(a)));
      expect([...r.scopes]).toEqual(Scopes.filter((s) => (r.scopes as readonly string[]).includes(s)));
    }
  });

  it('orders scopes from own to group', () => {
    expect(scopeCovers('group', 'own')).toBe(true);
    expect(scopeCovers('team', 'department')).toBe(false);
    expect(scopeCovers('company', 'company')).toBe(true);
  });
});
