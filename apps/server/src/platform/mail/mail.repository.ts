import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { mailMessages } from './mail.table.js';

export type MailRow = typeof mailMessages.$inferSelect;
export type NewMailRow = typeof mailMessages.$inferInsert;

/** Writes queued or stored messages in the caller's transaction. */
export async function insertMails(tx: Db, rows: readonly NewMailRow[]): Promise<void> {
  await insertRows(tx, mailMessages, rows);
}

export async function findMail(db: Db, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

export async function markMailSent(db: Db, id: string, at: Date, attempts: number): Promise<void> {
  await db.update(mailMessages).set({ status: 'sent', sentAt: at, attempts }).where(eq(mailMessages.id, id));
}

export async function markMailFailed(db: Db, id: string, attempts: number, lastError: string): Promise<void> {
  await db.update(mailMessages).set({ status: 'failed', attempts, lastError }).where(eq(mailMessages.id, id));
}
