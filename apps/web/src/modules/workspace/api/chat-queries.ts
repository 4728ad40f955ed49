import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';
import { CHAT_KEY } from './realtime';

export type ChatUnreadData = ApiResponse<'/workspace/chat/unread', 'get'>;

/** The header's envelope: the latest unread chat messages, kept live by the shared websocket (ADR 0102). */
export const useChatUnread = (enabled = true) =>
  useQuery({
    queryKey: [...CHAT_KEY, 'unread'],
    queryFn: ({ signal }) => apiClient.get('/workspace/chat/unread', { query: { limit: 10 }, signal }),
    enabled,
    refetchInterval: 300_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** Marks a conversation read up to a message (dismissing it from the envelope; a read receipt for the others). */
export function useMarkChatRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, messageId }: { conversationId: string; messageId: number }) =>
      apiClient.post('/workspace/chat/conversations/{id}/read', { path: { id: conversationId }, body: { messageId } }),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}
