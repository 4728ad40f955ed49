import type { EmployeeListQuery, EmployeePage } from '@hcims/contracts/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, booleanParam, queryString } from '../../../shared/api';
import { peopleKeys } from './people-keys';

export type EmployeeListParams = Partial<Omit<EmployeeListQuery, 'includeTerminated'>> & { includeTerminated?: boolean };

/** GET /api/people/employees: one page of the caller's scope (search, filters, sort). */
export function fetchEmployees(query: EmployeeListParams, signal?: AbortSignal): Promise<EmployeePage> {
  return apiClient.get('/people/employees', { query: { ...query, includeTerminated: booleanParam(query.includeTerminated) }, signal });
}

export const employeesQueryOptions = (query: EmployeeListParams) =>
  queryOptions({
    queryKey: peopleKeys.employeeList(query),
    queryFn: ({ signal }) => fetchEmployees(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useEmployees = (query: EmployeeListParams) => useQuery(employeesQueryOptions(query));

/** GET /api/people/employees/export: the whole filtered list (every page) as a file, with people.employees:read. */
export const employeeExportPath = ({ page: _page, pageSize: _size, ...query }: EmployeeListParams, format: string, lng: string) =>
  `/people/employees/export${queryString({ ...query, format, lng })}`;
