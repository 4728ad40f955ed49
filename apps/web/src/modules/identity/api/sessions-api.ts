import type { SessionInfo } from '@hcims/contracts/identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';

const sessionsKey = ['identity', 'sessions'] as const;

/** The signed-in user's active sessions (GET /api/identity/sessions). */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => api.get<SessionInfo[]>('/identity/sessions', { signal }) });
}

/** Ends one of the user's other sessions. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/identity/sessions/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Ends every session except this one. */
export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/identity/sessions/sign-out-others'),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRefreshSessions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionsKey });
}
