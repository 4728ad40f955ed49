import type {
  Announcement,
  AnnouncementAudienceOptions,
  AnnouncementPage,
  AnnouncementReadersPage,
  AnnouncementStatus,
} from '@hcims/contracts/tasks';
import {
  type AnnouncementListQuerySchema,
  type AnnouncementReadersQuerySchema,
  type AnnouncementTransitionSchema,
  type CreateAnnouncementSchema,
  type UpdateAnnouncementSchema,
} from '@hcims/contracts/tasks';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';
import { notify } from '../../platform/notifications/index.js';
import { tellPublished } from './announcements.publication.js';
import { audit, changes, forbidden, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './announcements.repository.js';
import { announcementFiles } from './attachments.repository.js';
import { canMove, isExpired, nextReminderAt, publicationOf } from './announcements.rules.js';
import { employeeOfUser } from './tasks.repository.js';
import { companyToday } from './tasks.service.js';
import { richTextField } from '../../platform/rich-text/index.js';

/** The stored (sanitised HTML) limit of a body, the same as the contract's. */
const BODY_MAX = 10_000;

/**
 * Announcements. Authors (`tasks.announcements:create` or `:update`) see every announcement with
 * its read counts; readers see the published ones addressed to them (everyone, or their department
 * or branch) between the publish time and the expiry. Anything else answers 404 to a reader.
 */

export const isAuthor = (ctx: RequestCtx) =>
  scopeOf(ctx, 'tasks.announcements:create') !== null || scopeOf(ctx, 'tasks.announcements:update') !== null;

type Input = z.output<typeof CreateAnnouncementSchema>;

function view(v: repo.AnnouncementView, author: boolean, now: Date): Announcement {
  const status = v.row.status as AnnouncementStatus;
  return {
    id: v.row.id,
    title: v.row.title,
    body: v.row.body,
    priority: v.row.priority as Announcement['priority'],
    pinned: v.row.pinned,
    audience: v.row.audience as Announcement['audience'],
    departments: v.departments,
    branches: v.branches,
    status,
    publishedAt: v.row.publishedAt?.toISOString() ?? null,
    expiresAt: v.row.expiresAt?.toISOString() ?? null,
    expired: isExpired({ status, publishedAt: v.row.publishedAt, expiresAt: v.row.expiresAt }, now),
    authorName: v.row.authorName,
    readByMe: v.readByMe,
    reads: author ? { read: v.read, audience: v.audienceSize } : null,
    remindedAt: author ? (v.row.remindedAt?.toISOString() ?? null) : null,
    version: v.row.version,
  };
}

export async function mustFind(ctx: RequestCtx, id: string, author: boolean) {
  const today = await companyToday(ctx);
  const found = await repo.findAnnouncement(
    ctx.tx,
    ctx,
    id,
    today,
    author ? undefined : repo.readableBy(ctx.companyId, ctx.userId, ctx.now),
  );
  if (!found) throw AppError.notFound('Announcement');
  return found;
}

async function fresh(ctx: RequestCtx, id: string): Promise<Announcement> {
  return view((await repo.findAnnouncement(ctx.tx, ctx, id, await companyToday(ctx), undefined))!, true, ctx.now);
}

async function mustBeAudience(ctx: RequestCtx, departmentIds: readonly string[], branchIds: readonly string[]): Promise<void> {
  if ((await repo.countDepartments(ctx.tx, ctx.companyId, departmentIds)) !== departmentIds.length) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_DEPARTMENT', 'A department of the audience does not exist', { field: 'departmentIds' });
  }
  if ((await repo.countBranches(ctx.tx, ctx.companyId, branchIds)) !== branchIds.length) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_BRANCH', 'A branch of the audience does not exist', { field: 'branchIds' });
  }
}

function mustBeInOrder(publishedAt: Date | null, expiresAt: Date | null, now: Date, publishing: boolean): void {
  const from = publishedAt ?? (publishing ? now : null);
  if (expiresAt && ((from && expiresAt <= from) || (publishing && expiresAt <= now))) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_DATES', 'The expiry must come after the publication', { field: 'expiresAt' });
  }
}

const dateOrNull = (s: string | null | undefined) => (s ? new Date(s) : null);

export async function listAnnouncements(ctx: RequestCtx, query: z.output<typeof AnnouncementListQuerySchema>): Promise<AnnouncementPage> {
  const author = isAuthor(ctx) && !query.mine;
  const today = await companyToday(ctx);
  const { rows, total } = await repo.listAnnouncements(ctx.tx, ctx, query, today, author ? 'author' : 'reader');
  return { items: rows.map((r) => view(r, isAuthor(ctx), ctx.now)), total, page: query.page, pageSize: query.pageSize };
}

/** One announcement: any for authors; for readers one addressed to them and visible now (else 404). */
export async function getAnnouncement(ctx: RequestCtx, id: string): Promise<Announcement> {
  const author = isAuthor(ctx);
  return view(await mustFind(ctx, id, author), author, ctx.now);
}

export async function createAnnouncement(ctx: RequestCtx, input: Input): Promise<Announcement> {
  const chosen = input.audience === 'departments';
  const departmentIds = chosen ? [...new Set(input.departmentIds)] : [];
  const branchIds = chosen ? [...new Set(input.branchIds)] : [];
  await mustBeAudience(ctx, departmentIds, branchIds);
  const planned = dateOrNull(input.publishAt);
  const expiresAt = dateOrNull(input.expiresAt);
  const publication = input.publish ? publicationOf(planned, ctx.now) : { status: 'draft' as const, publishedAt: planned };
  mustBeInOrder(publication.publishedAt, expiresAt, ctx.now, input.publish);
  const me = await employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  const row = await repo.insertAnnouncement(ctx.tx, {
    companyId: ctx.companyId,
    title: input.title,
    body: richTextField(input.body, BODY_MAX, 'body', { required: true }),
    priority: input.priority,
    pinned: input.pinned,
    audience: input.audience,
    status: publication.status,
    publishedAt: publication.publishedAt,
    expiresAt,
    authorUserId: ctx.userId,
    authorName: me?.name ?? 'Administrator',
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await repo.replaceAudience(ctx.tx, ctx.companyId, row.id, departmentIds, branchIds);
  await audit(ctx, 'tasks.announcement-created', { type: 'announcement', id: row.id }, null, {
    title: input.title,
    priority: input.priority,
    pinned: input.pinned,
    audience: input.audience,
    departmentIds,
    branchIds,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  });
  if (row.status === 'published') await tellPublished(ctx.tx, ctx.companyId, row, await companyToday(ctx));
  return fresh(ctx, row.id);
}

export async function updateAnnouncement(
  ctx: RequestCtx,
  id: string,
  input: z.output<typeof UpdateAnnouncementSchema>,
): Promise<Announcement> {
  const current = await mustFind(ctx, id, true);
  if (current.row.version !== input.version) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version);
  const status = current.row.status as AnnouncementStatus;
  if (status === 'archived') throw AppError.rule('TASKS_ANNOUNCEMENT_ARCHIVED', 'An archived announcement is no longer changed');
  const { version, departmentIds, branchIds, publishAt, expiresAt, ...fields } = input;
  const audience = fields.audience ?? current.row.audience;
  const chosen = audience === 'departments';
  const nextDepartments = chosen ? [...new Set(departmentIds ?? current.departments.map((d) => d.id))] : [];
  const nextBranches = chosen ? [...new Set(branchIds ?? current.branches.map((b) => b.id))] : [];
  if (chosen && nextDepartments.length + nextBranches.length === 0) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_DEPARTMENT', 'Name at least one department or branch', { field: 'departmentIds' });
  }
  await mustBeAudience(ctx, nextDepartments, nextBranches);
  let publishedAt = current.row.publishedAt;
  if (publishAt !== undefined) {
    if (status === 'published') {
      throw AppError.rule('TASKS_ANNOUNCEMENT_PUBLISHED', 'A published announcement keeps its publication time', { field: 'publishAt' });
    }
    publishedAt = dateOrNull(publishAt);
    if (status === 'scheduled' && (!publishedAt || publishedAt <= ctx.now)) {
      throw AppError.rule('TASKS_ANNOUNCEMENT_DATES', 'A scheduled announcement needs a publish time ahead', { field: 'publishAt' });
    }
  }
  const nextExpiry = expiresAt === undefined ? current.row.expiresAt : dateOrNull(expiresAt);
  mustBeInOrder(publishedAt, nextExpiry, ctx.now, false);
  const body = fields.body === undefined ? undefined : richTextField(fields.body, BODY_MAX, 'body', { required: true });
  const patch = { ...fields, ...(body === undefined ? {} : { body }), publishedAt, expiresAt: nextExpiry };
  const row = await repo.updateAnnouncement(ctx.tx, ctx.companyId, id, version, patch, ctx.now);
  if (!row) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version + 1);
  await repo.replaceAudience(ctx.tx, ctx.companyId, id, nextDepartments, nextBranches);
  const diff = changes(
    {
      title: current.row.title,
      body: current.row.body,
      priority: current.row.priority,
      pinned: current.row.pinned,
      audience: current.row.audience,
      departmentIds: current.departments.map((d) => d.id),
      branchIds: current.branches.map((b) => b.id),
      publishedAt: current.row.publishedAt?.toISOString() ?? null,
      expiresAt: current.row.expiresAt?.toISOString() ?? null,
    },
    {
      ...fields,
      ...(body === undefined ? {} : { body }),
      departmentIds: nextDepartments,
      branchIds: nextBranches,
      publishedAt: publishedAt?.toISOString() ?? null,
      expiresAt: nextExpiry?.toISOString() ?? null,
    },
  );
  await audit(ctx, 'tasks.announcement-updated', { type: 'announcement', id }, diff.before, diff.after);
  return fresh(ctx, id);
}

/**
 * A change of status, checked against the allowed transitions: publishing a draft whose publish
 * time is ahead schedules it; publishing a scheduled one publishes it now; a scheduled one may go
 * back to draft; a published one may be archived.
 */
export async function moveAnnouncement(
  ctx: RequestCtx,
  id: string,
  move: z.output<typeof AnnouncementTransitionSchema>,
): Promise<Announcement> {
  const current = await mustFind(ctx, id, true);
  if (current.row.version !== move.version) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version);
  const from = current.row.status as AnnouncementStatus;
  let patch: { status: AnnouncementStatus; publishedAt?: Date | null };
  if (move.to === 'published') {
    if (from === 'published') throw AppError.rule('TASKS_ANNOUNCEMENT_PUBLISHED', 'The announcement is already published');
    patch = from === 'scheduled' ? { status: 'published', publishedAt: ctx.now } : publicationOf(current.row.publishedAt, ctx.now);
    mustBeInOrder(patch.publishedAt ?? null, current.row.expiresAt, ctx.now, true);
  } else {
    patch = { status: move.to };
  }
  if (!canMove(from, patch.status)) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_TRANSITION', `An announcement cannot go from ${from} to ${patch.status}`, {
      from,
      to: patch.status,
    });
  }
  const row = await repo.updateAnnouncement(ctx.tx, ctx.companyId, id, move.version, patch, ctx.now);
  if (!row) throw staleVersion('TASKS_STALE_VERSION', 'announcement', current.row.version + 1);
  await audit(ctx, `tasks.announcement-${patch.status}`, { type: 'announcement', id }, { status: from }, { status: patch.status });
  if (row.status === 'published') await tellPublished(ctx.tx, ctx.companyId, row, await companyToday(ctx));
  return fresh(ctx, id);
}

/** The caller has read an announcement addressed to them and visible now (idempotent). */
export async function markRead(ctx: RequestCtx, id: string): Promise<void> {
  const found = await mustFind(ctx, id, false);
  if (found.readByMe) return;
  await repo.markRead(ctx.tx, ctx.companyId, id, ctx.userId, ctx.now);
  await audit(ctx, 'tasks.announcement-read', { type: 'announcement', id });
}

/** Deletes an announcement; answers its files' storage keys, to delete after commit. */
export async function deleteAnnouncement(ctx: RequestCtx, id: string): Promise<string[]> {
  if (scopeOf(ctx, 'tasks.announcements:delete') === null) throw forbidden('tasks.announcements:delete');
  const current = await mustFind(ctx, id, true);
  const keys = (await announcementFiles(ctx.tx, ctx.companyId, id)).map((f) => f.storageKey);
  await repo.deleteAnnouncement(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'tasks.announcement-deleted', { type: 'announcement', id }, { title: current.row.title }, null);
  return keys;
}

/** Who in the audience has read it and who has not, a page at a time (authors only). */
export async function readersOf(
  ctx: RequestCtx,
  id: string,
  query: z.output<typeof AnnouncementReadersQuerySchema>,
): Promise<AnnouncementReadersPage> {
  await mustFind(ctx, id, true);
  const page = await repo.audiencePage(ctx.tx, ctx.companyId, id, await companyToday(ctx), query);
  return {
    items: page.rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      department: r.department,
      readAt: r.read_at === null ? null : new Date(r.read_at).toISOString(),
    })),
    total: Number(page.rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    read: page.read,
    audience: page.audience,
  };
}

/**
 * Reminds the audience who have not read a published announcement yet (their bell), at most once
 * an hour per announcement; answers how many were reminded.
 */
export async function remindUnread(ctx: RequestCtx, id: string): Promise<{ reminded: number }> {
  const current = await mustFind(ctx, id, true);
  const status = current.row.status as AnnouncementStatus;
  if (status !== 'published' || isExpired({ status, publishedAt: current.row.publishedAt, expiresAt: current.row.expiresAt }, ctx.now)) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_NOT_PUBLISHED', 'Only a published announcement that has not expired can be reminded of');
  }
  const next = nextReminderAt(current.row.remindedAt, ctx.now);
  if (next) {
    throw AppError.rule('TASKS_ANNOUNCEMENT_REMIND_TOO_SOON', 'A reminder went out less than an hour ago', { nextAt: next.toISOString() });
  }
  const userIds = (await repo.unreadAudience(ctx.tx, ctx.companyId, id, await companyToday(ctx))).filter((u) => u !== ctx.userId);
  await repo.setRemindedAt(ctx.tx, ctx.companyId, id, ctx.now);
  await notify(ctx.tx, ctx.companyId, userIds, {
    kind: 'tasks.announcement-reminder',
    textKey: 'tasks:notifications.announcementReminder',
    textValues: { title: current.row.title },
    href: '/create-announcement',
  });
  await audit(ctx, 'tasks.announcement-reminded', { type: 'announcement', id }, null, { reminded: userIds.length });
  return { reminded: userIds.length };
}

/** The departments and branches of the company, by name (the author's choices of audience). */
export async function audienceOptions(ctx: RequestCtx): Promise<AnnouncementAudienceOptions> {
  return repo.audienceOptions(ctx.tx, ctx.companyId);
}
