import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../../shared/lib/session';
import { sessionStore, setTokens } from '../../../shared/lib/session';
import { searchEmployees } from './search-employees';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), put: vi.fn(), delete: vi.fn(), request: vi.fn() }));
vi.mock('../../../shared/lib/session', async (importOriginal) => ({ ...(await importOriginal<typeof Session>()), api }));

const ID = '55555555-5555-4555-8555-555555555555';

describe('header search: people', () => {
  beforeEach(() => {
    api.get.mockReset();
    setTokens('access', 'refresh');
  });

  it('finds employees in the caller’s scope and links to their profile', async () => {
    sessionStore.setState({ permissions: { 'people.employees:read': 'team' } as never });
    api.get.mockResolvedValue({
      items: [{ id: ID, firstName: 'Amina', lastName: 'Haddad', designationName: 'Account Executive', departmentName: 'Sales' }],
      total: 1,
      page: 1,
      pageSize: 6,
    });
    const results = await searchEmployees('ami ha', new AbortController().signal);
    expect(api.get.mock.calls[0]![0]).toBe('/people/employees?q=ami+ha&pageSize=6');
    expect(results).toEqual([
      { id: `employee-${ID}`, label: 'Amina Haddad', description: 'Account Executive · Sales', to: `/employee-details?id=${ID}` },
    ]);
  });

  it('asks nothing without the permission to read employees', async () => {
    sessionStore.setState({ permissions: { 'tasks.tasks:read': 'own' } as never });
    expect(await searchEmployees('amina', new AbortController().signal)).toEqual([]);
    expect(api.get).not.toHaveBeenCalled();
  });
});
