import { EmployeeSortFields, type EmployeeStatusSchema } from '@hcims/contracts/people';
import type { z } from 'zod';
import { queryClient } from '../../../shared/lib/query-client';
import { getLocation } from '../../../shared/lib/router';
import { employeesQueryOptions, type EmployeeListParams } from '../api/use-employees';
import { pagedListState } from '../components/use-paged-list';
import { readUrlParams } from '../components/use-url-params';

/** The address of the employee list: what the list screen reads and writes, and what it asks the server. */

export const employeeListKeys = ['q', 'department', 'designation', 'manager', 'status', 'branch', 'sort', 'page', 'size'] as const;
export type EmployeeListAddress = Record<(typeof employeeListKeys)[number], string>;
export const employeeListSort = { key: 'lastName', direction: 'asc' } as const;

type EmployeeStatus = z.infer<typeof EmployeeStatusSchema>;
export const employeeStatuses = ['active', 'invited', 'on_leave', 'terminated'] as const satisfies readonly EmployeeStatus[];

/** What GET /api/people/employees is asked for the list an address shows. */
export function employeeListQuery(params: EmployeeListAddress): EmployeeListParams {
  const { page, pageSize, sortParam } = pagedListState(params, EmployeeSortFields, employeeListSort);
  return {
    q: params.q || undefined,
    departmentId: params.department || undefined,
    designationId: params.designation || undefined,
    managerId: params.manager || undefined,
    branchId: params.branch || undefined,
    status: (employeeStatuses as readonly string[]).includes(params.status) ? (params.status as EmployeeStatus) : undefined,
    sort: sortParam,
    page,
    pageSize,
  };
}

/**
 * The page the current address shows, into the query cache while the screen's code loads (ADR
 * 0146); nothing for the add, edit and import views of /edit_employee.
 */
export function prefetchEmployeeList(): Promise<void> {
  const { search } = getLocation();
  const view = new URLSearchParams(search);
  if (view.has('new') || view.has('edit') || view.has('import')) return Promise.resolve();
  return queryClient.prefetchQuery(employeesQueryOptions(employeeListQuery(readUrlParams(search, employeeListKeys))));
}
