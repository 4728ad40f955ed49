import { useState } from 'react';
import { formatDateTime } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api';
import { problemText, toProblem } from '../lib';

/**
 * The "Subscribe" panel of /calendar: a secret address calendar apps can subscribe to. Only its
 * hash is kept on the server, so the address is shown once, right after it is made.
 */
export function CalendarSubscribe() {
  const { t, i18n } = useTranslation('workspace');
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const active = feed.data?.active === true;
  const failure = create.error ?? revoke.error;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(new URL(made.path, window.location.origin).toString());
        setNote(null);
      },
    });
  const copy = () => {
    if (!url) return;
    void (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setNote(t('calendar.feed.copied')),
      () => setNote(t('calendar.feed.copyByHand')),
    );
  };
  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setNote(t('calendar.feed.revoked'));
      },
    });

  return (
    <section
      className="mt-4 rounded-xl border border-line bg-surface p-4"
      aria-labelledby="calendar-feed-title"
      data-testid="calendar-subscribe"
    >
      <h2 id="calendar-feed-title" className="text-sm font-semibold text-ink">
        {t('calendar.feed.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('calendar.feed.intro')}</p>
      {url && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="calendar-feed-url">
            {t('calendar.feed.address')}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-line bg-surface-muted px-2 py-1.5 font-mono text-xs text-ink"
          />
          <button type="button" className={buttonSecondary} onClick={copy}>
            {t('calendar.feed.copy')}
          </button>
        </div>
      )}
      {url && <p className="mt-2 text-xs text-ink-muted">{t('calendar.feed.onlyOnce')}</p>}
      {!url && active && feed.data?.createdAt && (
        <p className="mt-2 text-xs text-ink-muted">
          {t('calendar.feed.activeSince', { date: formatDateTime(feed.data.createdAt, i18n.language) })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} onClick={make} disabled={create.isPending || feed.isPending}>
          {active ? t('calendar.feed.regenerate') : t('calendar.feed.create')}
        </button>
        {active && (
          <button type="button" className={buttonSecondary} onClick={stop} disabled={revoke.isPending}>
            {t('calendar.feed.revoke')}
          </button>
        )}
      </div>
      {note && (
        <p className="mt-2 text-xs text-ink-muted" role="status">
          {note}
        </p>
      )}
      {failure && (
        <p className="mt-2 text-xs text-danger" role="alert">
          {problemText(t, toProblem(failure))}
        </p>
      )}
    </section>
  );
}
