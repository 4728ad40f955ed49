import type { AnnouncementTransition, CreateAnnouncement, UpdateAnnouncement } from '@hcims/contracts/tasks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiQuery } from '../../../shared/api';

export type AnnouncementQuery = NonNullable<ApiQuery<'/tasks/announcements', 'get'>>;
export type ReadersQuery = NonNullable<ApiQuery<'/tasks/announcements/{id}/readers', 'get'>>;

const keys = {
  all: ['tasks-announcements'] as const,
  list: (query: AnnouncementQuery) => ['tasks-announcements', 'list', query] as const,
  one: (id: string) => ['tasks-announcements', 'one', id] as const,
  readers: (id: string, query: ReadersQuery) => ['tasks-announcements', 'readers', id, query] as const,
  audience: ['tasks-announcements', 'audience'] as const,
};

export const useAnnouncements = (query: AnnouncementQuery) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiClient.get('/tasks/announcements', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAnnouncement = (id: string | null) =>
  useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/tasks/announcements/{id}', { path: { id: id! }, signal }),
    enabled: id !== null,
  });

export const useAnnouncementReaders = (id: string, query: ReadersQuery) =>
  useQuery({
    queryKey: keys.readers(id, query),
    queryFn: ({ signal }) => apiClient.get('/tasks/announcements/{id}/readers', { path: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The departments and branches an author may address. */
export const useAnnouncementAudience = () =>
  useQuery({
    queryKey: keys.audience,
    queryFn: ({ signal }) => apiClient.get('/tasks/announcements/audience', { signal }),
    staleTime: 60_000,
  });

export function useAnnouncementActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: keys.all });
  return {
    save: useMutation({
      mutationFn: (input: { id: string; patch: UpdateAnnouncement } | { id: null; patch: CreateAnnouncement }) =>
        input.id !== null
          ? apiClient.patch('/tasks/announcements/{id}', { path: { id: input.id }, body: input.patch })
          : apiClient.post('/tasks/announcements', { body: input.patch }),
      onSuccess,
    }),
    move: useMutation({
      mutationFn: (input: { id: string } & AnnouncementTransition) =>
        apiClient.post('/tasks/announcements/{id}/status', { path: { id: input.id }, body: { to: input.to, version: input.version } }),
      onSuccess,
    }),
    read: useMutation({
      mutationFn: (id: string) => apiClient.post('/tasks/announcements/{id}/read', { path: { id } }),
      onSuccess,
    }),
    remind: useMutation({
      mutationFn: (id: string) => apiClient.post('/tasks/announcements/{id}/remind', { path: { id } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiClient.delete('/tasks/announcements/{id}', { path: { id } }),
      onSuccess,
    }),
  };
}
