import type { Announcement } from '@hcims/contracts/tasks';
import { Check, Megaphone, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDateTime, formatNumber } from '../../../shared/lib/format';
import { useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadState } from '../../../shared/ui/load-state';
import { Badge, EmptyState, PageHeader, Pagination } from '../../../shared/ui/table';
import { useAnnouncementActions, useAnnouncements } from '../api/tasks-queries';
import { AnnouncementDialog } from '../components/announcement-dialog';
import { ProgressBar } from '../components/task-badges';

const PAGE_SIZE = 10;

/** /create-announcement: authors write, publish and follow reads; readers see theirs and mark them read. */
export function AnnouncementsPage() {
  const { t } = useTranslation('tasks');
  const permissions = useSession((s) => s.permissions) ?? {};
  const canCreate = Object.hasOwn(permissions, 'tasks.announcements:create');
  const [page, setPage] = useState(1);
  const list = useAnnouncements(page, PAGE_SIZE);
  const [writing, setWriting] = useState(false);
  const labels = { loading: t('list.loading'), retry: t('actions.retry'), error: (e: unknown) => problemText(t, toProblem(e), 'errors') };
  return (
    <div data-testid="announcements" className="flex flex-col gap-4">
      <PageHeader
        title={t('screens.announcement')}
        actions={
          canCreate && (
            <button type="button" className={buttonPrimary} onClick={() => setWriting(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('announcements.new')}
            </button>
          )
        }
      />
      <LoadState query={list} labels={labels}>
        {list.data && list.data.items.length === 0 && (
          <EmptyState icon={<Megaphone className="size-6" aria-hidden="true" />} title={t('announcements.empty')} />
        )}
        <ul className="grid gap-3" aria-busy={list.isFetching}>
          {list.data?.items.map((a) => (
            <AnnouncementItem key={a.id} announcement={a} />
          ))}
        </ul>
        {list.data && list.data.total > PAGE_SIZE && (
          <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={setPage} />
        )}
      </LoadState>
      {writing && <AnnouncementDialog onClose={() => setWriting(false)} />}
    </div>
  );
}

function AnnouncementItem({ announcement: a }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation('tasks');
  const permissions = useSession((s) => s.permissions) ?? {};
  const actions = useAnnouncementActions();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(problemText(t, toProblem(e), 'errors'));
  const audience = a.audience === 'everyone' ? t('announcements.audience.everyone') : a.departments.map((d) => d.name).join(', ');
  return (
    <li className="rounded-xl border border-line bg-surface p-4 shadow-sm" data-testid="announcement">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 dir="auto" className="text-base font-semibold text-ink">
            {a.title}
          </h2>
          <p className="text-xs text-ink-muted">
            {a.authorName} · {a.publishedAt ? formatDateTime(a.publishedAt, i18n.language) : t('announcements.notPublished')} · {audience}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {a.status === 'draft' && <Badge tone="warning">{t('announcements.draft')}</Badge>}
          {a.status === 'published' && !a.readByMe && !a.reads && (
            <button type="button" className={buttonSecondary} onClick={() => actions.read.mutate(a.id, { onError: fail })}>
              <Check className="size-4" aria-hidden="true" />
              {t('announcements.markRead')}
            </button>
          )}
          {a.readByMe && <Badge tone="success">{t('announcements.read')}</Badge>}
          {a.status === 'draft' && Object.hasOwn(permissions, 'tasks.announcements:update') && (
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => actions.publish.mutate({ id: a.id, version: a.version }, { onError: fail })}
            >
              <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('announcements.publish')}
            </button>
          )}
          {Object.hasOwn(permissions, 'tasks.announcements:delete') && (
            <button
              type="button"
              className={iconButton}
              aria-label={t('actions.deleteNamed', { name: a.title })}
              onClick={() => setDeleting(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
      <p dir="auto" className="mt-3 whitespace-pre-line text-sm text-ink">
        {a.body}
      </p>
      {a.reads && a.status === 'published' && (
        <div className="mt-3 flex flex-col gap-1" data-testid="announcement-reads">
          <span className="text-xs text-ink-muted">
            {t('announcements.readCount', {
              read: formatNumber(a.reads.read, i18n.language),
              total: formatNumber(a.reads.audience, i18n.language),
            })}
          </span>
          <ProgressBar
            value={a.reads.audience === 0 ? 0 : Math.round((a.reads.read / a.reads.audience) * 100)}
            label={t('announcements.readShare', { title: a.title })}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('announcements.deleteTitle')}
          message={t('delete.confirm', { name: a.title })}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
          onConfirm={() => actions.remove.mutateAsync(a.id)}
          onClose={() => setDeleting(false)}
          errorText={(e) => problemText(t, toProblem(e), 'errors')}
        />
      )}
    </li>
  );
}
