import type { Health } from '@hcims/contracts/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { api } from '../../shared/lib/session';
import { cn } from '../../shared/lib/cn';
import { formatNumber } from '../../shared/lib/format';

type State = { kind: 'loading' } | { kind: 'ok'; health: Health } | { kind: 'failed' };

/** A small "about" line fed by GET /api/health: proves the page talks to its server. */
export function ServerStatus({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const check = () =>
      void api
        .get<Health>('/health', { auth: false, signal: controller.signal })
        .then((health) => setState({ kind: 'ok', health }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        });
    // Asked once the page is idle: the footer's line is not what a screen is opened for, and its
    // request and its number (the page's first Intl.NumberFormat, about 50 ms on a slow phone)
    // would otherwise run among the first screen's work.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(check, 0);
      return () => {
        window.clearTimeout(timer);
        controller.abort();
      };
    }
    const idle = window.requestIdleCallback(check, { timeout: 3000 });
    return () => {
      window.cancelIdleCallback(idle);
      controller.abort();
    };
  }, []);
  return (
    <p className={cn('inline-flex items-center gap-2', className)} data-testid="health" aria-live="polite">
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', state.kind === 'ok' ? 'bg-success' : state.kind === 'failed' ? 'bg-danger' : 'bg-ink-muted')}
      />
      {state.kind === 'loading' && t('health.checking')}
      {state.kind === 'ok' &&
        t('health.ok', {
          version: state.health.version,
          uptime: formatNumber(state.health.uptimeSeconds, i18n.resolvedLanguage),
        })}
      {state.kind === 'failed' && t('health.failed')}
    </p>
  );
}
