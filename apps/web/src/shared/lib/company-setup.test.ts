import type { EmployeeOption } from '@hcims/contracts/people';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companySetupStore, loadCompanySetup } from './company-setup';
import type { HttpClient } from './session';

afterEach(() => vi.restoreAllMocks());

describe('company setup data (spec sections 3, 7, 8)', () => {
  it('runs the three GETs in parallel and feeds app-wide state', async () => {
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const answers: Record<string, unknown> = {
      '/company-Setup/departments/': [{ id: 'd1', name: 'Sales', parentId: null }],
      '/company-Setup/designations/': [{ id: 'g1', name: 'Lead', departmentId: 'd1', reportsToId: null }],
      '/auth/employees/': [
        {
          id: 'e1',
          name: 'Layla Haddad',
          photoUrl: '/api/people/employees/e1/photo',
          departmentId: 'd1',
          departmentName: 'Sales',
          designationId: 'g1',
          designationName: 'Lead',
          managerId: null,
          status: 'active',
        },
      ] satisfies EmployeeOption[],
    };
    const client = {
      get: (path: string) => {
        started.push(path);
        return new Promise((resolve) => releases.push(() => resolve(answers[path])));
      },
    } as unknown as HttpClient;
    const loading = loadCompanySetup(client);
    // All three are out before any has answered.
    expect(started).toEqual(['/company-Setup/departments/', '/company-Setup/designations/', '/auth/employees/']);
    releases.forEach((r) => r());
    await loading;
    expect(companySetupStore.getState()).toMatchObject({
      loaded: true,
      departments: answers['/company-Setup/departments/'],
      designations: answers['/company-Setup/designations/'],
      employees: answers['/auth/employees/'],
    });
  });

  it('only logs a failure to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = {
      get: (path: string) => (path.includes('designations') ? Promise.reject(new Error('down')) : Promise.resolve([])),
    } as unknown as HttpClient;
    await expect(loadCompanySetup(client)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('failed to load designations', expect.any(Error));
  });
});
