import { permissionCodes } from '@hcims/contracts/access';
import { describe, expect, it } from 'vitest';
import { beyondHeld, grantProblems, permissionSetOf } from '../../platform/permissions/index.js';
import { BUILT_IN_ROLES, builtInGrants } from './access.builtins.js';

describe('built-in roles', () => {
  it('are Owner, HR admin, Manager and Employee, with valid grants only', () => {
    expect(BUILT_IN_ROLES.map((r) => r.name)).toEqual(['Owner', 'HR admin', 'Manager', 'Employee']);
    for (const role of BUILT_IN_ROLES)
      for (const g of builtInGrants(role.key)) expect(grantProblems(g), `${role.key} ${g.resource}`).toEqual([]);
  });

  it('give the Owner every code at its widest scope', () => {
    const owner = permissionSetOf(builtInGrants('owner'));
    expect(Object.keys(owner).sort()).toEqual(permissionCodes.map((c) => c.code).sort());
    expect(owner['access.roles:update']).toBe('group');
  });

  it('keep each role within the next wider one', () => {
    const set = (key: Parameters<typeof builtInGrants>[0]) => permissionSetOf(builtInGrants(key));
    expect(beyondHeld(set('manager'), set('employee'))).toEqual([]);
    expect(beyondHeld(set('owner'), set('hr-admin'))).toEqual([]);
  });

  it('keep HR admins out of role editing and whistle-blowing cases, and employees to their own records', () => {
    const hr = permissionSetOf(builtInGrants('hr-admin'));
    expect(hr['access.roles:read']).toBe('company');
    expect(hr['access.roles:update']).toBeUndefined();
    expect(hr['routines.whistle-cases:read']).toBeUndefined();
    expect(hr['people.sensitive-data:read']).toBe('company');
    const employee = permissionSetOf(builtInGrants('employee'));
    expect(employee['people.employees:read']).toBe('own');
    expect(Object.keys(employee).some((c) => c.startsWith('access.'))).toBe(false);
    expect(permissionSetOf(builtInGrants('manager'))['routines.leave-approvals:update']).toBe('team');
  });
});
