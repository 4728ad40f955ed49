import type { TaskAttachment, TaskAttachmentList } from '@hcims/contracts/tasks';
import { ANNOUNCEMENT_ATTACHMENT_LIMIT } from '@hcims/contracts/tasks';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { isAuthor, mustFind } from './announcements.service.js';
import * as files from './attachments.repository.js';
import type { UploadedFile } from './attachments.service.js';
import { employeeOfUser } from './tasks.repository.js';

/**
 * Files of announcements (ADR 0124). Authors add and remove them while the announcement is not
 * archived; every reader it is addressed to (and visible to now) downloads them; to anyone else
 * the announcement and its files answer 404.
 */

const view = (r: files.AnnouncementAttachmentRow, author: boolean): TaskAttachment => ({
  ...files.fileView(r),
  uploadedByName: r.uploadedByName,
  canRemove: author,
});

/** An announcement an author may still change. */
async function mustChange(ctx: RequestCtx, id: string) {
  const found = await mustFind(ctx, id, true);
  if (found.row.status === 'archived') {
    throw AppError.rule('TASKS_ANNOUNCEMENT_ARCHIVED', 'An archived announcement is no longer changed');
  }
  return found;
}

export async function listAnnouncementFiles(ctx: RequestCtx, id: string): Promise<TaskAttachmentList> {
  const author = isAuthor(ctx);
  const found = await mustFind(ctx, id, author);
  const rows = await files.announcementFiles(ctx.tx, ctx.companyId, id);
  const open = author && found.row.status !== 'archived';
  return {
    items: rows.map((r) => view(r, open)),
    canAdd: open && rows.length < ANNOUNCEMENT_ATTACHMENT_LIMIT,
    limit: ANNOUNCEMENT_ATTACHMENT_LIMIT,
  };
}

/** Checks before an upload is stored: an announcement the caller writes, with room for one more file. */
export async function announcementForFile(ctx: RequestCtx, id: string): Promise<void> {
  await mustChange(ctx, id);
  if ((await files.announcementFiles(ctx.tx, ctx.companyId, id)).length >= ANNOUNCEMENT_ATTACHMENT_LIMIT) {
    throw AppError.rule('TASKS_ATTACHMENT_LIMIT', `An announcement carries at most ${ANNOUNCEMENT_ATTACHMENT_LIMIT} files`, {
      field: 'file',
      limit: ANNOUNCEMENT_ATTACHMENT_LIMIT,
    });
  }
}

export async function addAnnouncementFile(ctx: RequestCtx, id: string, file: UploadedFile): Promise<TaskAttachment> {
  await announcementForFile(ctx, id);
  const me = await employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  const row = await files.insertAnnouncementFile(ctx.tx, {
    companyId: ctx.companyId,
    announcementId: id,
    storageKey: file.key,
    fileName: file.fileName,
    contentType: file.mime,
    sizeBytes: file.size,
    uploadedBy: ctx.userId,
    uploadedByName: me?.name ?? 'Administrator',
    createdAt: ctx.now,
  });
  await audit(ctx, 'tasks.announcement-attachment-added', { type: 'announcement', id }, null, { id: row.id, fileName: row.fileName });
  return view(row, true);
}

/** A file of an announcement the caller may read (authors: any; readers: one addressed to them and visible now). */
export async function announcementFileFor(ctx: RequestCtx, id: string, fileId: string): Promise<files.AnnouncementAttachmentRow> {
  await mustFind(ctx, id, isAuthor(ctx));
  const row = await files.findAnnouncementFile(ctx.tx, ctx.companyId, id, fileId);
  if (!row) throw AppError.notFound('Attachment');
  return row;
}

/** Removes a file of an announcement the caller writes; answers its storage key, to delete after commit. */
export async function removeAnnouncementFile(ctx: RequestCtx, id: string, fileId: string): Promise<string> {
  await mustChange(ctx, id);
  const row = await files.findAnnouncementFile(ctx.tx, ctx.companyId, id, fileId);
  if (!row) throw AppError.notFound('Attachment');
  await files.deleteAnnouncementFile(ctx.tx, ctx.companyId, fileId);
  await audit(ctx, 'tasks.announcement-attachment-removed', { type: 'announcement', id }, { id: row.id, fileName: row.fileName }, null);
  return row.storageKey;
}
