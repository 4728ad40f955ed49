import type { JobHistoryEntry } from '@hcims/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { peopleKeys } from './people-keys';

/** GET /api/people/employees/{id}/history: job changes, newest first (salary rows only with the permission). */
export function fetchJobHistory(id: string, signal?: AbortSignal): Promise<JobHistoryEntry[]> {
  return api.get<JobHistoryEntry[]>(`/people/employees/${encodeURIComponent(id)}/history`, { signal });
}

export const useJobHistory = (id: string, enabled = true) =>
  useQuery({ queryKey: peopleKeys.history(id), queryFn: ({ signal }) => fetchJobHistory(id, signal), enabled });
