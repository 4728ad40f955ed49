import type { CreateHolidays, HolidayImport, HolidayListQuery, UpdateHoliday } from '@hcims/contracts/routines';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

export const routinesKeys = {
  all: ['routines'] as const,
  holidays: (query: Partial<HolidayListQuery>) => ['routines', 'holidays', query] as const,
  branches: ['routines', 'branches'] as const,
  leave: ['routines', 'leave'] as const,
};

export const useHolidays = (query: Partial<HolidayListQuery>) =>
  useQuery({
    queryKey: routinesKeys.holidays(query),
    queryFn: ({ signal }) => apiClient.get('/routines/holidays', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The company's branches, for a holiday that applies to one office only. */
export const useBranches = () =>
  useQuery({ queryKey: routinesKeys.branches, queryFn: ({ signal }) => apiClient.get('/org/branches', { signal }), staleTime: 60_000 });

function useInvalidating<A, R>(fn: (input: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: routinesKeys.all }) });
}

export const useCreateHolidays = () => useInvalidating((body: CreateHolidays) => apiClient.post('/routines/holidays', { body }));

export const useUpdateHoliday = () =>
  useInvalidating((input: { id: string; body: UpdateHoliday }) =>
    apiClient.patch('/routines/holidays/{id}', { path: { id: input.id }, body: input.body }),
  );

export const useDeleteHoliday = () => useInvalidating((id: string) => apiClient.delete('/routines/holidays/{id}', { path: { id } }));

/** The download path of the holiday list as filtered on screen (ExportMenu fetches it with the bearer token). */
export function holidaysExportPath(
  query: Pick<HolidayListQuery, 'year' | 'type' | 'q' | 'sort' | 'branchId'>,
  format: string,
  lng: string,
): string {
  const params = new URLSearchParams({ format, lng });
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `/routines/holidays/export?${params.toString()}`;
}

/** Checks (commit: false) or imports (commit: true) a CSV or ICS file of holidays; the list refreshes after an import. */
export const useImportHolidays = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidayImport) => apiClient.post('/routines/holidays/import', { body }),
    onSuccess: (report) => {
      if (report.committed) void client.invalidateQueries({ queryKey: routinesKeys.all });
    },
  });
};
