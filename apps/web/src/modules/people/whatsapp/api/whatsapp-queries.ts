import type {
  CreateWhatsAppTemplate,
  SendWhatsAppMessage,
  UpdateWhatsAppTemplate,
  WhatsAppMessage,
  WhatsAppRecipient,
  WhatsAppStatus,
  WhatsAppTemplate,
} from '@hcims/contracts/people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/lib/session';

type History = { items: WhatsAppMessage[]; total: number; page: number; pageSize: number };
export type MessageDetail = WhatsAppMessage & { recipients: WhatsAppRecipient[] };
export type WhatsAppPreview = { text: string; missingVariables: string[]; phone: string | null };
export type DeliveryStatus = WhatsAppRecipient['status'];

const keys = {
  status: ['people', 'whatsapp', 'status'] as const,
  templates: ['people', 'whatsapp', 'templates'] as const,
  history: ['people', 'whatsapp', 'messages'] as const,
};

/** Whether the Cloud API is configured; refreshed while messages wait, so the queue count stays true. */
export const useWhatsAppStatus = () =>
  useQuery({
    queryKey: keys.status,
    queryFn: ({ signal }) => api.get<WhatsAppStatus>('/people/whatsapp/status', { signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.queued > 0 ? 15_000 : false),
  });

export const useTemplates = () =>
  useQuery({ queryKey: keys.templates, queryFn: ({ signal }) => api.get<WhatsAppTemplate[]>('/people/whatsapp/templates', { signal }) });

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateWhatsAppTemplate } | { id: null; patch: CreateWhatsAppTemplate }) =>
      input.id
        ? api.patch<WhatsAppTemplate>(`/people/whatsapp/templates/${input.id}`, input.patch)
        : api.post<WhatsAppTemplate>('/people/whatsapp/templates', input.patch),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/people/whatsapp/templates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.templates }),
  });
}

/** The message as one employee would receive it (exact values, their number), from the server. */
export const usePreview = (employeeId: string | null, content: SendWhatsAppMessage['content'] | null) =>
  useQuery({
    queryKey: ['people', 'whatsapp', 'preview', employeeId, content],
    enabled: !!employeeId && !!content,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.post<WhatsAppPreview>('/people/whatsapp/preview', { employeeId, content }, { signal }),
  });

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendWhatsAppMessage) => api.post<WhatsAppMessage>('/people/whatsapp/messages', input),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keys.history }), client.invalidateQueries({ queryKey: keys.status })]),
  });
}

export const useHistory = (page: number, pageSize: number, status: DeliveryStatus | '') =>
  useQuery({
    queryKey: [...keys.history, page, pageSize, status],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<History>(`/people/whatsapp/messages?page=${page}&pageSize=${pageSize}${status ? `&status=${status}` : ''}`, { signal }),
  });

/** One message with each recipient's status; polled while some are still on their way. */
export const useMessage = (id: string | null) =>
  useQuery({
    queryKey: [...keys.history, 'one', id],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<MessageDetail>(`/people/whatsapp/messages/${id}`, { signal }),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return counts && counts.queued + counts.sent > 0 ? 10_000 : false;
    },
  });
