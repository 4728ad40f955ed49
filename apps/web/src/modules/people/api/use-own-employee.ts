import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { useSession } from '../../../shared/lib/session';

/** The signed-in user's own employee id in the active company (GET /api/auth/me), null without a record. */
export function useOwnEmployeeId(enabled: boolean) {
  const userId = useSession((s) => s.user?.id ?? null);
  const companyId = useSession((s) => s.company?.id ?? null);
  return useQuery({
    queryKey: ['people', 'own', userId, companyId],
    enabled: enabled && !!userId,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await apiClient.get('/auth/me', { signal })).employeeId,
  });
}
