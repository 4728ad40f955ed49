import type { Announcement } from '@hcims/contracts/tasks';
import { Pin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDateTime } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { LoadState } from '../../../shared/ui/load-state';
import { Dialog } from '../../../shared/ui/modal';
import { Badge } from '../../../shared/ui/table';
import { useAnnouncement, useAnnouncementActions } from '../api/announcement-queries';
import { announcementPriorityTone, announcementState } from '../lib/announcement-labels';
import { RichText } from '../../../shared/ui/rich-text';
import { AnnouncementFiles } from './task-files';

/** The badges and the byline of an announcement, and the dialog that shows one in full. */

export function Badges({ a }: { a: Announcement }) {
  const { t } = useTranslation('tasks');
  const state = announcementState(a);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {a.pinned && (
        <Badge tone="primary">
          <Pin className="size-3" aria-hidden="true" />
          {t('announcements.pinned')}
        </Badge>
      )}
      <Badge tone={announcementPriorityTone[a.priority]}>{t(`announcements.priority.${a.priority}`)}</Badge>
      {(a.status !== 'published' || a.expired) && <Badge tone={state.tone}>{t(`announcements.state.${state.key}`)}</Badge>}
      {a.status === 'published' && !a.expired && !a.readByMe && !a.reads && <Badge tone="warning">{t('announcements.unread')}</Badge>}
    </div>
  );
}

export function Meta({ a }: { a: Announcement }) {
  const { t, i18n } = useTranslation('tasks');
  const audience =
    a.audience === 'everyone' ? t('announcements.audience.everyone') : [...a.departments, ...a.branches].map((d) => d.name).join(', ');
  const when = a.publishedAt
    ? a.status === 'scheduled'
      ? t('announcements.scheduledFor', { when: formatDateTime(a.publishedAt, i18n.language) })
      : formatDateTime(a.publishedAt, i18n.language)
    : t('announcements.notPublished');
  return (
    <p className="text-xs text-ink-muted">
      <span dir="auto">{a.authorName}</span> · {when} · <span dir="auto">{audience}</span>
      {a.expiresAt && <> · {t('announcements.expires', { when: formatDateTime(a.expiresAt, i18n.language) })}</>}
    </p>
  );
}

/** One announcement in full; opening one addressed to the caller marks it read. */
export function AnnouncementDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const one = useAnnouncement(id);
  const { read } = useAnnouncementActions();
  const marked = useRef(false);
  const a = one.data;
  const addressed = !!a && a.status === 'published' && !a.expired && !a.readByMe;
  useEffect(() => {
    if (!addressed || marked.current) return;
    marked.current = true;
    // An author who is not in the audience cannot mark it read (404): nothing to tell them.
    read.mutate(id, { onError: () => undefined });
  }, [addressed, id, read]);
  const labels = { loading: t('list.loading'), retry: t('actions.retry'), error: (e: unknown) => problemText(t, toProblem(e), 'errors') };
  return (
    <Dialog open onClose={onClose} size="lg" title={a?.title ?? t('announcements.one')} testId="announcement-detail">
      <LoadState query={one} labels={labels}>
        {a && (
          <div className="flex flex-col gap-3">
            <Meta a={a} />
            <Badges a={a} />
            <RichText value={a.body} testId="announcement-body" />
            <AnnouncementFiles announcementId={a.id} />
          </div>
        )}
      </LoadState>
    </Dialog>
  );
}
