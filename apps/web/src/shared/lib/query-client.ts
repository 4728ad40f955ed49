import { QueryClient } from '@tanstack/react-query';

/** The app-wide React Query client (server state of every screen). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
