import type { TerminateEmployee, Termination } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { peopleKeys } from './people-keys';

/** POST /api/people/employees/{id}/termination: last working day, type, reason, checklist. */
export function terminateEmployee(employeeId: string, body: TerminateEmployee): Promise<Termination> {
  return api.post<Termination>(`/people/employees/${encodeURIComponent(employeeId)}/termination`, body);
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
