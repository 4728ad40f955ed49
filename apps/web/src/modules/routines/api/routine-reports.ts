import type { RoutineReportKind } from '@hcims/contracts/routines';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

/** The routines dashboard and reports (ADR 0127): figures and pages computed on the server. */

const key = (...parts: unknown[]) => ['routines', 'reports', ...parts] as const;

export const useRoutineDashboard = () =>
  useQuery({ queryKey: key('dashboard'), queryFn: ({ signal }) => apiClient.get('/routines/dashboard', { signal }) });

export type RoutineReportFilters = { from?: string; to?: string; departmentId?: string };

export const useRoutineReport = (kind: RoutineReportKind, query: RoutineReportFilters & { page: number; pageSize: number }) =>
  useQuery({
    queryKey: key(kind, query),
    queryFn: ({ signal }) => apiClient.get('/routines/reports/{kind}', { path: { kind }, query, signal }),
    placeholderData: keepPreviousData,
  });

export function routineReportExportPath(kind: RoutineReportKind, query: RoutineReportFilters, format: string, lng: string): string {
  const params = new URLSearchParams({ format, lng });
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return `/routines/reports/${kind}/export?${params.toString()}`;
}
