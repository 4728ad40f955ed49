import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

const sessionsKey = ['identity', 'sessions'] as const;

/** The signed-in user's active sessions (GET /api/identity/sessions). */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => apiClient.get('/identity/sessions', { signal }) });
}

/** Ends one of the user's other sessions. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/identity/sessions/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Ends every session except this one. */
export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/identity/sessions/sign-out-others'),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRefreshSessions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionsKey });
}
