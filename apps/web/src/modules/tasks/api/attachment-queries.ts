import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { apiFetch } from '../../../shared/ui/table';

/** Files of tasks, of progress updates and of announcements (ADR 0124). */

const taskFilesKey = (id: string) => ['tasks', 'files', id] as const;
const announcementFilesKey = (id: string) => ['tasks-announcements', 'files', id] as const;

const send = (path: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch(path, { method: 'POST', body: form });
};

export const taskFilePath = (taskId: string, fileId: string) => `/tasks/tasks/${taskId}/attachments/${fileId}`;
export const announcementFilePath = (id: string, fileId: string) => `/tasks/announcements/${id}/attachments/${fileId}`;

export const useTaskFiles = (taskId: string) =>
  useQuery({
    queryKey: taskFilesKey(taskId),
    queryFn: ({ signal }) => apiClient.get('/tasks/tasks/{id}/attachments', { path: { id: taskId }, signal }),
  });

export function useTaskFileActions(taskId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: taskFilesKey(taskId) });
  return {
    add: useMutation({ mutationFn: (file: File) => send(`/tasks/tasks/${taskId}/attachments`, file), onSuccess }),
    remove: useMutation({
      mutationFn: (fileId: string) =>
        apiClient.delete('/tasks/tasks/{id}/attachments/{attachmentId}', { path: { id: taskId, attachmentId: fileId } }),
      onSuccess,
    }),
  };
}

/** Sends the one file of a progress update, once the update is saved. */
export function useAddUpdateFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { taskId: string; updateId: string; file: File }) =>
      send(`/tasks/tasks/${input.taskId}/updates/${input.updateId}/attachment`, input.file),
    onSuccess: (_data, input) => client.invalidateQueries({ queryKey: ['tasks', 'updates', input.taskId] }),
  });
}

export const useAnnouncementFiles = (id: string) =>
  useQuery({
    queryKey: announcementFilesKey(id),
    queryFn: ({ signal }) => apiClient.get('/tasks/announcements/{id}/attachments', { path: { id }, signal }),
  });

export function useAnnouncementFileActions(id: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: announcementFilesKey(id) });
  return {
    add: useMutation({ mutationFn: (file: File) => send(`/tasks/announcements/${id}/attachments`, file), onSuccess }),
    remove: useMutation({
      mutationFn: (fileId: string) =>
        apiClient.delete('/tasks/announcements/{id}/attachments/{attachmentId}', { path: { id, attachmentId: fileId } }),
      onSuccess,
    }),
  };
}
