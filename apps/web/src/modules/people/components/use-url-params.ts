import { useCallback, useMemo } from 'react';
import { getLocation, navigate, useLocation } from '../../../shared/lib/router';

/**
 * A list's state (search, filters, sort, page) in the address's query string: it survives a
 * reload, the back button returns to it, and a link can share it. Changing anything but `page`
 * goes back to page 1.
 */
export function useUrlParams<K extends string>(keys: readonly K[]) {
  const { search } = useLocation();
  const values = useMemo(
    () => readUrlParams(search, keys),
    // keys are a constant list per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  );

  const set = useCallback((patch: Partial<Record<K | 'page', string | number | null>>, options: { push?: boolean } = {}) => {
    const { pathname, search: current } = getLocation();
    const params = new URLSearchParams(current);
    for (const [key, value] of Object.entries(patch) as [string, string | number | null | undefined][]) {
      if (value === null || value === undefined || value === '') params.delete(key);
      else params.set(key, String(value));
    }
    if (!('page' in patch)) params.delete('page');
    const text = params.toString();
    navigate(`${pathname}${text ? `?${text}` : ''}`, { replace: !options.push });
  }, []);

  return [values, set] as const;
}

/** The values of `keys` in a query string ('' for a missing one). */
export function readUrlParams<K extends string>(search: string, keys: readonly K[]): Record<K, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
}

/** A positive integer from the query string, or the fallback. */
export const intParam = (value: string, fallback: number) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
