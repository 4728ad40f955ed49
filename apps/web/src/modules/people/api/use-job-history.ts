import type { JobHistoryEntry } from '@hcims/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** GET /api/people/employees/{id}/history: job changes, newest first (salary rows only with the permission). */
export function fetchJobHistory(id: string, signal?: AbortSignal): Promise<JobHistoryEntry[]> {
  return apiClient.get('/people/employees/{id}/history', { path: { id }, signal });
}

export const useJobHistory = (id: string, enabled = true) =>
  useQuery({ queryKey: peopleKeys.history(id), queryFn: ({ signal }) => fetchJobHistory(id, signal), enabled });
