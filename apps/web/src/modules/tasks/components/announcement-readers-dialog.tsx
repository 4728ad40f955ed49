import type { Announcement, AnnouncementReader } from '@hcims/contracts/tasks';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDateTime, formatNumber } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { Dialog } from '../../../shared/ui/modal';
import { Badge, DataTable, FilterSelect, SearchInput, type DataTableColumn } from '../../../shared/ui/table';
import { useAnnouncementActions, useAnnouncementReaders, type ReadersQuery } from '../api/announcement-queries';
import { readShare } from '../lib/announcement-labels';
import { ProgressBar } from './task-badges';

const PAGE_SIZE = 20;

/** Who in the audience has read an announcement and who has not, with a progress bar and a reminder to the rest. */
export function AnnouncementReadersDialog({ announcement: a, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t, i18n } = useTranslation('tasks');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [state, setState] = useState<'' | 'read' | 'unread'>('');
  const query: ReadersQuery = { page, pageSize: PAGE_SIZE, ...(q ? { q } : {}), ...(state ? { state } : {}) };
  const readers = useAnnouncementReaders(a.id, query);
  const { remind } = useAnnouncementActions();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const totals = readers.data ?? (a.reads ? { read: a.reads.read, audience: a.reads.audience } : { read: 0, audience: 0 });

  const columns: DataTableColumn<AnnouncementReader>[] = [
    { key: 'name', header: t('announcements.readersName'), rowHeader: true, cell: (r) => <span dir="auto">{r.name}</span> },
    {
      key: 'department',
      header: t('announcements.readersDepartment'),
      cell: (r) => <span dir="auto">{r.department ?? ''}</span>,
      hideBelow: 'sm',
    },
    {
      key: 'read',
      header: t('announcements.readersState'),
      cell: (r) =>
        r.readAt ? (
          <Badge tone="success">{t('announcements.readAt', { when: formatDateTime(r.readAt, i18n.language) })}</Badge>
        ) : (
          <Badge tone="warning">{t('announcements.unread')}</Badge>
        ),
    },
  ];

  const sendReminder = () => {
    setNotice(null);
    remind.mutate(a.id, {
      onSuccess: (res) => setNotice({ tone: 'ok', text: t('announcements.reminded', { n: res.reminded }) }),
      onError: (e) => setNotice({ tone: 'error', text: problemText(t, toProblem(e), 'errors') }),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('announcements.readersTitle', { title: a.title })}
      testId="announcement-readers-dialog"
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1" data-testid="announcement-readers-progress">
          <span className="text-sm text-ink">
            {t('announcements.readCount', {
              read: formatNumber(totals.read, i18n.language),
              total: formatNumber(totals.audience, i18n.language),
            })}
          </span>
          <ProgressBar value={readShare(totals.read, totals.audience)} label={t('announcements.readShare', { title: a.title })} />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-[1_1_12rem]">
            <SearchInput
              value={q}
              label={t('announcements.readersSearch')}
              placeholder={t('announcements.readersSearch')}
              onChange={(v) => {
                setQ(v);
                setPage(1);
              }}
            />
          </div>
          <FilterSelect
            label={t('announcements.readersState')}
            value={state}
            allLabel={t('announcements.readersAll')}
            options={[
              { value: 'read', label: t('announcements.read') },
              { value: 'unread', label: t('announcements.unread') },
            ]}
            onChange={(v) => {
              setState(v as '' | 'read' | 'unread');
              setPage(1);
            }}
          />
          <button
            type="button"
            className={buttonPrimary}
            onClick={sendReminder}
            disabled={remind.isPending || totals.read >= totals.audience}
            data-testid="announcement-remind"
          >
            <BellRing className="size-4" aria-hidden="true" />
            {t('announcements.remind')}
          </button>
        </div>
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={notice.tone === 'error' ? 'text-sm text-danger' : 'text-sm text-success'}
          >
            {notice.text}
          </p>
        )}
        <DataTable
          caption={t('announcements.readersTitle', { title: a.title })}
          columns={columns}
          rows={readers.data?.items}
          rowKey={(r) => r.userId}
          status={readers.status}
          fetching={readers.isFetching}
          errorMessage={readers.error ? problemText(t, toProblem(readers.error), 'errors') : undefined}
          onRetry={() => void readers.refetch()}
          empty={t('announcements.readersEmpty')}
          stickyHeader={false}
          testId="announcement-readers-table"
          rowData={(r) => ({ 'data-read': r.readAt ? 'true' : 'false' })}
          {...(readers.data && readers.data.total > PAGE_SIZE
            ? { pagination: { page, pageSize: PAGE_SIZE, total: readers.data.total, onPageChange: setPage } }
            : {})}
        />
      </div>
    </Dialog>
  );
}
