import type { MeetingListQuery, SaveMeeting, UpdateMeeting } from '@hcims/contracts/routines';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { apiFetch } from '../../../shared/ui/table';

const meetingKeys = {
  all: ['routines', 'meetings'] as const,
  list: (query: Partial<MeetingListQuery>) => ['routines', 'meetings', 'list', query] as const,
  one: (id: string) => ['routines', 'meetings', 'one', id] as const,
};

export const useMeetings = (query: Partial<MeetingListQuery>) =>
  useQuery({
    queryKey: meetingKeys.list(query),
    queryFn: ({ signal }) => apiClient.get('/routines/meetings', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useMeeting = (id: string | null) =>
  useQuery({
    queryKey: meetingKeys.one(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/routines/meetings/{id}', { path: { id: id! }, signal }),
    enabled: id !== null,
  });

function useInvalidating<A, R>(fn: (input: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.all }) });
}

export const useCreateMeeting = () => useInvalidating((body: SaveMeeting) => apiClient.post('/routines/meetings', { body }));

export const useUpdateMeeting = () =>
  useInvalidating((input: { id: string; body: UpdateMeeting }) =>
    apiClient.put('/routines/meetings/{id}', { path: { id: input.id }, body: input.body }),
  );

export const useDeleteMeeting = () => useInvalidating((id: string) => apiClient.delete('/routines/meetings/{id}', { path: { id } }));

export const useMakeTask = () =>
  useInvalidating((input: { id: string; itemId: string }) =>
    apiClient.post('/routines/meetings/{id}/action-items/{itemId}/task', { path: input }),
  );

/** Adds one file to a meeting (multipart). */
export const useAddMeetingFile = () =>
  useInvalidating(async (input: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', input.file, input.file.name);
    await apiFetch(`/routines/meetings/${input.id}/attachments`, { method: 'POST', body: form });
  });

export const useRemoveMeetingFile = () =>
  useInvalidating((input: { id: string; attachmentId: string }) =>
    apiClient.delete('/routines/meetings/{id}/attachments/{attachmentId}', { path: input }),
  );

export const meetingFilePath = (id: string, attachmentId: string) => `/routines/meetings/${id}/attachments/${attachmentId}`;
export const meetingPdfPath = (id: string, lng: string) => `/routines/meetings/${id}/pdf?lng=${encodeURIComponent(lng)}`;
