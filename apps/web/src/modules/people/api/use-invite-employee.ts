import type { EmployeeInvitation } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** POST /api/people/employees/{id}/invitation: create the account or email a fresh link. */
export function inviteEmployee(id: string): Promise<EmployeeInvitation> {
  return apiClient.post('/people/employees/{id}/invitation', { path: { id } });
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
