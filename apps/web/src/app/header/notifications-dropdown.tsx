import { Bell } from 'lucide-react';
import { formatDateTime } from '../../shared/lib/format';
import { useTranslation } from '../../shared/lib/use-translation';
import { useDismissNotification, useNotificationFeed, useReadAllNotifications, useRealtime } from '../../modules/workspace';
import type { InboxItem } from './inbox-panel';
import { InboxPopover } from './inbox-popover';
import { useInbox } from './inbox-store';

/**
 * Notifications: 300 px wide on small screens, 350 px on larger ones. The server's feed (each
 * module's notices, ADR 0083) comes first; opening the dropdown marks them read.
 */
export function NotificationsDropdown() {
  const local = useInbox((s) => s.notifications);
  const dismissLocal = useInbox((s) => s.dismissNotification);
  // The tab's one websocket lives while the signed-in header does: it keeps the bell live (ADR 0102).
  useRealtime();
  const feed = useNotificationFeed();
  const readAll = useReadAllNotifications();
  const dismiss = useDismissNotification();
  const server = feed.data?.items ?? [];
  // A notice's words are in its module's namespace.
  const { t, i18n } = useTranslation(['shell', ...new Set(server.map((n) => n.textKey.split(':')[0]!))]);
  const items: InboxItem[] = [
    ...server.map((n) => ({
      id: n.id,
      text: t(n.textKey, n.textValues),
      time: formatDateTime(n.createdAt, i18n.language),
      href: n.href,
    })),
    ...local.map((n) => ({ id: n.id, avatar: n.profile, text: n.message, time: n.time })),
  ];
  const fromServer = new Set<InboxItem['id']>(server.map((n) => n.id));
  const unread = (feed.data?.unread ?? 0) > 0 || local.length > 0;
  return (
    <InboxPopover
      testId="notifications"
      icon={<Bell className="size-5" aria-hidden="true" />}
      title={t('shell:inbox.notifications')}
      widthClass="w-[300px] sm:w-[350px]"
      items={items}
      attention={unread}
      onOpenChange={(open) => {
        if (open && (feed.data?.unread ?? 0) > 0) readAll.mutate();
      }}
      onDismiss={(id) => (fromServer.has(id) ? dismiss.mutate(String(id)) : dismissLocal(id))}
    />
  );
}
