import type { Employee } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/ui/table';
import { peopleKeys } from './people-keys';

/** PUT /api/people/employees/{id}/photo (multipart `file`; PNG, JPEG or WEBP, 2 MB) or DELETE it. */
export async function setEmployeePhoto(id: string, file: File | null): Promise<Employee> {
  const path = `/people/employees/${encodeURIComponent(id)}/photo`;
  if (!file) return (await apiFetch(path, { method: 'DELETE' }).then((r) => r.json())) as Employee;
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiFetch(path, { method: 'PUT', body: form }).then((r) => r.json())) as Employee;
}

export function useEmployeePhoto(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => setEmployeePhoto(id, file),
    onSuccess: (employee) => {
      client.setQueryData(peopleKeys.employee(id), employee);
      void client.invalidateQueries({ queryKey: peopleKeys.employees() });
    },
  });
}
