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
    api
      .get<Health>('/health', { auth: false, signal: controller.signal })
      .then((health) => setState({ kind: 'ok', health }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
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
