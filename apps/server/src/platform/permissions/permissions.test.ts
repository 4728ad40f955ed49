import { describe, expect, it } from 'vitest';
import { beyondHeld, grantProblems, holds, permissionSetOf } from './permissions.js';

const grant = (resource: string, actions: string, scope: 'own' | 'team' | 'department' | 'company' | 'group') => ({
  resource,
  create: actions.includes('c'),
  read: actions.includes('r'),
  update: actions.includes('u'),
  delete: actions.includes('d'),
  scope,
});

describe('permission sets', () => {
  it('expands grants into codes and keeps the widest scope of several roles', () => {
    const set = permissionSetOf([
      grant('people.employees', 'r', 'own'),
      grant('people.employees', 'ru', 'team'),
      grant('tasks.tasks', 'c', 'own'),
    ]);
    expect(set).toEqual({ 'people.employees:read': 'team', 'people.employees:update': 'team', 'tasks.tasks:create': 'own' });
    expect(holds(set, 'people.employees:read', 'own')).toBe(true);
    expect(holds(set, 'people.employees:read', 'company')).toBe(false);
    expect(holds(set, 'people.employees:delete')).toBe(false);
  });

  it('lists what a holder would hand out beyond their own permissions', () => {
    const actor = { 'people.employees:read': 'team' as const, 'tasks.tasks:read': 'group' as const };
    expect(beyondHeld(actor, { 'people.employees:read': 'own', 'tasks.tasks:read': 'company' })).toEqual([]);
    expect(beyondHeld(actor, { 'people.employees:read': 'company', 'payroll.payslips:read': 'own' })).toEqual([
      'payroll.payslips:read',
      'people.employees:read',
    ]);
  });

  it('checks grants against the catalogue: resource, actions and allowed scopes', () => {
    expect(grantProblems(grant('people.employees', 'crud', 'team'))).toEqual([]);
    expect(grantProblems(grant('people.nothing', 'r', 'team'))).toEqual([
      { resource: 'people.nothing', message: 'is not a permission in the catalogue' },
    ]);
    expect(grantProblems(grant('tasks.reports', 'cr', 'team')).map((p) => p.message)).toEqual(['has no create action']);
    expect(grantProblems(grant('org.groups', 'r', 'company')).map((p) => p.message)).toEqual([
      'cannot have scope company (allowed: group)',
    ]);
  });
});
