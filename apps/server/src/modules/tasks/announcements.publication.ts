import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit/index.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { notify } from '../../platform/notifications/index.js';
import * as repo from './announcements.repository.js';
import { companyTimeZone } from './tasks.repository.js';

/** An announcement becoming visible: its audience is told, at once or when the job publishes a scheduled one. */

/** Tells the audience (but the author) that an announcement is now visible to them. */
export async function tellPublished(tx: Db, companyId: string, row: repo.AnnouncementRow, today: string): Promise<number> {
  const userIds = (await repo.audienceUsers(tx, companyId, row.id, today)).filter((u) => u !== row.authorUserId);
  await notify(tx, companyId, userIds, {
    kind: 'tasks.announcement-published',
    textKey: 'tasks:notifications.announcementPublished',
    textValues: { title: row.title },
    href: '/create-announcement',
  });
  return userIds.length;
}

/**
 * Publishes one company's scheduled announcements whose time has come and tells their audience,
 * in the caller's transaction bound to the company (the job's sweep). Answers how many.
 */
export async function publishDue(tx: Db, companyId: string, now: Date): Promise<number> {
  const due = await repo.dueScheduled(tx, companyId, now);
  if (due.length === 0) return 0;
  const today = calendarDateIn(now, await companyTimeZone(tx, companyId));
  for (const scheduled of due) {
    const row = await repo.updateAnnouncement(tx, companyId, scheduled.id, scheduled.version, { status: 'published' }, now);
    if (!row) continue;
    const told = await tellPublished(tx, companyId, row, today);
    await recordAudit(tx, {
      companyId,
      actorUserId: null,
      action: 'tasks.announcement-published',
      targetType: 'announcement',
      targetId: row.id,
      before: { status: 'scheduled' },
      after: { status: 'published', told },
      at: now,
    });
  }
  return due.length;
}
