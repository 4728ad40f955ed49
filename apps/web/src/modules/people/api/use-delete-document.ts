import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** DELETE /api/people/documents/{id}: the record and its file. */
export function deleteDocument(id: string): Promise<unknown> {
  return apiClient.delete('/people/documents/{id}', { path: { id } });
}

export function useDeleteDocument(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => void client.invalidateQueries({ queryKey: peopleKeys.documents(employeeId) }),
  });
}
