import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';
import { apiFetch } from '../../../shared/ui/table';
import { CHAT_KEY, useLiveCountsReadable } from './realtime';

export type ChatUnreadData = ApiResponse<'/workspace/chat/unread', 'get'>;

/** The header's envelope: the latest unread chat messages, kept live by the shared websocket (ADR 0102), first read once it is ready (ADR 0144). */
export function useChatUnread(enabled = true) {
  const readable = useLiveCountsReadable();
  return useQuery({
    queryKey: [...CHAT_KEY, 'unread'],
    queryFn: ({ signal }) => apiClient.get('/workspace/chat/unread', { query: { limit: 10 }, signal }),
    enabled: enabled && readable,
    refetchInterval: 300_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** Marks a conversation read up to a message (dismissing it from the envelope; a read receipt for the others). */
export function useMarkChatRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, messageId }: { conversationId: string; messageId: number }) =>
      apiClient.post('/workspace/chat/conversations/{id}/read', { path: { id: conversationId }, body: { messageId } }),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

export type ConversationListData = ApiResponse<'/workspace/chat/conversations', 'get'>;
export type ChatConversation = ConversationListData['items'][number];
export type ChatMessageItem = ApiResponse<'/workspace/chat/conversations/{id}/messages', 'get'>['items'][number];

/** The caller's conversations, the latest activity first, with unread counts (kept live by the websocket). */
export const useConversations = () =>
  useQuery({
    queryKey: [...CHAT_KEY, 'conversations'],
    queryFn: ({ signal }) => apiClient.get('/workspace/chat/conversations', { signal }),
  });

/** One conversation's messages, newest page first; `fetchNextPage` reads older ones (`before`). */
export const useChatMessages = (conversationId: string | null, q = '') =>
  useInfiniteQuery({
    queryKey: [...CHAT_KEY, 'messages', conversationId, q],
    enabled: !!conversationId,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/workspace/chat/conversations/{id}/messages', {
        path: { id: conversationId! },
        query: { limit: 30, ...(pageParam ? { before: pageParam } : {}), ...(q ? { q } : {}) },
        signal,
      }),
    getNextPageParam: (last) => (last.hasMore && last.items[0] ? last.items[0].id : undefined),
  });

export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: 'direct' | 'group'; memberIds: string[]; title?: string }) =>
      apiClient.post('/workspace/chat/conversations', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

export function useSendChatMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, body }: { conversationId: string; body: string }) =>
      apiClient.post('/workspace/chat/conversations/{id}/messages', { path: { id: conversationId }, body: { body } }),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

/** Sends a message carrying one file, with the text typed so far as its caption (ADR 0117). */
export function useSendChatFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversationId, body, file }: { conversationId: string; body: string; file: File }) => {
      const form = new FormData();
      form.append('body', body);
      form.append('file', file, file.name);
      await apiFetch(`/workspace/chat/conversations/${conversationId}/files`, { method: 'POST', body: form });
    },
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

export const chatFilePath = (conversationId: string, messageId: number) =>
  `/workspace/chat/conversations/${conversationId}/messages/${messageId}/file`;
