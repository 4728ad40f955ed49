import type { ComposeMail, Mail, MailListQuery, UpdateMail } from '@hcims/contracts/workspace';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';
import { apiFetch } from '../../../shared/ui/table';

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

export type SaveMailInput = {
  draftId: string | null;
  body: ComposeMail;
  /** The caller's copy a forward comes from: its files come along. */
  forwardOf: string | null;
  /** New files: the message is kept as a draft first, they are added to it, then it is saved or sent. */
  files: File[];
  /** Told the draft's id as soon as it exists, so that a retry after a failed upload reuses it. */
  onDraft?: (id: string) => void;
};

/** Sends or keeps a new message, or saves or sends a draft (`draftId`), with any new files (ADR 0117). */
export function useSaveMail() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ draftId, body, forwardOf, files, onDraft }: SaveMailInput): Promise<Mail> => {
      const fresh = (send: boolean) =>
        apiClient.post('/workspace/mailbox', { body: { ...body, send, ...(forwardOf ? { forwardOf } : {}) } });
      if (files.length === 0) {
        return draftId ? apiClient.put('/workspace/mailbox/{id}', { path: { id: draftId }, body }) : fresh(body.send);
      }
      const id = draftId ?? (await fresh(false)).id;
      onDraft?.(id);
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        await apiFetch(`/workspace/mailbox/${id}/attachments`, { method: 'POST', body: form });
      }
      return apiClient.put('/workspace/mailbox/{id}', { path: { id }, body });
    },
    onSettled: refresh,
  });
}

/** Removes a file from one of the caller's drafts. */
export function useRemoveMailFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; attachmentId: string }) =>
      apiClient.delete('/workspace/mailbox/{id}/attachments/{attachmentId}', { path: input }),
    onSettled: refresh,
  });
}

/** Where a file of a message is downloaded through the caller's own copy. */
export const mailFilePath = (id: string, attachmentId: string) => `/workspace/mailbox/${id}/attachments/${attachmentId}`;

export function useDeleteMail() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/workspace/mailbox/{id}', { path: { id } }), onSettled: refresh });
}
