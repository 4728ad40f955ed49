import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './unique-violation.js';

describe('uniqueViolation', () => {
  it('names the constraint of a 23505, also when wrapped', () => {
    expect(uniqueViolation({ code: '23505', constraint: 'employees_number_uq' })).toBe('employees_number_uq');
    expect(uniqueViolation(new Error('query failed', { cause: { code: '23505', constraint_name: 'roles_name_uq' } }))).toBe(
      'roles_name_uq',
    );
    expect(uniqueViolation({ code: '23505' })).toBe('');
  });

  it('answers null for any other error', () => {
    expect(uniqueViolation({ code: '23503', constraint: 'fk' })).toBeNull();
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });
});
