import type { EmployeeOption } from '@hcims/contracts/people';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companySetupStore, ensureCompanySetup, loadCompanySetup, useCompanySetup } from './company-setup';
import { clearSession, setTokens, type HttpClient } from './session';

afterEach(() => vi.restoreAllMocks());

describe('company setup data (spec sections 3, 7, 8)', () => {
  it('runs the three GETs in parallel and feeds app-wide state', async () => {
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const answers: Record<string, unknown> = {
      '/company-Setup/departments/': [{ id: 'd1', name: 'Sales', parentId: null }],
      '/company-Setup/designations/': [{ id: 'g1', name: 'Lead', departmentId: 'd1', reportsToId: null }],
      '/auth/employees/?first=501': [
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
    expect(started).toEqual(['/company-Setup/departments/', '/company-Setup/designations/', '/auth/employees/?first=501']);
    releases.forEach((r) => r());
    await loading;
    expect(companySetupStore.getState()).toMatchObject({
      loaded: true,
      departments: answers['/company-Setup/departments/'],
      designations: answers['/company-Setup/designations/'],
      employees: answers['/auth/employees/?first=501'],
      employeesComplete: true,
    });
  });

  it('keeps the first 500 people of a larger company and marks its directory partial (ADR 0101)', async () => {
    const person = (i: number): EmployeeOption => ({
      id: `e${i}`,
      name: `Person ${String(i).padStart(3, '0')}`,
      photoUrl: '',
      departmentId: 'd1',
      departmentName: 'Sales',
      designationId: 'g1',
      designationName: 'Lead',
      managerId: null,
      status: 'active',
    });
    const answer = (size: number) =>
      ({
        get: (path: string) =>
          Promise.resolve(path.startsWith('/auth/employees/') ? Array.from({ length: size }, (_, i) => person(i)) : []),
      }) as unknown as HttpClient;
    await loadCompanySetup(answer(501));
    expect(companySetupStore.getState().employeesComplete).toBe(false);
    expect(companySetupStore.getState().employees).toHaveLength(500);
    await loadCompanySetup(answer(500));
    expect(companySetupStore.getState().employeesComplete).toBe(true);
    expect(companySetupStore.getState().employees).toHaveLength(500);
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

  it('loads once, when its first reader asks, and again after a sign-out (ADR 0135)', async () => {
    clearSession();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url);
        return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
      }),
    );
    setTokens('a', 'r');
    expect(asked).toEqual([]);
    const first = renderHook(() => useCompanySetup((s) => s.loaded));
    const second = renderHook(() => useCompanySetup((s) => s.departments));
    expect(asked).toEqual(['/api/company-Setup/departments/', '/api/company-Setup/designations/', '/api/auth/employees/?first=501']);
    await vi.waitFor(() => expect(first.result.current).toBe(true));
    ensureCompanySetup();
    expect(asked).toHaveLength(3);
    first.unmount();
    second.unmount();

    clearSession();
    expect(companySetupStore.getState().loaded).toBe(false);
    setTokens('b', 'r');
    renderHook(() => useCompanySetup((s) => s.loaded));
    expect(asked).toHaveLength(6);
    vi.unstubAllGlobals();
  });
});
