import type { TerminationListQuery, TerminationPageSchema } from '@hcims/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/lib/session';
import { peopleKeys, toQueryString } from './people-keys';

export type TerminationPage = z.infer<typeof TerminationPageSchema>;
export type TerminationListParams = Partial<Omit<TerminationListQuery, 'effective'>> & { effective?: boolean };

/** GET /api/people/terminations: terminated staff and terminations to come. */
export function fetchTerminations(query: TerminationListParams, signal?: AbortSignal): Promise<TerminationPage> {
  return api.get<TerminationPage>(`/people/terminations${toQueryString(query)}`, { signal });
}

export const useTerminations = (query: TerminationListParams) =>
  useQuery({
    queryKey: peopleKeys.terminationList(query),
    queryFn: ({ signal }) => fetchTerminations(query, signal),
    placeholderData: keepPreviousData,
  });
