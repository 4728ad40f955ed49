import type { EmployeeDocument } from '@hcims/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** GET /api/people/employees/{id}/documents: newest first. */
export function fetchDocuments(employeeId: string, signal?: AbortSignal): Promise<EmployeeDocument[]> {
  return apiClient.get('/people/employees/{id}/documents', { path: { id: employeeId }, signal });
}

export const useDocuments = (employeeId: string, enabled = true) =>
  useQuery({ queryKey: peopleKeys.documents(employeeId), queryFn: ({ signal }) => fetchDocuments(employeeId, signal), enabled });
