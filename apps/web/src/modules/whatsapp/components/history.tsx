import type { WhatsAppMessage } from '@hcims/contracts/whatsapp';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { DataTable, FilterBar, FilterSelect } from '../../../shared/ui/table';
import { formatDateTime, formatNumber } from '../../../shared/lib/format';
import { problemText, toProblem } from '../lib';
import { useHistory, type DeliveryStatus } from '../api';

const STATUSES: readonly DeliveryStatus[] = ['queued', 'sent', 'delivered', 'read', 'failed'];

/** Messages sent, newest first, with how many recipients are at each delivery status. */
export function History({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('whatsapp');
  const lng = i18n.language;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const history = useHistory(page, pageSize, status);
  return (
    <div className="flex flex-col gap-3" data-testid="whatsapp-history">
      <FilterBar>
        <FilterSelect
          label={t('statusFilter')}
          value={status}
          onChange={(v) => {
            setStatus(v as DeliveryStatus | '');
            setPage(1);
          }}
          allLabel={t('anyStatus')}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </FilterBar>
      <DataTable<WhatsAppMessage>
        caption={t('history')}
        rows={history.data?.items}
        rowKey={(m) => m.id}
        status={history.status}
        fetching={history.isFetching && history.isPlaceholderData}
        errorMessage={history.error ? problemText(t, toProblem(history.error)) : undefined}
        onRetry={() => void history.refetch()}
        rowData={(m) => ({ 'data-message': m.id })}
        columns={[
          { key: 'date', header: t('sentAt'), rowHeader: true, cell: (m) => formatDateTime(m.createdAt, lng) },
          {
            key: 'to',
            header: t('to'),
            cell: (m) => t(`audienceLabel.${m.audience.type}`, { name: m.audience.label }),
          },
          {
            key: 'content',
            header: t('message'),
            cell: (m) => <span className="line-clamp-2 max-w-xs text-sm">{m.templateName ?? m.body}</span>,
            hideBelow: 'md',
          },
          { key: 'by', header: t('sentBy'), cell: (m) => m.sentBy.name, hideBelow: 'lg' },
          {
            key: 'delivery',
            header: t('delivery'),
            cell: (m) => (
              <span className="text-xs whitespace-nowrap text-ink-muted">
                {STATUSES.filter((s) => m.counts[s] > 0)
                  .map((s) => `${t(`status.${s}`)} ${formatNumber(m.counts[s], lng)}`)
                  .join(' · ') || '—'}
              </span>
            ),
          },
        ]}
        rowActions={(m) => (
          <button
            type="button"
            className={iconButton}
            aria-label={t('openMessage')}
            title={t('openMessage')}
            onClick={() => onOpen(m.id)}
            data-testid="open-message"
          >
            <Eye className="size-4" aria-hidden="true" />
          </button>
        )}
        pagination={
          history.data && {
            page: history.data.page,
            pageSize: history.data.pageSize,
            total: history.data.total,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
            pageSizes: [10, 20, 50, 100],
          }
        }
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('noMessages')}</p>}
      />
    </div>
  );
}
