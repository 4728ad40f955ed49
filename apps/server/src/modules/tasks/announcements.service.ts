import { notify } from '../../platform/notifications/index.js';
import type { Announcement, AnnouncementPage } from '@hcims/contracts/tasks';
import { type AnnouncementListQuerySchema, type CreateAnnouncementSchema, type UpdateAnnouncementSchema } from '@hcims/contracts/tasks';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, changes, forbidden, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './announcements.repository.js';
import { employeeOfUser } from './tasks.repository.js';
import { companyToday } from './tasks.service.js';

/**
 * Announcements. Authors (`tasks.announcements:create` or `:update`) see every announcement with
 * its read counts; readers see the published ones addressed to everyone or their department.
 */

const isAuthor = (ctx: RequestCtx) =>
  scopeOf(ctx, 'tasks.announcements:create') !== null || scopeOf(ctx, 'tasks.announcements:update') !== null;

function view(v: repo.AnnouncementView, author: boolean): Announcement {
  return {
    id: v.row.id,
    title: v.row.title,
    body: v.row.body,
    audience: v.row.audience as Announcement['audience'],
    departments: v.departments,
    status: v.row.status as Announcement['status'],
    publishedAt: v.row.publishedAt?.toISOString() ?? null,
    authorName: v.row.authorName,
    readByMe: v.readByMe,
    reads: author ? { read: v.read, audience: v.audienceSize } : null,
    version: v.row.version,
  };
}

async function mustFind(ctx: RequestCtx, id: string, author: boolean) {
  const today = await companyToday(ctx);
  const found = await repo.findAnnouncement(ctx.tx, ctx, id, today, author ? undefined : repo.readableBy(ctx.companyId, ctx.userId));
  if (!found) throw AppError.notFound('Announcement');
  return found;
}

async function mustBeDepartments(ctx: RequestCtx, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if ((await repo.countDepartments(ctx.tx, ctx.companyId, unique)) !== unique.length) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_DEPARTMENT', 'A department of the audience does not exist', { field: 'departmentIds' });
  }
}

export async function listAnnouncements(ctx: RequestCtx, query: z.output<typeof AnnouncementListQuerySchema>): Promise<AnnouncementPage> {
  const author = isAuthor(ctx);
  const today = await companyToday(ctx);
  const { rows, total } = await repo.listAnnouncements(
    ctx.tx,
    ctx,
    query,
    today,
    author ? undefined : repo.readableBy(ctx.companyId, ctx.userId),
  );
  return { items: rows.map((r) => view(r, author)), total, page: query.page, pageSize: query.pageSize };
}

export async function createAnnouncement(ctx: RequestCtx, input: z.output<typeof CreateAnnouncementSchema>): Promise<Announcement> {
  const departmentIds = input.audience === 'departments' ? [...new Set(input.departmentIds)] : [];
  await mustBeDepartments(ctx, departmentIds);
  const me = await employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  const row = await repo.insertAnnouncement(ctx.tx, {
    companyId: ctx.companyId,
    title: input.title,
    body: input.body,
    audience: input.audience,
    status: input.publish ? 'published' : 'draft',
    publishedAt: input.publish ? ctx.now : null,
    authorUserId: ctx.userId,
    authorName: me?.name ?? 'Administrator',
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await repo.replaceDepartments(ctx.tx, ctx.companyId, row.id, departmentIds);
  await audit(ctx, 'tasks.announcement-created', { type: 'announcement', id: row.id }, null, {
    title: input.title,
    audience: input.audience,
    departmentIds,
    status: row.status,
  });
  return view((await repo.findAnnouncement(ctx.tx, ctx, row.id, await companyToday(ctx), undefined))!, true);
}

export async function updateAnnouncement(
  ctx: RequestCtx,
  id: string,
  input: z.output<typeof UpdateAnnouncementSchema>,
): Promise<Announcement> {
  const current = await mustFind(ctx, id, true);
  if (current.row.version !== input.version) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version);
  const { version, departmentIds, ...fields } = input;
  const audience = fields.audience ?? current.row.audience;
  const nextDepartments = audience === 'departments' ? [...new Set(departmentIds ?? current.departments.map((d) => d.id))] : [];
  if (audience === 'departments' && nextDepartments.length === 0) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_DEPARTMENT', 'Name at least one department', { field: 'departmentIds' });
  }
  await mustBeDepartments(ctx, nextDepartments);
  const row = await repo.updateAnnouncement(ctx.tx, ctx.companyId, id, version, fields, ctx.now);
  if (!row) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version + 1);
  await repo.replaceDepartments(ctx.tx, ctx.companyId, id, nextDepartments);
  const diff = changes(
    {
      title: current.row.title,
      body: current.row.body,
      audience: current.row.audience,
      departmentIds: current.departments.map((d) => d.id),
    },
    { ...fields, departmentIds: nextDepartments },
  );
  await audit(ctx, 'tasks.announcement-updated', { type: 'announcement', id }, diff.before, diff.after);
  return view((await repo.findAnnouncement(ctx.tx, ctx, id, await companyToday(ctx), undefined))!, true);
}

/** draft -> published, once. */
export async function publishAnnouncement(ctx: RequestCtx, id: string, version: number): Promise<Announcement> {
  const current = await mustFind(ctx, id, true);
  if (current.row.version !== version) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version);
  if (current.row.status === 'published') throw AppError.rule('TASKS_ANNOUNCEMENT_PUBLISHED', 'The announcement is already published');
  const row = await repo.updateAnnouncement(ctx.tx, ctx.companyId, id, version, { status: 'published', publishedAt: ctx.now }, ctx.now);
  if (!row) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version + 1);
  await audit(ctx, 'tasks.announcement-published', { type: 'announcement', id }, { status: 'draft' }, { status: 'published' });
  return view((await repo.findAnnouncement(ctx.tx, ctx, id, await companyToday(ctx), undefined))!, true);
}

/** The caller has read a published announcement addressed to them (idempotent). */
export async function markRead(ctx: RequestCtx, id: string): Promise<void> {
  const found = await mustFind(ctx, id, false);
  if (found.readByMe) return;
  await repo.markRead(ctx.tx, ctx.companyId, id, ctx.userId, ctx.now);
  await audit(ctx, 'tasks.announcement-read', { type: 'announcement', id });
}

export async function deleteAnnouncement(ctx: RequestCtx, id: string): Promise<void> {
  if (scopeOf(ctx, 'tasks.announcements:delete') === null) throw forbidden('tasks.announcements:delete');
  const current = await mustFind(ctx, id, true);
  await repo.deleteAnnouncement(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'tasks.announcement-deleted', { type: 'announcement', id }, { title: current.row.title }, null);
}

/** Reminds the audience who have not read a published announcement yet (their bell); answers how many were reminded. */
export async function remindUnread(ctx: RequestCtx, id: string): Promise<{ reminded: number }> {
  const current = await mustFind(ctx, id, true);
  if (current.row.status !== 'published') return { reminded: 0 };
  const userIds = (await repo.unreadAudience(ctx.tx, ctx.companyId, id, await companyToday(ctx))).filter((u) => u !== ctx.userId);
  await notify(ctx.tx, ctx.companyId, userIds, {
    kind: 'tasks.announcement-reminder',
    textKey: 'tasks:notifications.announcementReminder',
    textValues: { title: current.row.title },
    href: '/create-announcement',
  });
  await audit(ctx, 'tasks.announcement-reminded', { type: 'announcement', id }, null, { reminded: userIds.length });
  return { reminded: userIds.length };
}
