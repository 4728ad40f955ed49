import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';

export type NotificationFeedData = ApiResponse<'/workspace/notifications', 'get'>;
export type NotificationItem = NotificationFeedData['items'][number];

const key = ['workspace', 'notifications'] as const;

/** The bell's feed: polled every minute and when the tab comes back, until the real-time socket lands. */
export const useNotificationFeed = (enabled = true) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiClient.get('/workspace/notifications', { query: { limit: 20 }, signal }),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

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
