import type { DashboardCardDefinition, NotificationKindDefinition } from '../../platform/modules/index.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import * as repo from './announcements.repository.js';
import { companyTimeZone } from './tasks.repository.js';

/** What announcements show on the workspace (ADR 0083): the latest ones addressed to the caller, and the notices. */

export const announcementDashboardCards: DashboardCardDefinition[] = [
  {
    id: 'tasks.latest-announcements',
    titleKey: 'tasks:cards.latestAnnouncements',
    permission: 'tasks.announcements:read',
    size: 'small',
    emptyKey: 'tasks:cards.noAnnouncements',
    load: async (ctx, today) => {
      const { rows } = await repo.listAnnouncements(ctx.tx, ctx, { page: 1, pageSize: 4 }, today, 'reader');
      if (rows.length === 0) return { figures: [], items: [] };
      const unread = await repo.countUnreadFor(ctx.tx, ctx.companyId, ctx.userId, ctx.now);
      const zone = await companyTimeZone(ctx.tx, ctx.companyId);
      return {
        figures: [
          {
            labelKey: 'tasks:cards.unreadAnnouncements',
            value: unread,
            href: '/create-announcement',
            tone: unread > 0 ? 'warning' : 'neutral',
          },
        ],
        items: rows.map((a) => ({
          id: a.row.id,
          title: a.row.title,
          ...(a.readByMe ? {} : { detailKey: 'tasks:cards.unread' }),
          ...(a.row.publishedAt ? { date: calendarDateIn(a.row.publishedAt, zone) } : {}),
          href: `/create-announcement?open=${a.row.id}`,
        })),
      };
    },
  },
];

export const announcementNotificationKinds: NotificationKindDefinition[] = [
  { id: 'tasks.announcement-published', labelKey: 'tasks:notifications.announcementPublishedKind', defaultChannels: ['in_app'] },
];
