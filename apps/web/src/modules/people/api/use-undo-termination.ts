import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** POST /api/people/terminations/{id}/undo {reason}: the employee is current again (audited). */
export function undoTermination(id: string, reason: string): Promise<unknown> {
  return apiClient.post('/people/terminations/{id}/undo', { path: { id }, body: { reason } });
}

export function useUndoTermination() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => undoTermination(id, reason),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: peopleKeys.terminations() });
      void client.invalidateQueries({ queryKey: peopleKeys.employees() });
    },
  });
}
