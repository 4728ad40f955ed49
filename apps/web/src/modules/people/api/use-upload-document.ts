import type { EmployeeDocument, UploadDocumentFields } from '@hcims/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/ui/table';
import { peopleKeys } from './people-keys';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/people/employees/{id}/documents: multipart, the text parts before the `file` part. */
export async function uploadDocument(employeeId: string, fields: UploadDocumentFields, file: File): Promise<EmployeeDocument> {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('category', fields.category);
  if (fields.expiresOn) form.append('expiresOn', fields.expiresOn);
  form.append('file', file, file.name);
  const response = await apiFetch(`/people/employees/${encodeURIComponent(employeeId)}/documents`, { method: 'POST', body: form });
  return (await response.json()) as EmployeeDocument;
}

export function useUploadDocument(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: UploadDocumentFields; file: File }) => uploadDocument(employeeId, fields, file),
    onSuccess: () => void client.invalidateQueries({ queryKey: peopleKeys.documents(employeeId) }),
  });
}
