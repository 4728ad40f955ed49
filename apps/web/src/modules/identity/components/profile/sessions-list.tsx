import type { SessionInfo } from '@hcims/contracts/identity';
import { Laptop, LogOut, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { FormError } from '../../../../shared/ui/form/form-error';
import { Spinner } from '../../../../shared/ui/spinner';
import { useEndSession, useSessions, useSignOutOthers } from '../../api/sessions-api';
import { authErrorMessage } from '../../lib/auth-errors';
import { describeUserAgent, formatDateTime } from '../../lib/user-agent';

function SessionRow({ session, onEnd, ending }: { session: SessionInfo; onEnd: () => void; ending: boolean }) {
  const { t, i18n } = useTranslation('identity');
  const { browser, os } = describeUserAgent(session.userAgent);
  const device = browser && os ? t('sessions.device', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'));
  const Icon = os === 'iOS' || os === 'Android' ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3.5" data-testid="session-row" data-current={session.current}>
      <Icon className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {device}
          {session.current && (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-ink">{t('sessions.current')}</span>
          )}
        </p>
        <p className="text-xs text-ink-muted">
          {t('sessions.meta', {
            ip: session.ip ?? '—',
            started: formatDateTime(session.createdAt, i18n.language),
            lastUsed: formatDateTime(session.lastUsedAt, i18n.language),
          })}
        </p>
      </div>
      {!session.current && (
        <button type="button" onClick={onEnd} disabled={ending} className={`${buttonSecondary} px-3 py-1.5 text-xs`}>
          {ending && <Spinner size={14} />}
          {t('sessions.end')}
        </button>
      )}
    </li>
  );
}

/** The signed-in user's active sessions, with sign-out of one or all the others. */
export function SessionsList() {
  const { t } = useTranslation('identity');
  const sessions = useSessions();
  const endSession = useEndSession();
  const signOutOthers = useSignOutOthers();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  const failure = endSession.error ?? signOutOthers.error;

  return (
    <section
      aria-labelledby="active-sessions"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="sessions"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="active-sessions" className="text-lg font-semibold text-ink">
            {t('sessions.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('sessions.hint')}</p>
        </div>
        <button
          type="button"
          className={buttonSecondary}
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() => signOutOthers.mutate(undefined, { onSuccess: (r) => setMessage(t('sessions.ended', { n: r.ended })) })}
        >
          {signOutOthers.isPending ? <Spinner size={16} /> : <LogOut className="size-4" aria-hidden="true" />}
          {t('sessions.endOthers')}
        </button>
      </div>
      <FormError className="mt-4">{failure ? authErrorMessage(t, failure) : null}</FormError>
      {message && (
        <p role="status" className="mt-4 text-sm text-ink">
          {message}
        </p>
      )}
      {sessions.isPending ? (
        <div className="grid place-items-center py-8" role="status" aria-label={t('sessions.loading')}>
          <Spinner />
        </div>
      ) : sessions.isError ? (
        <FormError className="mt-4">{t('sessions.loadFailed')}</FormError>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endSession.isPending && endingId === session.id}
              onEnd={() => {
                setEndingId(session.id);
                setMessage(null);
                endSession.mutate(session.id);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
