import type { WhatsAppRecipient } from '@hcims/contracts/whatsapp';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Card, DataTable } from '../../../shared/ui/table';
import { formatDateTime, formatNumber } from '../../../shared/lib/format';
import { LoadState } from '../../../shared/ui/load-state';
import { problemText, toProblem } from '../lib';
import { useMessage, type DeliveryStatus } from '../api';
import { DeliveryBadge } from './delivery-badge';
import { Ltr } from '../../../shared/ui/ltr';

const ORDER: readonly DeliveryStatus[] = ['queued', 'sent', 'delivered', 'read', 'failed'];

/** One message: what was sent, to whom, and each recipient's delivery status with the reason of a failure. */
export function MessageDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('whatsapp');
  const lng = i18n.language;
  const message = useMessage(id);
  const when = (r: WhatsAppRecipient) => r.readAt ?? r.deliveredAt ?? r.sentAt ?? r.failedAt;
  return (
    <div className="flex flex-col gap-4" data-testid="message-detail">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary-ink hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('backToHistory')}
      </button>
      <LoadState query={message} labels={{ loading: t('loading'), retry: t('retry'), error: (e) => problemText(t, toProblem(e)) }}>
        {message.data && (
          <>
            <Card title={message.data.templateName ?? t('textMessage')}>
              <p className="mb-3 text-sm text-ink-muted">
                {t('sentByOn', { name: message.data.sentBy.name, date: formatDateTime(message.data.createdAt, lng) })} ·{' '}
                {t(`audienceLabel.${message.data.audience.type}`, { name: message.data.audience.label })}
              </p>
              <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm whitespace-pre-wrap text-ink">{message.data.body}</p>
              <dl className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('counts')}>
                <div className="rounded-lg border border-line px-3 py-2">
                  <dt className="text-xs text-ink-muted">{t('total')}</dt>
                  <dd className="text-lg font-semibold text-ink tabular-nums">{formatNumber(message.data.counts.total, lng)}</dd>
                </div>
                {ORDER.map((status) => (
                  <div key={status} className="rounded-lg border border-line px-3 py-2" data-testid={`count-${status}`}>
                    <dt className="text-xs text-ink-muted">{t(`status.${status}`)}</dt>
                    <dd className="text-lg font-semibold text-ink tabular-nums">{formatNumber(message.data.counts[status], lng)}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <DataTable<WhatsAppRecipient>
              caption={t('recipients')}
              testId="recipients"
              rows={message.data.recipients}
              rowKey={(r) => r.id}
              status="success"
              rowData={(r) => ({ 'data-status': r.status })}
              columns={[
                {
                  key: 'name',
                  header: t('recipient'),
                  rowHeader: true,
                  cell: (r) => <span className="font-medium">{r.employeeName}</span>,
                },
                {
                  key: 'phone',
                  header: t('phone'),
                  cell: (r) => (r.phone ? <Ltr>+{r.phone}</Ltr> : '—'),
                  hideBelow: 'md',
                },
                { key: 'status', header: t('statusLabel'), cell: (r) => <DeliveryBadge status={r.status} /> },
                {
                  key: 'detail',
                  header: t('detail'),
                  cell: (r) =>
                    r.status === 'failed' ? (
                      <span className="text-sm text-danger">
                        {t(`failures.${r.failureCode ?? 'other'}`, { defaultValue: t('failures.other') })}
                      </span>
                    ) : (
                      <span className="text-sm text-ink-muted">{formatDateTime(when(r), lng) || '—'}</span>
                    ),
                  hideBelow: 'sm',
                },
              ]}
            />
          </>
        )}
      </LoadState>
    </div>
  );
}
