import type { Branch } from '@hcims/contracts/org';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { peopleKeys } from './people-keys';

/** GET /api/org/branches: the company's branches (for the branch filter and field). */
export function fetchBranches(signal?: AbortSignal): Promise<Branch[]> {
  return api.get<Branch[]>('/org/branches', { signal });
}

export const useBranches = (enabled = true) =>
  useQuery({ queryKey: peopleKeys.branches(), queryFn: ({ signal }) => fetchBranches(signal), staleTime: 5 * 60_000, enabled });
