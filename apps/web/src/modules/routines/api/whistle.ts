import type { FileWhistleReport, MoveWhistleCase, WhistleCaseListQuery, WhistleHandlerMessage } from '@hcims/contracts/routines';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

const whistleKeys = {
  all: ['routines', 'whistle'] as const,
  cases: (query: Partial<WhistleCaseListQuery>) => ['routines', 'whistle', 'cases', query] as const,
  case: (id: string) => ['routines', 'whistle', 'case', id] as const,
};

/** Files a report; the answer holds the case key, shown once. */
export const useFileWhistleReport = () =>
  useMutation({ mutationFn: (body: FileWhistleReport) => apiClient.post('/routines/whistle/reports', { body }) });

/** The reporter's side: sent without the session's token, so the call says nothing of who asks. */
export const useFollowCase = () =>
  useMutation({ mutationFn: (key: string) => apiClient.post('/routines/whistle/follow', { body: { key }, auth: false }) });

export const useReporterMessage = () =>
  useMutation({
    mutationFn: (input: { key: string; body: string }) => apiClient.post('/routines/whistle/follow/messages', { body: input, auth: false }),
  });

export const useWhistleCases = (query: Partial<WhistleCaseListQuery>) =>
  useQuery({
    queryKey: whistleKeys.cases(query),
    queryFn: ({ signal }) => apiClient.get('/routines/whistle/cases', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useWhistleCase = (id: string | null) =>
  useQuery({
    queryKey: whistleKeys.case(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/routines/whistle/cases/{id}', { path: { id: id! }, signal }),
    enabled: id !== null,
  });

function useInvalidating<A, R>(fn: (input: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: whistleKeys.all }) });
}

export const useMoveCase = () =>
  useInvalidating((input: { id: string; body: MoveWhistleCase }) =>
    apiClient.post('/routines/whistle/cases/{id}/status', { path: { id: input.id }, body: input.body }),
  );

export const useHandlerMessage = () =>
  useInvalidating((input: { id: string; body: WhistleHandlerMessage }) =>
    apiClient.post('/routines/whistle/cases/{id}/messages', { path: { id: input.id }, body: input.body }),
  );
