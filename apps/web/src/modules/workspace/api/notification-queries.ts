import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';
import { NOTIFICATIONS_KEY, useLiveCountsReadable } from './realtime';

export type NotificationFeedData = ApiResponse<'/workspace/notifications', 'get'>;
export type NotificationItem = NotificationFeedData['items'][number];

const key = NOTIFICATIONS_KEY;

/**
 * The bell's feed: kept live by the shared websocket (ADR 0102), first read once it is ready (ADR
 * 0144), re-read when the tab comes back, and every 5 minutes as a safety net.
 */
export function useNotificationFeed(enabled = true) {
  const readable = useLiveCountsReadable();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiClient.get('/workspace/notifications', { query: { limit: 20 }, signal }),
    enabled: enabled && readable,
    refetchInterval: 300_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/workspace/notifications/read'),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDismissNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/workspace/notifications/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export type NotificationPreferencesData = ApiResponse<'/workspace/notifications/preferences', 'get'>;
export type NotificationPreferenceItem = NotificationPreferencesData['items'][number];
export type NotificationChannel = NotificationPreferenceItem['channels'][number];

const preferencesKey = ['workspace', 'notification-preferences'] as const;

/** The caller's channels per notification kind (ADR 0107). */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => apiClient.get('/workspace/notifications/preferences', { signal }),
  });

export function useSaveNotificationPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: { kind: string; channels: NotificationChannel[] }) =>
      apiClient.put('/workspace/notifications/preferences', { body: { preferences: [choice] } }),
    onSuccess: (data) => client.setQueryData(preferencesKey, data),
  });
}
