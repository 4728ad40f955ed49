import type { Celebration, CelebrationQuery } from '@hcims/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { peopleKeys, toQueryString } from './people-keys';

/** GET /api/people/celebrations: birthdays and work anniversaries of a month, by day. */
export function fetchCelebrations(query: Partial<CelebrationQuery>, signal?: AbortSignal): Promise<Celebration[]> {
  return api.get<Celebration[]>(`/people/celebrations${toQueryString(query)}`, { signal });
}

export const useCelebrations = (query: Partial<CelebrationQuery>) =>
  useQuery({
    queryKey: peopleKeys.celebrations(query),
    queryFn: ({ signal }) => fetchCelebrations(query, signal),
    placeholderData: keepPreviousData,
  });

export const celebrationsExportPath = (query: Partial<CelebrationQuery>, format: string, lng: string) =>
  `/people/celebrations/export${toQueryString({ ...query, format, lng })}`;
