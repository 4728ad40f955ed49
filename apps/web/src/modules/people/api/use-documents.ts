import type { EmployeeDocument } from '@hcims/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { peopleKeys } from './people-keys';

/** GET /api/people/employees/{id}/documents: newest first. */
export function fetchDocuments(employeeId: string, signal?: AbortSignal): Promise<EmployeeDocument[]> {
  return api.get<EmployeeDocument[]>(`/people/employees/${encodeURIComponent(employeeId)}/documents`, { signal });
}

export const useDocuments = (employeeId: string, enabled = true) =>
  useQuery({ queryKey: peopleKeys.documents(employeeId), queryFn: ({ signal }) => fetchDocuments(employeeId, signal), enabled });
