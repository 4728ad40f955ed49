import type { RoleSummary } from '@hcims/contracts/access';
import type {
  CreateSavedReport,
  ReportBuilderOptions,
  ReportDefinitionInput,
  ReportHub,
  ReportResult,
  SavedReport,
  StandardReportKey,
  UpdateSavedReport,
} from '@hcims/contracts/people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/lib/session';

export const reportKeys = {
  hub: ['people', 'reports', 'hub'] as const,
  builder: ['people', 'reports', 'builder'] as const,
  saved: ['people', 'saved-reports'] as const,
  savedOne: (id: string) => ['people', 'saved-reports', id] as const,
  roles: ['access', 'roles'] as const,
};

export const useReportHub = () =>
  useQuery({ queryKey: reportKeys.hub, queryFn: ({ signal }) => api.get<ReportHub>('/people/reports', { signal }) });

export const useBuilderOptions = () =>
  useQuery({
    queryKey: reportKeys.builder,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api.get<ReportBuilderOptions>('/people/reports/builder', { signal }),
  });

export const useSavedReports = () =>
  useQuery({ queryKey: reportKeys.saved, queryFn: ({ signal }) => api.get<SavedReport[]>('/people/saved-reports', { signal }) });

export const useSavedReport = (id: string | null) =>
  useQuery({
    queryKey: reportKeys.savedOne(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<SavedReport>(`/people/saved-reports/${id}`, { signal }),
  });

/** Roles of the company to share with; needs access.roles:read, so a failure only hides sharing. */
export const useRoles = (enabled: boolean) =>
  useQuery({
    queryKey: reportKeys.roles,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api.get<RoleSummary[]>('/access/roles', { signal }),
  });

export type StandardParams = { from?: string; to?: string; month?: string; departmentId?: string };

export function standardQuery(params: StandardParams & { page?: number; pageSize?: number }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

/** One page of a ready-made report of the hub. */
export const useStandardReport = (key: StandardReportKey | null, params: StandardParams, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['people', 'reports', 'standard', key, params, page, pageSize],
    enabled: !!key,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<ReportResult>(`/people/reports/standard/${key}?${standardQuery({ ...params, page, pageSize })}`, { signal }),
  });

/** One page of a saved report as saved. */
export const useSavedReportRun = (id: string | null, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['people', 'saved-reports', id, 'run', page, pageSize],
    enabled: !!id,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<ReportResult>(`/people/saved-reports/${id}/run?page=${page}&pageSize=${pageSize}`, { signal }),
  });

/** One page of an unsaved definition (the builder's preview); runs only with a complete definition. */
export const useReportRun = (definition: ReportDefinitionInput | null, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['people', 'reports', 'run', definition, page, pageSize],
    enabled: !!definition,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => api.post<ReportResult>(`/people/reports/run?page=${page}&pageSize=${pageSize}`, { definition }, { signal }),
  });

function useInvalidateSaved() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: reportKeys.saved }), client.invalidateQueries({ queryKey: reportKeys.hub })]);
}

export function useCreateSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({
    mutationFn: (input: CreateSavedReport) => api.post<SavedReport>('/people/saved-reports', input),
    onSuccess: refresh,
  });
}

export function useUpdateSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateSavedReport }) => api.patch<SavedReport>(`/people/saved-reports/${id}`, patch),
    onSuccess: refresh,
  });
}

export function useShareSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({
    mutationFn: ({ id, roleIds, version }: { id: string; roleIds: string[]; version: number }) =>
      api.put<SavedReport>(`/people/saved-reports/${id}/shares`, { roleIds, version }),
    onSuccess: refresh,
  });
}

export function useDeleteSavedReport() {
  const refresh = useInvalidateSaved();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(`/people/saved-reports/${id}`), onSuccess: refresh });
}
