import type { CreateEmployee, Employee } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { peopleKeys } from './people-keys';

/** POST /api/people/employees: adds the record, and with sendInvitation the account and the invitation mail. */
export function createEmployee(body: CreateEmployee): Promise<Employee> {
  return apiClient.post('/people/employees', { body });
}

export function useCreateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: (employee) => {
      client.setQueryData(peopleKeys.employee(employee.id), employee);
      void client.invalidateQueries({ queryKey: peopleKeys.employees() });
    },
  });
}
