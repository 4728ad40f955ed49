import type { Celebration, CelebrationQuery } from '@hcims/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, queryString } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** GET /api/people/celebrations: birthdays and work anniversaries of a month, by day. */
export function fetchCelebrations(query: Partial<CelebrationQuery>, signal?: AbortSignal): Promise<Celebration[]> {
  return apiClient.get('/people/celebrations', { query, signal });
}

export const useCelebrations = (query: Partial<CelebrationQuery>) =>
  useQuery({
    queryKey: peopleKeys.celebrations(query),
    queryFn: ({ signal }) => fetchCelebrations(query, signal),
    placeholderData: keepPreviousData,
  });

export const celebrationsExportPath = (query: Partial<CelebrationQuery>, format: string, lng: string) =>
  `/people/celebrations/export${queryString({ ...query, format, lng })}`;
