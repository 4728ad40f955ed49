import type { HrDashboard } from '@hcims/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/lib/session';

/** GET /api/people/dashboard: every figure of /hcims, computed on the server within the caller's scope. */
export const useHrDashboard = (asOf: string | null) =>
  useQuery({
    queryKey: ['people', 'dashboard', asOf],
    queryFn: ({ signal }) => api.get<HrDashboard>(`/people/dashboard${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`, { signal }),
  });
