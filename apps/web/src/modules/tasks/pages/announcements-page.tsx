import type { Announcement } from '@hcims/contracts/tasks';
import { AnnouncementPriorities, AnnouncementStatuses } from '@hcims/contracts/tasks';
import { Archive, Megaphone, Pencil, Plus, Send, Trash2, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatNumber } from '../../../shared/lib/format';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadState } from '../../../shared/ui/load-state';
import { EmptyState, FilterBar, FilterSelect, PageHeader, Pagination, SearchInput, Tabs } from '../../../shared/ui/table';
import { useAnnouncementActions, useAnnouncements, type AnnouncementQuery } from '../api/announcement-queries';
import { AnnouncementDetail, Badges, Meta } from '../components/announcement-detail';
import { AnnouncementDialog } from '../components/announcement-dialog';
import { AnnouncementReadersDialog } from '../components/announcement-readers-dialog';
import { ProgressBar } from '../components/task-badges';
import { readShare } from '../lib/announcement-labels';
import { RichText } from '../../../shared/ui/rich-text';

const PAGE_SIZE = 10;

/**
 * /create-announcement: readers see the announcements addressed to them (pinned first, unread
 * marked) and open one to read it; authors also manage every announcement (filters, write, edit,
 * publish, schedule, archive, delete) and follow who has read it.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('tasks');
  const permissions = useSession((s) => s.permissions) ?? {};
  const author = Object.hasOwn(permissions, 'tasks.announcements:create') || Object.hasOwn(permissions, 'tasks.announcements:update');
  const canCreate = Object.hasOwn(permissions, 'tasks.announcements:create');
  const [params, setParams] = useQueryParams();
  const [writing, setWriting] = useState(false);
  const tab = author && params.get('view') !== 'mine' ? 'manage' : 'mine';
  const openId = params.get('open');

  const list = <AnnouncementList key={tab} manage={tab === 'manage'} />;
  return (
    <div data-testid="announcements" className="flex flex-col gap-4">
      <PageHeader
        title={t('screens.announcement')}
        actions={
          canCreate && (
            <button type="button" className={buttonPrimary} onClick={() => setWriting(true)} data-testid="announcement-new">
              <Plus className="size-4" aria-hidden="true" />
              {t('announcements.new')}
            </button>
          )
        }
      />
      {author ? (
        <Tabs
          label={t('announcements.views')}
          value={tab}
          onValueChange={(id) => setParams({ view: id === 'mine' ? 'mine' : null, page: null, status: null, q: null, priority: null })}
          items={[
            { id: 'manage', label: t('announcements.manage'), panel: () => list },
            { id: 'mine', label: t('announcements.forMe'), panel: () => list },
          ]}
        />
      ) : (
        list
      )}
      {writing && <AnnouncementDialog onClose={() => setWriting(false)} />}
      {openId && <AnnouncementDetail id={openId} onClose={() => setParams({ open: null })} />}
    </div>
  );
}

function AnnouncementList({ manage }: { manage: boolean }) {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useQueryParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const status = params.get('status') ?? '';
  const priority = params.get('priority') ?? '';
  const q = params.get('q') ?? '';
  const query: AnnouncementQuery = {
    page,
    pageSize: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(manage && status ? { status: status as AnnouncementQuery['status'] } : {}),
    ...(priority ? { priority: priority as AnnouncementQuery['priority'] } : {}),
    ...(manage ? {} : { mine: 'true' as const }),
  };
  const list = useAnnouncements(query);
  const labels = { loading: t('list.loading'), retry: t('actions.retry'), error: (e: unknown) => problemText(t, toProblem(e), 'errors') };
  const filtered = !!(q || status || priority);
  const activeCount = [status, priority].filter(Boolean).length;
  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        search={
          <SearchInput
            value={q}
            label={t('announcements.search')}
            placeholder={t('announcements.search')}
            onChange={(v) => setParams({ q: v, page: null })}
            testId="announcement-search"
          />
        }
        activeCount={activeCount}
        {...(filtered ? { onClear: () => setParams({ q: null, status: null, priority: null, page: null }) } : {})}
      >
        {manage && (
          <FilterSelect
            label={t('announcements.fields.status')}
            value={status}
            allLabel={t('announcements.anyStatus')}
            options={AnnouncementStatuses.map((s) => ({ value: s, label: t(`announcements.state.${s}`) }))}
            onChange={(v) => setParams({ status: v, page: null })}
            testId="announcement-status-filter"
          />
        )}
        <FilterSelect
          label={t('announcements.fields.priority')}
          value={priority}
          allLabel={t('announcements.anyPriority')}
          options={AnnouncementPriorities.map((p) => ({ value: p, label: t(`announcements.priority.${p}`) }))}
          onChange={(v) => setParams({ priority: v, page: null })}
          testId="announcement-priority-filter"
        />
      </FilterBar>
      <LoadState query={list} labels={labels}>
        {list.data && list.data.items.length === 0 && (
          <EmptyState
            icon={<Megaphone className="size-6" aria-hidden="true" />}
            title={filtered ? t('announcements.noMatch') : manage ? t('announcements.empty') : t('announcements.emptyMine')}
          />
        )}
        <ul className="grid gap-3" aria-busy={list.isFetching}>
          {list.data?.items.map((a) => (
            <AnnouncementItem key={a.id} announcement={a} manage={manage} />
          ))}
        </ul>
        {list.data && list.data.total > PAGE_SIZE && (
          <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={(p) => setParams({ page: String(p) })} />
        )}
      </LoadState>
    </div>
  );
}

function AnnouncementItem({ announcement: a, manage }: { announcement: Announcement; manage: boolean }) {
  const { t, i18n } = useTranslation('tasks');
  const permissions = useSession((s) => s.permissions) ?? {};
  const canUpdate = manage && Object.hasOwn(permissions, 'tasks.announcements:update');
  const canDelete = manage && Object.hasOwn(permissions, 'tasks.announcements:delete');
  const actions = useAnnouncementActions();
  const [, setParams] = useQueryParams();
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [readers, setReaders] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(problemText(t, toProblem(e), 'errors'));
  const move = (to: 'published' | 'draft' | 'archived') => {
    setError(null);
    actions.move.mutate({ id: a.id, to, version: a.version }, { onError: fail });
  };
  const unread = !manage && !a.readByMe;
  return (
    <li
      className={`rounded-xl border bg-surface p-4 shadow-sm ${unread ? 'border-primary' : 'border-line'}`}
      data-testid="announcement"
      data-unread={unread ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-ink">
            <button
              type="button"
              dir="auto"
              className="text-start hover:underline focus-visible:underline"
              onClick={() => setParams({ open: a.id }, { push: true })}
            >
              {a.title}
            </button>
          </h2>
          <Meta a={a} />
          <Badges a={a} />
        </div>
        {manage && (
          <div className="flex flex-wrap items-center gap-2">
            {canUpdate && (a.status === 'draft' || a.status === 'scheduled') && (
              <button type="button" className={buttonSecondary} onClick={() => move('published')}>
                <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {a.status === 'scheduled' ? t('announcements.publishNow') : t('announcements.publish')}
              </button>
            )}
            {canUpdate && a.status === 'scheduled' && (
              <button type="button" className={buttonSecondary} onClick={() => move('draft')}>
                <Undo2 className="size-4" aria-hidden="true" />
                {t('announcements.unschedule')}
              </button>
            )}
            {canUpdate && a.status === 'published' && (
              <button type="button" className={buttonSecondary} onClick={() => setReaders(true)} data-testid="announcement-readers">
                <Users className="size-4" aria-hidden="true" />
                {t('announcements.readers')}
              </button>
            )}
            {canUpdate && a.status === 'published' && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('announcements.archiveNamed', { name: a.title })}
                title={t('announcements.archive')}
                onClick={() => move('archived')}
              >
                <Archive className="size-4" aria-hidden="true" />
              </button>
            )}
            {canUpdate && a.status !== 'archived' && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('announcements.editNamed', { name: a.title })}
                title={t('announcements.edit')}
                onClick={() => setEditing(true)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </button>
            )}
            {canDelete && (
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
        )}
      </div>
      <RichText value={a.body} className="mt-3 line-clamp-3" />
      {manage && a.reads && a.status === 'published' && (
        <div className="mt-3 flex flex-col gap-1" data-testid="announcement-reads">
          <span className="text-xs text-ink-muted">
            {t('announcements.readCount', {
              read: formatNumber(a.reads.read, i18n.language),
              total: formatNumber(a.reads.audience, i18n.language),
            })}
          </span>
          <ProgressBar value={readShare(a.reads.read, a.reads.audience)} label={t('announcements.readShare', { title: a.title })} />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      {editing && <AnnouncementDialog announcement={a} onClose={() => setEditing(false)} />}
      {readers && <AnnouncementReadersDialog announcement={a} onClose={() => setReaders(false)} />}
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
