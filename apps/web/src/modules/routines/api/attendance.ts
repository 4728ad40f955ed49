import type {
  ClockLocation,
  CorrectionListQuery,
  DaySheetQuery,
  MonthlySummaryQuery,
  RequestCorrection,
  UpdateAttendanceSettings,
} from '@hcims/contracts/routines';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { routinesKeys } from './holidays';

const key = (...parts: unknown[]) => ['routines', 'attendance', ...parts] as const;

/** The caller's day; refreshed every minute so the worked time and a colleague's edits stay current. */
export const useMyAttendance = () =>
  useQuery({
    queryKey: key('me'),
    queryFn: ({ signal }) => apiClient.get('/routines/attendance/me', { signal }),
    refetchInterval: 60_000,
    retry: false,
  });

export const useAttendanceHistory = (page: number, pageSize: number) =>
  useQuery({
    queryKey: key('history', page, pageSize),
    queryFn: ({ signal }) => apiClient.get('/routines/attendance/me/history', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useDaySheet = (query: Partial<DaySheetQuery>) =>
  useQuery({
    queryKey: key('day-sheet', query),
    queryFn: ({ signal }) => apiClient.get('/routines/attendance/day-sheet', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { action: 'in'; note: string | null; location: ClockLocation | null } | { action: 'out'; location: ClockLocation | null },
    ) =>
      input.action === 'in'
        ? apiClient.post('/routines/attendance/clock-in', { body: { note: input.note, location: input.location } })
        : apiClient.post('/routines/attendance/clock-out', { body: { location: input.location } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...routinesKeys.all, 'attendance'] }),
  });
}

export const useCorrections = (query: Omit<Partial<CorrectionListQuery>, 'mine'>) =>
  useQuery({
    queryKey: key('corrections', query),
    queryFn: ({ signal }) => apiClient.get('/routines/attendance/corrections', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Asks for a correction (the caller's own record), or, given an employee, corrects directly (HR). */
export function useSaveCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCorrection & { employeeId?: string }) =>
      body.employeeId
        ? apiClient.post('/routines/attendance/corrections/direct', { body: { ...body, employeeId: body.employeeId } })
        : apiClient.post('/routines/attendance/corrections', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...routinesKeys.all, 'attendance'] }),
  });
}

export function useMoveCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...input
    }: { id: string; version: number } & ({ action: 'cancel' } | { action: 'approved' | 'rejected'; reason: string | null })) =>
      input.action === 'cancel'
        ? apiClient.post('/routines/attendance/corrections/{id}/cancel', { path: { id }, body: { version: input.version } })
        : apiClient.post('/routines/attendance/corrections/{id}/decision', {
            path: { id },
            body: { decision: input.action, reason: input.reason, version: input.version },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...routinesKeys.all, 'attendance'] }),
  });
}

export function daySheetExportPath(query: Partial<DaySheetQuery>, format: string, lng: string): string {
  const params = new URLSearchParams({ format, lng });
  for (const [k, value] of Object.entries(query))
    if (value !== undefined && value !== '' && k !== 'page' && k !== 'pageSize') params.set(k, String(value));
  return `/routines/attendance/day-sheet/export?${params.toString()}`;
}

/** The company's departments, for the day sheet's filter. */
export const useDepartmentChoices = () =>
  useQuery({ queryKey: ['org', 'departments'], queryFn: ({ signal }) => apiClient.get('/org/departments', { signal }), staleTime: 60_000 });

export const useMonthlySummary = (query: Partial<MonthlySummaryQuery> & { month: string }) =>
  useQuery({
    queryKey: key('summary', query),
    queryFn: ({ signal }) => apiClient.get('/routines/attendance/summary', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The download path of the monthly summary as filtered on screen. */
export function summaryExportPath(query: { month: string; departmentId?: string }, format: string, lng: string): string {
  const params = new URLSearchParams({ format, lng, month: query.month });
  if (query.departmentId) params.set('departmentId', query.departmentId);
  return `/routines/attendance/summary/export?${params.toString()}`;
}

export const useAttendanceSettings = () =>
  useQuery({ queryKey: key('settings'), queryFn: ({ signal }) => apiClient.get('/routines/attendance/settings', { signal }) });

export function useSaveAttendanceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAttendanceSettings) => apiClient.put('/routines/attendance/settings', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...routinesKeys.all, 'attendance'] }),
  });
}
