import type { WhatsAppStatus } from '@hcims/contracts/whatsapp';
import { CheckCircle2, Clock, PlugZap } from 'lucide-react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { formatNumber } from '../../../shared/lib/format';
import { LtrSentence } from '../../../shared/ui/ltr';

/** Says whether the channel is connected; without it messages are accepted and wait in the queue. */
export function StatusNotice({ status }: { status: WhatsAppStatus }) {
  const { t, i18n } = useTranslation('whatsapp');
  const queued = formatNumber(status.queued, i18n.language);
  if (!status.configured) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-ink"
        data-testid="whatsapp-not-configured"
      >
        <PlugZap className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('notConfigured.title')}</p>
          <p className="mt-0.5 text-ink-muted">{t('notConfigured.message')}</p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-ink">
            <Clock className="size-4" aria-hidden="true" />
            {t('queuedNow', { count: queued })}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink"
      data-testid="whatsapp-configured"
    >
      <span className="inline-flex items-center gap-1.5 font-medium text-success">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        <LtrSentence text={(slots) => t('connected', slots)} values={{ number: status.phoneNumberId ?? '' }} />
      </span>
      {!status.webhookConfigured && <span className="text-ink-muted">{t('noWebhook')}</span>}
      {status.queued > 0 && <span className="text-ink-muted">{t('queuedNow', { count: queued })}</span>}
    </div>
  );
}
