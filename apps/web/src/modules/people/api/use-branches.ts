import type { Branch } from '@hcims/contracts/org';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** GET /api/org/branches: the company's branches (for the branch filter and field). */
export function fetchBranches(signal?: AbortSignal): Promise<Branch[]> {
  return apiClient.get('/org/branches', { signal });
}

export const useBranches = (enabled = true) =>
  useQuery({ queryKey: peopleKeys.branches(), queryFn: ({ signal }) => fetchBranches(signal), staleTime: 5 * 60_000, enabled });
