import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/lib/query-client';
import { navigate } from '../../../shared/lib/router';
import { peopleKeys } from '../api/people-keys';
import { prefetchEmployeeList } from './employees-list-query';

describe('the employee list read ahead of its screen', () => {
  afterEach(() => vi.restoreAllMocks());

  const prefetched = async (path: string) => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    navigate(path);
    await prefetchEmployeeList();
    return prefetch.mock.calls.map(([options]) => options.queryKey);
  };

  it('asks for the page the address shows, with the key the list screen reads', async () => {
    expect(await prefetched('/edit_employee?department=d1&status=on_leave&sort=-hireDate&page=3&size=50&q=rana')).toEqual([
      peopleKeys.employeeList({
        q: 'rana',
        departmentId: 'd1',
        designationId: undefined,
        managerId: undefined,
        branchId: undefined,
        status: 'on_leave',
        sort: '-hireDate',
        page: 3,
        pageSize: 50,
      }),
    ]);
  });

  it('falls back to the first page of 25 by last name, and ignores an unknown status or sort', async () => {
    const [key] = await prefetched('/edit_employee?status=gone&sort=salary');
    expect(key).toEqual(peopleKeys.employeeList(expect.objectContaining({ status: undefined, sort: 'lastName', page: 1, pageSize: 25 })));
  });

  it('reads nothing for the add, edit and import views', async () => {
    for (const view of ['?new', '?edit=e1', '?import']) expect(await prefetched(`/edit_employee${view}`)).toEqual([]);
  });
});
