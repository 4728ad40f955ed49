import type { Employee, UpdateEmployee } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** PATCH /api/people/employees/{id}: only the changed fields, with the version read (409 PEOPLE_STALE_VERSION otherwise). */
export function updateEmployee(id: string, body: UpdateEmployee): Promise<Employee> {
  return apiClient.patch('/people/employees/{id}', { path: { id }, body });
}

export function useUpdateEmployee(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployee) => updateEmployee(id, body),
    onSuccess: (employee) => {
      client.setQueryData(peopleKeys.employee(id), employee);
      void client.invalidateQueries({ queryKey: peopleKeys.employees() });
      void client.invalidateQueries({ queryKey: peopleKeys.history(id) });
    },
  });
}
