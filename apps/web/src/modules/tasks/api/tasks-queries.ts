import type { BulkAssignTask, CreateTask, CreateTaskSeries, CreateTaskUpdate, UpdateTask, UpdateTaskSeries } from '@hcims/contracts/tasks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiQuery } from '../../../shared/api';

export type TaskQuery = NonNullable<ApiQuery<'/tasks/tasks', 'get'>>;

const keys = {
  all: ['tasks'] as const,
  list: (query: TaskQuery) => ['tasks', 'list', query] as const,
  one: (id: string) => ['tasks', 'one', id] as const,
  updates: (id: string) => ['tasks', 'updates', id] as const,
  options: ['tasks', 'options'] as const,
  dashboard: ['tasks', 'dashboard'] as const,
};

export const useTasks = (query: TaskQuery) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiClient.get('/tasks/tasks', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTask = (id: string | null) =>
  useQuery({
    queryKey: keys.one(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => apiClient.get('/tasks/tasks/{id}', { path: { id: id! }, signal }),
  });

export const useTaskOptions = () =>
  useQuery({ queryKey: keys.options, queryFn: ({ signal }) => apiClient.get('/tasks/tasks/options', { signal }), staleTime: 60_000 });

export const useTaskUpdates = (id: string) =>
  useQuery({ queryKey: keys.updates(id), queryFn: ({ signal }) => apiClient.get('/tasks/tasks/{id}/updates', { path: { id }, signal }) });

export const useTaskDashboard = () =>
  useQuery({ queryKey: keys.dashboard, queryFn: ({ signal }) => apiClient.get('/tasks/dashboard', { signal }) });

export function useSaveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateTask } | { id: null; patch: CreateTask }) =>
      input.id !== null
        ? apiClient.patch('/tasks/tasks/{id}', { path: { id: input.id }, body: input.patch })
        : apiClient.post('/tasks/tasks', { body: input.patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useReportProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: CreateTaskUpdate }) =>
      apiClient.post('/tasks/tasks/{id}/updates', { path: { id: input.id }, body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Assigns a recurring task (a series): its first occurrences are made at once. */
export function useCreateSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskSeries) => apiClient.post('/tasks/series', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/tasks/tasks/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export type TaskReportQuery = NonNullable<ApiQuery<'/tasks/reports/progress', 'get'>>;

export const useTaskReport = (kind: 'progress' | 'subordinates', query: TaskReportQuery) =>
  useQuery({
    queryKey: ['tasks', 'report', kind, query],
    queryFn: ({ signal }) =>
      kind === 'progress'
        ? apiClient.get('/tasks/reports/progress', { query, signal })
        : apiClient.get('/tasks/reports/subordinates', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTaskComments = (id: string) =>
  useQuery({
    queryKey: ['tasks', 'comments', id],
    queryFn: ({ signal }) => apiClient.get('/tasks/tasks/{id}/comments', { path: { id }, signal }),
  });

export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string; mentionIds: string[] }) => apiClient.post('/tasks/tasks/{id}/comments', { path: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tasks', 'comments', id] }),
  });
}

/** Whom a comment on the task may mention (the `@` picker). */
export const useMentionable = (id: string) =>
  useQuery({
    queryKey: ['tasks', 'mentionable', id],
    queryFn: ({ signal }) => apiClient.get('/tasks/tasks/{id}/mentionable', { path: { id }, signal }),
    staleTime: 60_000,
  });

export const useTaskReassignments = (id: string) =>
  useQuery({
    queryKey: ['tasks', 'reassignments', id],
    queryFn: ({ signal }) => apiClient.get('/tasks/tasks/{id}/reassignments', { path: { id }, signal }),
  });

/** One task copied to every member of a department the user may assign to. */
export function useBulkAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkAssignTask) => apiClient.post('/tasks/tasks/bulk', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSeries = () =>
  useQuery({ queryKey: ['tasks', 'series'], queryFn: ({ signal }) => apiClient.get('/tasks/series', { signal }) });

/** Stops a series: its future occurrences not yet started go, the past ones stay. */
export function useStopSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; version: number }) =>
      apiClient.patch('/tasks/series/{id}', { path: { id: input.id }, body: { active: false, version: input.version } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSeriesOne = (id: string) =>
  useQuery({ queryKey: ['tasks', 'series', id], queryFn: ({ signal }) => apiClient.get('/tasks/series/{id}', { path: { id }, signal }) });

/** Changes a whole series: the server applies it to its coming occurrences not started nor edited on their own. */
export function useUpdateSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: UpdateTaskSeries }) =>
      apiClient.patch('/tasks/series/{id}', { path: { id: input.id }, body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
