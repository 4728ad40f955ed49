import type { TerminateEmployee, Termination } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** POST /api/people/employees/{id}/termination: last working day, type, reason, checklist. */
export function terminateEmployee(employeeId: string, body: TerminateEmployee): Promise<Termination> {
  return apiClient.post('/people/employees/{id}/termination', { path: { id: employeeId }, body });
}

export function useTerminateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: string; body: TerminateEmployee }) => terminateEmployee(employeeId, body),
    onSuccess: (_t, { employeeId }) => {
      void client.invalidateQueries({ queryKey: peopleKeys.terminations() });
      void client.invalidateQueries({ queryKey: peopleKeys.employees() });
      void client.invalidateQueries({ queryKey: peopleKeys.employee(employeeId) });
    },
  });
}
