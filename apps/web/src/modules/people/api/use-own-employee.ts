import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/lib/session';
import { fetchEmployees } from './use-employees';

/**
 * The signed-in user's own employee id. The session carries no employee id, so it is looked up
 * by the sign-in email (the work email) in the list of the caller's scope.
 */
export function useOwnEmployeeId(enabled: boolean) {
  const email = useSession((s) => s.user?.email ?? null);
  return useQuery({
    queryKey: ['people', 'own', email],
    enabled: enabled && !!email,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const page = await fetchEmployees({ q: email!, pageSize: 5, includeTerminated: true }, signal);
      return page.items.find((e) => e.workEmail.toLowerCase() === email!.toLowerCase())?.id ?? null;
    },
  });
}
