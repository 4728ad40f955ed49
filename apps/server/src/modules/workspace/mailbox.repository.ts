import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { users } from '../identity/index.js';
import { employees } from '../people/index.js';
import { mailboxEntries, mailboxMessages } from './mailbox.table.js';
import type { FolderFilter } from './mailbox.rules.js';
import { likePattern } from '../../db/list.js';

/** The SQL of the mailbox. Every query names the company and the holder, on top of row-level security. */

export type MessageRow = typeof mailboxMessages.$inferSelect;
export type EntryRow = typeof mailboxEntries.$inferSelect;
export type HeldMessage = { entry: EntryRow; message: MessageRow };
type Holder = { companyId: string; userId: string };

const heldBy = (h: Holder) => and(eq(mailboxEntries.companyId, h.companyId), eq(mailboxEntries.userId, h.userId));

function inFolder(f: FolderFilter) {
  return and(
    f.trashed ? isNotNull(mailboxEntries.trashedAt) : isNull(mailboxEntries.trashedAt),
    f.box ? eq(mailboxEntries.box, f.box) : undefined,
    f.starred ? eq(mailboxEntries.starred, true) : undefined,
  );
}

export async function listHeld(
  tx: Db,
  holder: Holder,
  folder: FolderFilter,
  query: { q?: string | undefined; limit: number; offset: number },
): Promise<{ rows: HeldMessage[]; total: number }> {
  const search = query.q
    ? or(ilike(mailboxMessages.subject, likePattern(query.q)), ilike(mailboxMessages.body, likePattern(query.q)))
    : undefined;
  const where = and(heldBy(holder), inFolder(folder), search);
  const rows = await tx
    .select({ entry: mailboxEntries, message: mailboxMessages })
    .from(mailboxEntries)
    .innerJoin(mailboxMessages, and(eq(mailboxMessages.id, mailboxEntries.messageId), eq(mailboxMessages.companyId, holder.companyId)))
    .where(where)
    .orderBy(desc(mailboxEntries.at), desc(mailboxEntries.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(mailboxEntries)
    .innerJoin(mailboxMessages, and(eq(mailboxMessages.id, mailboxEntries.messageId), eq(mailboxMessages.companyId, holder.companyId)))
    .where(where);
  return { rows, total: total!.n };
}

/** Unread in the inbox and among starred, drafts, and the trash, in one statement. */
export async function counts(tx: Db, holder: Holder) {
  const live = isNull(mailboxEntries.trashedAt);
  const [row] = await tx
    .select({
      inboxUnread: count(sql`case when ${live} and ${mailboxEntries.box} = 'inbox' and not ${mailboxEntries.read} then 1 end`),
      starredUnread: count(sql`case when ${live} and ${mailboxEntries.starred} and not ${mailboxEntries.read} then 1 end`),
      drafts: count(sql`case when ${live} and ${mailboxEntries.box} = 'draft' then 1 end`),
      trash: count(mailboxEntries.trashedAt),
    })
    .from(mailboxEntries)
    .where(heldBy(holder));
  return row!;
}

export async function findHeld(tx: Db, holder: Holder, entryId: string): Promise<HeldMessage | undefined> {
  const [row] = await tx
    .select({ entry: mailboxEntries, message: mailboxMessages })
    .from(mailboxEntries)
    .innerJoin(mailboxMessages, and(eq(mailboxMessages.id, mailboxEntries.messageId), eq(mailboxMessages.companyId, holder.companyId)))
    .where(and(heldBy(holder), eq(mailboxEntries.id, entryId)));
  return row;
}

/** Names of members (their employee record in this company, else their account), by user id. */
export async function people(tx: Db, companyId: string, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<string, { name: string; employeeId: string | null }>();
  const staff = await tx
    .select({ userId: employees.userId, id: employees.id, first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.userId, ids)));
  const found = new Map<string, { name: string; employeeId: string | null }>(
    staff.map((e) => [e.userId!, { name: `${e.first} ${e.last}`.trim(), employeeId: e.id }]),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const accounts = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, missing));
    for (const a of accounts) found.set(a.id, { name: a.name, employeeId: null });
  }
  return found;
}

/** The accounts of directory employees of the company (only those who sign in), by employee id. */
export async function accountsOf(tx: Db, companyId: string, employeeIds: readonly string[]): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: employees.id, userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds]), isNotNull(employees.userId)));
  return new Map(rows.map((r) => [r.id, r.userId!]));
}

export async function insertMessage(tx: Db, values: typeof mailboxMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(mailboxMessages).values(values).returning();
  return row!;
}

/** Many messages in one statement (the system copies of a bulk import's mails). */
export async function insertMessages(tx: Db, rows: (typeof mailboxMessages.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await insertRows(tx, mailboxMessages, rows);
}

export async function insertEntries(tx: Db, rows: (typeof mailboxEntries.$inferInsert)[]): Promise<EntryRow[]> {
  if (rows.length === 0) return [];
  return insertRows(tx, mailboxEntries, rows).returning();
}

export async function updateMessage(tx: Db, companyId: string, id: string, patch: Partial<typeof mailboxMessages.$inferInsert>) {
  await tx
    .update(mailboxMessages)
    .set(patch)
    .where(and(eq(mailboxMessages.companyId, companyId), eq(mailboxMessages.id, id)));
}

export async function updateEntry(tx: Db, holder: Holder, id: string, patch: Partial<typeof mailboxEntries.$inferInsert>) {
  const [row] = await tx
    .update(mailboxEntries)
    .set(patch)
    .where(and(heldBy(holder), eq(mailboxEntries.id, id)))
    .returning();
  return row;
}

/** Deletes the holder's entry, and the message once nobody holds it any more; answers whether it went. */
export async function deleteEntry(tx: Db, holder: Holder, entry: EntryRow): Promise<boolean> {
  await tx.delete(mailboxEntries).where(and(heldBy(holder), eq(mailboxEntries.id, entry.id)));
  const [left] = await tx
    .select({ n: count() })
    .from(mailboxEntries)
    .where(and(eq(mailboxEntries.companyId, holder.companyId), eq(mailboxEntries.messageId, entry.messageId)));
  if (left!.n > 0) return false;
  await tx.delete(mailboxMessages).where(and(eq(mailboxMessages.companyId, holder.companyId), eq(mailboxMessages.id, entry.messageId)));
  return true;
}

/** The company the transaction is bound to (row-level security's), or null outside any company. */
export async function boundCompany(tx: Db): Promise<string | null> {
  const [row] = await selectRows<{ id: string | null }>(tx, sql`select app_company_id() as id`);
  return row?.id ?? null;
}
