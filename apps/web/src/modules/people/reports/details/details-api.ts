import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api';

/**
 * GET /api/people/reports/employee-details/:id: the whole report in one answer (profile, job
 * history, documents, direct reports, tenure, termination), within the caller's report scope;
 * sensitive sections only with their permission.
 */
export const useEmployeeDetailsReport = (id: string | null) =>
  useQuery({
    queryKey: ['people', 'reports', 'employee-details', id],
    enabled: !!id,
    queryFn: ({ signal }) => apiClient.get('/people/reports/employee-details/{id}', { path: { id: id ?? '' }, signal }),
  });
