import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailboxAttachments } from './mailbox.table.js';

/** The SQL of mail attachments (ADR 0117). Every query names the company, on top of row-level security. */

export type AttachmentRow = typeof mailboxAttachments.$inferSelect;

export async function attachmentsOf(tx: Db, companyId: string, messageId: string): Promise<AttachmentRow[]> {
  return tx
    .select()
    .from(mailboxAttachments)
    .where(and(eq(mailboxAttachments.companyId, companyId), eq(mailboxAttachments.messageId, messageId)))
    .orderBy(asc(mailboxAttachments.createdAt), asc(mailboxAttachments.fileName), asc(mailboxAttachments.id));
}

/** How many files each message carries. */
export async function countsOf(tx: Db, companyId: string, messageIds: readonly string[]): Promise<Map<string, number>> {
  if (messageIds.length === 0) return new Map();
  const rows = await tx
    .select({ messageId: mailboxAttachments.messageId, n: count() })
    .from(mailboxAttachments)
    .where(and(eq(mailboxAttachments.companyId, companyId), inArray(mailboxAttachments.messageId, [...new Set(messageIds)])))
    .groupBy(mailboxAttachments.messageId);
  return new Map(rows.map((r) => [r.messageId, r.n]));
}

export async function findAttachment(tx: Db, companyId: string, messageId: string, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(mailboxAttachments)
    .where(and(eq(mailboxAttachments.companyId, companyId), eq(mailboxAttachments.messageId, messageId), eq(mailboxAttachments.id, id)));
  return row;
}

export async function insertAttachments(tx: Db, rows: (typeof mailboxAttachments.$inferInsert)[]): Promise<AttachmentRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(mailboxAttachments).values(rows).returning();
}

export async function deleteAttachment(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(mailboxAttachments).where(and(eq(mailboxAttachments.companyId, companyId), eq(mailboxAttachments.id, id)));
}

/** Of these storage keys, those no attachment row names any more (a forward shares its original's keys). */
export async function unreferenced(tx: Db, companyId: string, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .select({ key: mailboxAttachments.storageKey })
    .from(mailboxAttachments)
    .where(and(eq(mailboxAttachments.companyId, companyId), inArray(mailboxAttachments.storageKey, [...keys])));
  const used = new Set(rows.map((r) => r.key));
  return [...new Set(keys)].filter((k) => !used.has(k));
}
