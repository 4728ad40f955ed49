import type { CreateSavedReport, ReportDefinitionInput, StandardReportKey, UpdateSavedReport } from '@hcims/contracts/people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryString } from '../../../../shared/api';

export const reportKeys = {
  hub: ['people', 'reports', 'hub'] as const,
  builder: ['people', 'reports', 'builder'] as const,
  saved: ['people', 'saved-reports'] as const,
  savedOne: (id: string) => ['people', 'saved-reports', id] as const,
  roles: ['access', 'roles'] as const,
};

export const useReportHub = () => useQuery({ queryKey: reportKeys.hub, queryFn: ({ signal }) => apiClient.get('/reports', { signal }) });

export const useBuilderOptions = () =>
  useQuery({
    queryKey: reportKeys.builder,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiClient.get('/reports/builder', { signal }),
  });

export const useSavedReports = () =>
  useQuery({ queryKey: reportKeys.saved, queryFn: ({ signal }) => apiClient.get('/saved-reports', { signal }) });

export const useSavedReport = (id: string | null) =>
  useQuery({
    queryKey: reportKeys.savedOne(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => apiClient.get('/saved-reports/{id}', { path: { id: id ?? '' }, signal }),
  });

/** Roles of the company to share with; needs access.roles:read, so a failure only hides sharing. */
export const useRoles = (enabled: boolean) =>
  useQuery({
    queryKey: reportKeys.roles,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiClient.get('/access/roles', { signal }),
  });

export type StandardParams = { from?: string; to?: string; month?: string; departmentId?: string };

/** The report's filters as a query string without its "?" (for the export links). */
export const standardQuery = (params: StandardParams): string => queryString(params).slice(1);

/** One page of a ready-made report of the hub. */
export const useStandardReport = (key: StandardReportKey | null, params: StandardParams, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['people', 'reports', 'standard', key, params, page, pageSize],
    enabled: !!key,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiClient.get('/reports/standard/{key}', {
        path: { key: key! },
        // The month comes from a select as text; the API reads a number.
        query: { ...params, month: params.month ? Number(params.month) : undefined, page, pageSize },
        signal,
      }),
  });

/** One page of a saved report as saved. */
export const useSavedReportRun = (id: string | null, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['people', 'saved-reports', id, 'run', page, pageSize],
    enabled: !!id,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiClient.get('/saved-reports/{id}/run', { path: { id: id ?? '' }, query: { page, pageSize }, signal }),
  });

/** One page of an unsaved definition (the builder's preview); runs only with a complete definition. */
export const useReportRun = (definition: ReportDefinitionInput | null, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['people', 'reports', 'run', definition, page, pageSize],
    enabled: !!definition,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => apiClient.post('/reports/run', { query: { page, pageSize }, body: { definition: definition! }, signal }),
  });

function useInvalidateSaved() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: reportKeys.saved }), client.invalidateQueries({ queryKey: reportKeys.hub })]);
}

export function useCreateSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({
    mutationFn: (input: CreateSavedReport) => apiClient.post('/saved-reports', { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateSavedReport }) =>
      apiClient.patch('/saved-reports/{id}', { path: { id }, body: patch }),
    onSuccess: refresh,
  });
}

export function useShareSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({
    mutationFn: ({ id, roleIds, version }: { id: string; roleIds: string[]; version: number }) =>
      apiClient.put('/saved-reports/{id}/shares', { path: { id }, body: { roleIds, version } }),
    onSuccess: refresh,
  });
}

export function useDeleteSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/saved-reports/{id}', { path: { id } }), onSuccess: refresh });
}
