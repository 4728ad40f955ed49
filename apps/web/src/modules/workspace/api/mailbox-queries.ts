import type { ComposeMail, MailListQuery, UpdateMail } from '@hcims/contracts/workspace';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';

export type MailListData = ApiResponse<'/workspace/mailbox', 'get'>;
export type MailItem = MailListData['items'][number];

const all = ['workspace', 'mailbox'] as const;

/** One folder of the caller's mailbox; the previous one stays on screen while the next loads. */
export const useMailbox = (query: Partial<MailListQuery>) =>
  useQuery({
    queryKey: [...all, query],
    queryFn: ({ signal }) => apiClient.get('/workspace/mailbox', { query, signal }),
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: all });
}

/** Opens, stars or moves one of the caller's messages; answers it with its body. */
export function useUpdateMail() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateMail }) =>
      apiClient.patch('/workspace/mailbox/{id}', { path: { id }, body: patch }),
    onSettled: refresh,
  });
}

/** Sends or keeps a new message, or saves or sends a draft (`draftId`). */
export function useSaveMail() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ draftId, body }: { draftId: string | null; body: ComposeMail }) =>
      draftId ? apiClient.put('/workspace/mailbox/{id}', { path: { id: draftId }, body }) : apiClient.post('/workspace/mailbox', { body }),
    onSettled: refresh,
  });
}

export function useDeleteMail() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/workspace/mailbox/{id}', { path: { id } }), onSettled: refresh });
}
