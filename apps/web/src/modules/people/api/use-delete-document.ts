import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { peopleKeys } from './people-keys';

/** DELETE /api/people/documents/{id}: the record and its file. */
export function deleteDocument(id: string): Promise<void> {
  return api.delete<void>(`/people/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => void client.invalidateQueries({ queryKey: peopleKeys.documents(employeeId) }),
  });
}
