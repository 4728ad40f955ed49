import type { CreateTodo, TodoListQuery, UpdateTodo } from '@hcims/contracts/workspace';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';

export type TodoListData = ApiResponse<'/workspace/todos', 'get'>;
export type TodoItem = TodoListData['items'][number];

const all = ['workspace', 'todos'] as const;

/** One view of the caller's list; the previous one stays on screen while the next loads. */
export const useTodos = (query: Partial<TodoListQuery>) =>
  useQuery({
    queryKey: [...all, query],
    queryFn: ({ signal }) => apiClient.get('/workspace/todos', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every change refreshes the lists, the dashboard card and the calendar. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['workspace'] });
}

export function useAddTodo() {
  const refresh = useRefresh();
  // The refresh is not awaited: the add form clears as soon as the item is saved, before the new
  // list arrives, so nothing typed meanwhile into the cleared form is wiped by a late reset.
  return useMutation({
    mutationFn: (body: CreateTodo) => apiClient.post('/workspace/todos', { body }),
    onSettled: () => void refresh(),
  });
}

export function useUpdateTodo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateTodo }) =>
      apiClient.patch('/workspace/todos/{id}', { path: { id }, body: patch }),
    onSettled: refresh,
  });
}

export function useDeleteTodo() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/workspace/todos/{id}', { path: { id } }), onSettled: refresh });
}

export function useReorderTodos() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (ids: string[]) => apiClient.put('/workspace/todos/order', { body: { ids } }), onSettled: refresh });
}
