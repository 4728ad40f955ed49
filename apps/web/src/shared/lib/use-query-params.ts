import { navigate, useLocation } from './router';

/**
 * State kept in the address (the router has no path parameters): one query parameter, read live
 * and written without a new history entry unless asked, so links and reloads show the same view.
 */
export function useQueryParams(): [URLSearchParams, (patch: Record<string, string | null>, options?: { push?: boolean }) => void] {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const set = (patch: Record<string, string | null>, options: { push?: boolean } = {}) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: !options.push });
  };
  return [params, set];
}
