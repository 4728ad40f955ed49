import type {
  ColumnMappingInput,
  ImportFieldListSchema,
  ImportIssuePageSchema,
  ImportJob,
  ImportMode,
  ImportPreviewSchema,
  ImportUploadResponseSchema,
} from '@hcims/contracts/people';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api';
import { apiFetch, downloadFile } from '../../../shared/ui/table';
import { peopleKeys } from './people-keys';

export type ImportUpload = z.infer<typeof ImportUploadResponseSchema>;
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export type ImportIssuePage = z.infer<typeof ImportIssuePageSchema>;
export type ImportFieldInfo = z.infer<typeof ImportFieldListSchema>[number];

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/people/imports (multipart `file`): the job, the proposed mapping and sample rows. */
export async function uploadImport(file: File): Promise<ImportUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await (await apiFetch('/people/imports', { method: 'POST', body: form })).json()) as ImportUpload;
}

/** POST /api/people/imports/{id}/preview {mapping}: per-row issues, nothing written. */
export function previewImport(id: string, mapping: ColumnMappingInput): Promise<ImportPreview> {
  return apiClient.post('/people/imports/{id}/preview', { path: { id }, body: { mapping } });
}

/** POST /api/people/imports/{id}/run {mode}: 202, then poll the job. */
export function runImport(id: string, mode: ImportMode): Promise<ImportJob> {
  return apiClient.post('/people/imports/{id}/run', { path: { id }, body: { mode } });
}

export function fetchImportJob(id: string, signal?: AbortSignal): Promise<ImportJob> {
  return apiClient.get('/people/imports/{id}', { path: { id }, signal });
}

export function fetchImportIssues(id: string, page: number, pageSize: number, signal?: AbortSignal): Promise<ImportIssuePage> {
  return apiClient.get('/people/imports/{id}/issues', { path: { id }, query: { page, pageSize }, signal });
}

/** GET .../failed-rows: the rows with problems as CSV, with "Row" and "Errors" columns. */
export const downloadFailedRows = (id: string) => downloadFile(`/people/imports/${encodeURIComponent(id)}/failed-rows`, 'failed-rows.csv');

export const useUploadImport = () => useMutation({ mutationFn: uploadImport });
export const usePreviewImport = () =>
  useMutation({ mutationFn: ({ id, mapping }: { id: string; mapping: ColumnMappingInput }) => previewImport(id, mapping) });

export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mode }: { id: string; mode: ImportMode }) => runImport(id, mode),
    onSuccess: (job) => client.setQueryData(peopleKeys.importJob(job.id), job),
  });
}

/** The job, polled every second while it runs (the server's polling contract), then once more the list refreshes. */
export function useImportJob(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: peopleKeys.importJob(id ?? ''),
    queryFn: async ({ signal }) => {
      const job = await fetchImportJob(id!, signal);
      if (job.status === 'completed') void client.invalidateQueries({ queryKey: peopleKeys.employees() });
      return job;
    },
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
}

export const useImportIssues = (id: string, page: number, pageSize = 50, enabled = true) =>
  useQuery({
    queryKey: [...peopleKeys.importIssues(id, page), pageSize],
    queryFn: ({ signal }) => fetchImportIssues(id, page, pageSize, signal),
    enabled,
  });
