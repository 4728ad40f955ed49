import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api';

/** GET /api/people/dashboard: every figure of /hcims, computed on the server within the caller's scope. */
export const useHrDashboard = (asOf: string | null) =>
  useQuery({
    queryKey: ['people', 'dashboard', asOf],
    queryFn: ({ signal }) => apiClient.get('/people/dashboard', { query: { asOf: asOf ?? undefined }, signal }),
  });
