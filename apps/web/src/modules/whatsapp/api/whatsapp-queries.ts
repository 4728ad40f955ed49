import type { CreateWhatsAppTemplate, SendWhatsAppMessage, UpdateWhatsAppTemplate, WhatsAppRecipient } from '@hcims/contracts/whatsapp';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';

export type MessageDetail = ApiResponse<'/people/whatsapp/messages/{id}', 'get'>;
export type WhatsAppPreview = ApiResponse<'/people/whatsapp/preview', 'post'>;
export type DeliveryStatus = WhatsAppRecipient['status'];

const keys = {
  status: ['whatsapp', 'status'] as const,
  templates: ['whatsapp', 'templates'] as const,
  history: ['whatsapp', 'messages'] as const,
};

/** Whether the Cloud API is configured; refreshed while messages wait, so the queue count stays true. */
export const useWhatsAppStatus = () =>
  useQuery({
    queryKey: keys.status,
    queryFn: ({ signal }) => apiClient.get('/people/whatsapp/status', { signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.queued > 0 ? 15_000 : false),
  });

export const useTemplates = () =>
  useQuery({ queryKey: keys.templates, queryFn: ({ signal }) => apiClient.get('/people/whatsapp/templates', { signal }) });

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateWhatsAppTemplate } | { id: null; patch: CreateWhatsAppTemplate }) =>
      input.id !== null
        ? apiClient.patch('/people/whatsapp/templates/{id}', { path: { id: input.id }, body: input.patch })
        : apiClient.post('/people/whatsapp/templates', { body: input.patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/people/whatsapp/templates/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.templates }),
  });
}

/** The message as one employee would receive it (exact values, their number), from the server. */
export const usePreview = (employeeId: string | null, content: SendWhatsAppMessage['content'] | null) =>
  useQuery({
    queryKey: ['whatsapp', 'preview', employeeId, content],
    enabled: !!employeeId && !!content,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiClient.post('/people/whatsapp/preview', { body: { employeeId: employeeId!, content: content! }, signal }),
  });

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendWhatsAppMessage) => apiClient.post('/people/whatsapp/messages', { body: input }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keys.history }), client.invalidateQueries({ queryKey: keys.status })]),
  });
}

export const useHistory = (page: number, pageSize: number, status: DeliveryStatus | '') =>
  useQuery({
    queryKey: [...keys.history, page, pageSize, status],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiClient.get('/people/whatsapp/messages', { query: { page, pageSize, status: status || undefined }, signal }),
  });

/** One message with each recipient's status; polled while some are still on their way. */
export const useMessage = (id: string | null) =>
  useQuery({
    queryKey: [...keys.history, 'one', id],
    enabled: !!id,
    queryFn: ({ signal }) => apiClient.get('/people/whatsapp/messages/{id}', { path: { id: id ?? '' }, signal }),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return counts && counts.queued + counts.sent > 0 ? 10_000 : false;
    },
  });
