import { MAIL_ATTACHMENTS_MAX, type MailAttachment } from '@hcims/contracts/workspace';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestCtx } from '../../platform/request/index.js';
import * as files from './mailbox-attachments.repository.js';
import * as repo from './mailbox.repository.js';

/**
 * Files of mail (ADR 0117). A file belongs to a message, so the sender's copy and every
 * recipient's copy show the same files; only someone holding a copy reaches them (the caller
 * names their own entry, as everywhere in the mailbox). Files are added to and removed from a
 * draft only; a forward carries its original's files by naming the same stored bytes.
 */

const holderOf = (ctx: RequestCtx) => ({ companyId: ctx.companyId, userId: ctx.userId });

export const attachmentView = (r: files.AttachmentRow): MailAttachment => ({
  id: r.id,
  fileName: r.fileName,
  contentType: r.contentType,
  size: r.sizeBytes,
});

export async function attachmentsOf(ctx: RequestCtx, messageId: string): Promise<MailAttachment[]> {
  return (await files.attachmentsOf(ctx.tx, ctx.companyId, messageId)).map(attachmentView);
}

async function heldMessage(ctx: RequestCtx, entryId: string): Promise<repo.HeldMessage> {
  const found = await repo.findHeld(ctx.tx, holderOf(ctx), entryId);
  if (!found) throw AppError.notFound('Message');
  return found;
}

/** The caller's draft with room for one more file; checked before a byte of the upload is stored. */
export async function draftWithRoom(ctx: RequestCtx, entryId: string): Promise<string> {
  const { entry, message } = await heldMessage(ctx, entryId);
  if (entry.box !== 'draft') throw AppError.rule('MAILBOX_NOT_A_DRAFT', 'Files are added to a draft only');
  const held = (await files.countsOf(ctx.tx, ctx.companyId, [message.id])).get(message.id) ?? 0;
  if (held >= MAIL_ATTACHMENTS_MAX) {
    throw AppError.rule('MAILBOX_TOO_MANY_ATTACHMENTS', `file: a message carries at most ${MAIL_ATTACHMENTS_MAX} files`, {
      field: 'file',
      max: MAIL_ATTACHMENTS_MAX,
    });
  }
  return message.id;
}

/** Records a stored file on the caller's draft (checked again in this transaction). */
export async function addAttachment(
  ctx: RequestCtx,
  entryId: string,
  file: { key: string; fileName: string; mime: string; size: number },
): Promise<MailAttachment> {
  const messageId = await draftWithRoom(ctx, entryId);
  const [row] = await files.insertAttachments(ctx.tx, [
    {
      companyId: ctx.companyId,
      messageId,
      storageKey: file.key,
      fileName: file.fileName,
      contentType: file.mime,
      sizeBytes: file.size,
      createdAt: ctx.now,
    },
  ]);
  return attachmentView(row!);
}

/** A file of a message the caller holds (sender, recipient, or the draft's writer). */
export async function attachmentFor(ctx: RequestCtx, entryId: string, attachmentId: string): Promise<files.AttachmentRow> {
  const { message } = await heldMessage(ctx, entryId);
  const row = await files.findAttachment(ctx.tx, ctx.companyId, message.id, attachmentId);
  if (!row) throw AppError.notFound('Attachment');
  return row;
}

/** Removes a file from the caller's draft; answers the storage keys to delete once this commits. */
export async function removeAttachment(ctx: RequestCtx, entryId: string, attachmentId: string): Promise<string[]> {
  const { entry, message } = await heldMessage(ctx, entryId);
  if (entry.box !== 'draft') throw AppError.rule('MAILBOX_NOT_A_DRAFT', 'Files are removed from a draft only');
  const row = await files.findAttachment(ctx.tx, ctx.companyId, message.id, attachmentId);
  if (!row) throw AppError.notFound('Attachment');
  await files.deleteAttachment(ctx.tx, ctx.companyId, row.id);
  return files.unreferenced(ctx.tx, ctx.companyId, [row.storageKey]);
}

/** A forward: the files of the caller's copy `fromEntryId` go onto the new message, naming the same bytes. */
export async function carryForward(ctx: RequestCtx, fromEntryId: string, toMessageId: string): Promise<void> {
  const { message } = await heldMessage(ctx, fromEntryId);
  const rows = await files.attachmentsOf(ctx.tx, ctx.companyId, message.id);
  await files.insertAttachments(
    ctx.tx,
    rows.map((r) => ({
      companyId: ctx.companyId,
      messageId: toMessageId,
      storageKey: r.storageKey,
      fileName: r.fileName,
      contentType: r.contentType,
      sizeBytes: r.sizeBytes,
      createdAt: ctx.now,
    })),
  );
}

/** The storage keys of a message's files, read before the message may be deleted. */
export async function keysOf(ctx: RequestCtx, messageId: string): Promise<string[]> {
  return (await files.attachmentsOf(ctx.tx, ctx.companyId, messageId)).map((r) => r.storageKey);
}

export async function unreferencedKeys(ctx: RequestCtx, keys: readonly string[]): Promise<string[]> {
  return files.unreferenced(ctx.tx, ctx.companyId, keys);
}

export async function attachmentCounts(ctx: RequestCtx, messageIds: readonly string[]): Promise<Map<string, number>> {
  return files.countsOf(ctx.tx, ctx.companyId, messageIds);
}
