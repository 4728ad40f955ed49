import type { TerminationListQuery, TerminationPageSchema } from '@hcims/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, booleanParam } from '../../../shared/api';
import { peopleKeys } from './people-keys';

export type TerminationPage = z.infer<typeof TerminationPageSchema>;
export type TerminationListParams = Partial<Omit<TerminationListQuery, 'effective'>> & { effective?: boolean };

/** GET /api/people/terminations: terminated staff and terminations to come. */
export function fetchTerminations(query: TerminationListParams, signal?: AbortSignal): Promise<TerminationPage> {
  return apiClient.get('/people/terminations', { query: { ...query, effective: booleanParam(query.effective) }, signal });
}

export const useTerminations = (query: TerminationListParams) =>
  useQuery({
    queryKey: peopleKeys.terminationList(query),
    queryFn: ({ signal }) => fetchTerminations(query, signal),
    placeholderData: keepPreviousData,
  });
