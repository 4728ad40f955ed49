import type { Termination, UpdateTermination } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** PATCH /api/people/terminations/{id}: tick checklist items or correct date, type, reason (with the version). */
export function updateTermination(id: string, body: UpdateTermination): Promise<Termination> {
  return apiClient.patch('/people/terminations/{id}', { path: { id }, body });
}

export function useUpdateTermination() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTermination }) => updateTermination(id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: peopleKeys.terminations() });
      void client.invalidateQueries({ queryKey: peopleKeys.employees() });
    },
  });
}
