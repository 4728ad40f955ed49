import type {
  CreateLeaveAdjustment,
  CreateLeaveRequest,
  CreateLeaveType,
  LeaveRequestListQuery,
  UpdateLeaveType,
} from '@hcims/contracts/routines';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { routinesKeys } from './holidays';

const key = (...parts: unknown[]) => [...routinesKeys.leave, ...parts] as const;

export const useLeaveTypes = () =>
  useQuery({ queryKey: key('types'), queryFn: ({ signal }) => apiClient.get('/routines/leave-types', { signal }) });

export const useLeaveBalances = (year: number | undefined) =>
  useQuery({
    queryKey: key('balances', year),
    queryFn: ({ signal }) => apiClient.get('/routines/leave-balances', { query: year ? { year } : {}, signal }),
    retry: false,
  });

/** How many working days the dates take, once both are set. */
export const useLeaveDays = (input: { startDate: string; endDate: string; halfDay: boolean }) =>
  useQuery({
    queryKey: key('days', input),
    queryFn: ({ signal }) =>
      apiClient.get('/routines/leave-days', {
        query: { startDate: input.startDate, endDate: input.endDate, halfDay: input.halfDay ? 'true' : 'false' },
        signal,
      }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(input.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(input.endDate) && input.endDate >= input.startDate,
    retry: false,
  });

export const useMyLeaveRequests = (query: Partial<LeaveRequestListQuery>) =>
  useQuery({
    queryKey: key('mine', query),
    queryFn: ({ signal }) => apiClient.get('/routines/leave-requests', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useLeaveApprovals = (query: Partial<LeaveRequestListQuery>) =>
  useQuery({
    queryKey: key('approvals', query),
    queryFn: ({ signal }) => apiClient.get('/routines/leave-approvals', { query, signal }),
    placeholderData: keepPreviousData,
  });

function useInvalidating<A, R>(fn: (input: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: routinesKeys.leave }) });
}

export const useFileLeave = () => useInvalidating((body: CreateLeaveRequest) => apiClient.post('/routines/leave-requests', { body }));

export type LeaveMove =
  | { id: string; action: 'approve'; version: number }
  | { id: string; action: 'reject'; version: number; reason: string }
  | { id: string; action: 'cancel'; version: number; reason: string | null };

export const useMoveLeave = () =>
  useInvalidating((move: LeaveMove) => {
    const path = { id: move.id };
    if (move.action === 'approve')
      return apiClient.post('/routines/leave-requests/{id}/approve', { path, body: { version: move.version } });
    if (move.action === 'reject')
      return apiClient.post('/routines/leave-requests/{id}/reject', { path, body: { version: move.version, reason: move.reason } });
    return apiClient.post('/routines/leave-requests/{id}/cancel', { path, body: { version: move.version, reason: move.reason } });
  });

export const useSaveLeaveType = () =>
  useInvalidating((input: { id: null; body: CreateLeaveType } | { id: string; body: UpdateLeaveType }) =>
    input.id === null
      ? apiClient.post('/routines/leave-types', { body: input.body })
      : apiClient.patch('/routines/leave-types/{id}', { path: { id: input.id }, body: input.body }),
  );

export const useDeleteLeaveType = () => useInvalidating((id: string) => apiClient.delete('/routines/leave-types/{id}', { path: { id } }));

/** Pending and approved leave of the caller's team (the company for HR) in a range, for the timeline. */
export const useLeaveTimeline = (from: string, to: string) =>
  useQuery({
    queryKey: key('timeline', from, to),
    queryFn: ({ signal }) => apiClient.get('/routines/leave-timeline', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAskToCancelLeave = () =>
  useInvalidating((input: { id: string; version: number }) =>
    apiClient.post('/routines/leave-requests/{id}/request-cancel', { path: { id: input.id }, body: { version: input.version } }),
  );

/** HR's view of one employee's balances in a year (the balances tab); nothing is asked before a choice. */
export const useEmployeeLeaveBalances = (employeeId: string, year: number) =>
  useQuery({
    queryKey: key('balances-of', employeeId, year),
    queryFn: ({ signal }) => apiClient.get('/routines/leave-balances', { query: { employeeId, year }, signal }),
    enabled: !!employeeId,
    retry: false,
  });

export const useLeaveAdjustments = (employeeId: string, year: number) =>
  useQuery({
    queryKey: key('adjustments', employeeId, year),
    queryFn: ({ signal }) => apiClient.get('/routines/leave-adjustments', { query: { employeeId, year }, signal }),
    enabled: !!employeeId,
    retry: false,
  });

export const useAdjustLeave = () =>
  useInvalidating((body: CreateLeaveAdjustment) => apiClient.post('/routines/leave-adjustments', { body }));
