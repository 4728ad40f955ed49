import type { EmployeeDetailsReport } from '@hcims/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/lib/session';

/**
 * GET /api/people/reports/employee-details/:id: the whole report in one answer (profile, job
 * history, documents, direct reports, tenure, termination), within the caller's report scope;
 * sensitive sections only with their permission.
 */
export const useEmployeeDetailsReport = (id: string | null) =>
  useQuery({
    queryKey: ['people', 'reports', 'employee-details', id],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<EmployeeDetailsReport>(`/people/reports/employee-details/${id}`, { signal }),
  });
