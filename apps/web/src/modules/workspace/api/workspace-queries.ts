import type { DashboardLayout } from '@hcims/contracts/workspace';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../shared/api';

export type DashboardData = ApiResponse<'/workspace/dashboard', 'get'>;
export type DashboardCardData = DashboardData['cards'][number];
export type CalendarData = ApiResponse<'/workspace/calendar', 'get'>;

const keys = {
  dashboard: ['workspace', 'dashboard'] as const,
  calendar: (from: string, to: string) => ['workspace', 'calendar', from, to] as const,
};

/** The caller's cards, computed on the server (the dashboard screen's prefetch starts the same call). */
export const dashboardQuery = queryOptions({
  queryKey: keys.dashboard,
  queryFn: ({ signal }) => apiClient.get('/workspace/dashboard', { signal }),
});

export const useDashboard = () => useQuery(dashboardQuery);

/** Saves order and hidden cards; the answer is the new dashboard, put straight into the cache. */
export function useSaveLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layout: DashboardLayout) => apiClient.put('/workspace/dashboard/layout', { body: layout }),
    onSuccess: (dashboard) => client.setQueryData(keys.dashboard, dashboard),
    onError: () => client.invalidateQueries({ queryKey: keys.dashboard }),
  });
}

/** The events of the range shown; the previous month stays on screen while the next loads. */
export const useCalendar = (from: string, to: string) =>
  useQuery({
    queryKey: keys.calendar(from, to),
    queryFn: ({ signal }) => apiClient.get('/workspace/calendar', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });

const feedKey = ['workspace', 'calendar-feed'] as const;

/** Whether the caller has a calendar subscription address (the address itself is only shown when made). */
export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: ({ signal }) => apiClient.get('/workspace/calendar/feed', { signal }) });

/** Makes or replaces the address; the answer carries the path, shown this once. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/workspace/calendar/feed', {}),
    onSettled: () => client.invalidateQueries({ queryKey: feedKey }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete('/workspace/calendar/feed', {}),
    onSettled: () => client.invalidateQueries({ queryKey: feedKey }),
  });
}
