import type { EmployeeInvitation } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { peopleKeys } from './people-keys';

/** POST /api/people/employees/{id}/invitation: create the account or email a fresh link. */
export function inviteEmployee(id: string): Promise<EmployeeInvitation> {
  return api.post<EmployeeInvitation>(`/people/employees/${encodeURIComponent(id)}/invitation`);
}

export function useInviteEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteEmployee,
    onSuccess: (_answer, id) => {
      void client.invalidateQueries({ queryKey: peopleKeys.employee(id) });
      void client.invalidateQueries({ queryKey: peopleKeys.employees() });
    },
  });
}
