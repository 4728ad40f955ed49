import { describe, expect, it } from 'vitest';
import { CreateEmployeeSchema, EmployeeListQuerySchema, UpdateEmployeeSchema } from './index.js';

const valid = {
  firstName: 'Layla',
  lastName: 'Haddad',
  workEmail: 'layla.haddad@meridiancrest.example',
  departmentId: '0b9f2f0e-4a8f-4a39-9d3b-6a0c1f0e2a11',
  designationId: '8f3c2b1a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  hireDate: '2021-03-14',
};

describe('employee contracts', () => {
  it('accepts a minimal new employee and fills defaults', () => {
    const parsed = CreateEmployeeSchema.parse(valid);
    expect(parsed).toMatchObject({ employmentType: 'full_time', sendInvitation: true, skills: [], education: [] });
  });

  it('names each missing or malformed field', () => {
    const result = CreateEmployeeSchema.safeParse({ ...valid, workEmail: 'not-mail', hireDate: '14/03/2021', firstName: '' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['firstName', 'hireDate', 'workEmail']);
  });

  it('requires the version on an update (optimistic concurrency)', () => {
    expect(UpdateEmployeeSchema.safeParse({ firstName: 'Layla' }).success).toBe(false);
    expect(UpdateEmployeeSchema.safeParse({ firstName: 'Layla', version: 3 }).success).toBe(true);
  });

  it('allows only listed sort fields, ascending or descending', () => {
    expect(EmployeeListQuerySchema.parse({ sort: '-hireDate' })).toMatchObject({ sort: '-hireDate', page: 1, pageSize: 25 });
    expect(EmployeeListQuerySchema.safeParse({ sort: 'salary' }).success).toBe(false);
    expect(EmployeeListQuerySchema.safeParse({ sort: 'lastName;drop table x' }).success).toBe(false);
    expect(EmployeeListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
