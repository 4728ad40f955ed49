import type { EmployeeDocument, UpdateDocument } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** PATCH /api/people/documents/{id}: title, category or expiry date. */
export function updateDocument(id: string, body: UpdateDocument): Promise<EmployeeDocument> {
  return apiClient.patch('/people/documents/{id}', { path: { id }, body });
}

export function useUpdateDocument(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDocument }) => updateDocument(id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: peopleKeys.documents(employeeId) }),
  });
}
