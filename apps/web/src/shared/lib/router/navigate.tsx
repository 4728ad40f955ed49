import { useEffect } from 'react';
import { navigate } from './history';

/** Navigates once when rendered (redirects). */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) {
  useEffect(() => {
    navigate(to, { replace, state });
  }, [to, replace, state]);
  return null;
}
