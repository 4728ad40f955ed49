import type { DaySheetQuery } from '@hcims/contracts/routines';
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
    mutationFn: (input: { action: 'in'; note: string | null } | { action: 'out' }) =>
      input.action === 'in'
        ? apiClient.post('/routines/attendance/clock-in', { body: { note: input.note } })
        : apiClient.post('/routines/attendance/clock-out', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [...routinesKeys.all, 'attendance'] }),
  });
}
