import type { Employee } from '@hcims/contracts/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** GET /api/people/employees/{id}: the full record (sensitive sections only with their permission). */
export function fetchEmployee(id: string, signal?: AbortSignal): Promise<Employee> {
  return apiClient.get('/people/employees/{id}', { path: { id }, signal });
}

export const employeeQueryOptions = (id: string) =>
  queryOptions({ queryKey: peopleKeys.employee(id), queryFn: ({ signal }) => fetchEmployee(id, signal), staleTime: 0 });

export const useEmployee = (id: string | null | undefined) => useQuery({ ...employeeQueryOptions(id ?? ''), enabled: !!id });
