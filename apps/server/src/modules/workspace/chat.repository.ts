import { and, asc, count, desc, eq, gt, ilike, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../identity/index.js';
import { employees } from '../people/index.js';
import { chatConversations, chatMembers, chatMessages } from './chat.table.js';
import { containsPattern } from './chat.rules.js';

/** The SQL of chat. Every query names the company, on top of row-level security; reads of a conversation name the member. */

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageView = {
  id: number;
  conversationId: string;
  senderId: string;
  senderName: string;
  body: string;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  createdAt: Date;
};
/** What a message's file is stored as; all null when it carries none. */
export type MessageFile = { fileKey: string; fileName: string; fileType: string; fileSize: number };
type Member = { companyId: string; userId: string };

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  senderName: users.name,
  body: chatMessages.body,
  fileName: chatMessages.fileName,
  fileType: chatMessages.fileType,
  fileSize: chatMessages.fileSize,
  createdAt: chatMessages.createdAt,
};

/** The caller's membership of a conversation of the company (undefined: not theirs, or not there). */
export async function membership(tx: Db, me: Member, conversationId: string) {
  const [row] = await tx
    .select({ conversation: chatConversations, lastReadMessageId: chatMembers.lastReadMessageId })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(and(eq(chatMembers.companyId, me.companyId), eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, me.userId)));
  return row;
}

export async function membersOf(tx: Db, companyId: string, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return [];
  return tx
    .select({
      conversationId: chatMembers.conversationId,
      userId: chatMembers.userId,
      name: users.name,
      lastReadMessageId: chatMembers.lastReadMessageId,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(and(eq(chatMembers.companyId, companyId), inArray(chatMembers.conversationId, [...conversationIds])))
    .orderBy(asc(users.name));
}

/** Which of these users are active members of the company. */
export async function activeMembersAmong(tx: Db, companyId: string, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'active'), inArray(memberships.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}

/** The sign-in accounts of ids that name employee records of the company; other ids are kept as they are. */
export async function accountsOf(tx: Db, companyId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: employees.id, userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
  const account = new Map(rows.map((r) => [r.id, r.userId]));
  return ids.map((id) => account.get(id) ?? id);
}

export async function findDirect(tx: Db, companyId: string, key: string): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.companyId, companyId), eq(chatConversations.directKey, key)));
  return row;
}

export async function insertConversation(
  tx: Db,
  values: typeof chatConversations.$inferInsert,
  memberIds: readonly string[],
): Promise<ConversationRow> {
  const [row] = await tx.insert(chatConversations).values(values).returning();
  await tx.insert(chatMembers).values(memberIds.map((userId) => ({ companyId: values.companyId, conversationId: row!.id, userId })));
  return row!;
}

/** The caller's conversations, the latest activity first. */
export async function conversationsOf(tx: Db, me: Member, limit = 200): Promise<ConversationRow[]> {
  const rows = await tx
    .select({ conversation: chatConversations })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(and(eq(chatMembers.companyId, me.companyId), eq(chatMembers.userId, me.userId)))
    .orderBy(desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`), desc(chatConversations.id))
    .limit(limit);
  return rows.map((r) => r.conversation);
}

/** The newest message of each conversation. */
export async function lastMessages(tx: Db, companyId: string, conversationIds: readonly string[]): Promise<MessageView[]> {
  if (conversationIds.length === 0) return [];
  return tx
    .selectDistinctOn([chatMessages.conversationId], messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.companyId, companyId), inArray(chatMessages.conversationId, [...conversationIds])))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
}

const unreadOf = (me: Member) =>
  and(
    eq(chatMembers.companyId, me.companyId),
    eq(chatMembers.userId, me.userId),
    gt(chatMessages.id, chatMembers.lastReadMessageId),
    ne(chatMessages.senderId, me.userId),
  );
const myMessages = (me: Member) =>
  and(
    eq(chatMembers.conversationId, chatMessages.conversationId),
    eq(chatMembers.companyId, me.companyId),
    eq(chatMembers.userId, me.userId),
  );

/** Unread messages per conversation of the caller (others' messages after their read mark). */
export async function unreadByConversation(tx: Db, me: Member): Promise<Map<string, number>> {
  const rows = await tx
    .select({ conversationId: chatMessages.conversationId, n: count() })
    .from(chatMessages)
    .innerJoin(chatMembers, myMessages(me))
    .where(and(eq(chatMessages.companyId, me.companyId), unreadOf(me)))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, r.n]));
}

/** The newest unread messages across the caller's conversations (the header's envelope). */
export async function latestUnread(tx: Db, me: Member, limit: number) {
  return tx
    .select({ ...messageColumns, conversationTitle: chatConversations.title })
    .from(chatMessages)
    .innerJoin(chatMembers, myMessages(me))
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.companyId, me.companyId), unreadOf(me)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** A page of a conversation: older than `before` (or the newest), newer than `after`, optionally containing a text. */
export async function messages(
  tx: Db,
  companyId: string,
  conversationId: string,
  page: { before?: number; after?: number; q?: string; limit: number },
): Promise<{ items: MessageView[]; hasMore: boolean }> {
  const forward = page.after !== undefined && page.before === undefined;
  const rows = await tx
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.companyId, companyId),
        eq(chatMessages.conversationId, conversationId),
        page.before !== undefined ? lt(chatMessages.id, page.before) : undefined,
        page.after !== undefined ? gt(chatMessages.id, page.after) : undefined,
        page.q ? ilike(chatMessages.body, containsPattern(page.q)) : undefined,
      ),
    )
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  const items = rows.slice(0, page.limit);
  return { items: forward ? items : items.reverse(), hasMore };
}

export async function insertMessage(
  tx: Db,
  values: { companyId: string; conversationId: string; senderId: string; body: string } & Partial<MessageFile>,
  now: Date,
) {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...values, createdAt: now })
    .returning();
  await tx.update(chatConversations).set({ lastMessageAt: now }).where(eq(chatConversations.id, values.conversationId));
  // The sender has read their own message.
  await tx
    .update(chatMembers)
    .set({ lastReadMessageId: row!.id })
    .where(and(eq(chatMembers.conversationId, values.conversationId), eq(chatMembers.userId, values.senderId)));
  return row!;
}

export async function newestMessageId(tx: Db, companyId: string, conversationId: string): Promise<number> {
  const [row] = await tx
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)`.mapWith(Number) })
    .from(chatMessages)
    .where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.conversationId, conversationId)));
  return row?.id ?? 0;
}

export async function setReadMark(tx: Db, me: Member, conversationId: string, messageId: number): Promise<void> {
  await tx
    .update(chatMembers)
    .set({ lastReadMessageId: messageId })
    .where(and(eq(chatMembers.companyId, me.companyId), eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, me.userId)));
}

export async function memberIds(tx: Db, companyId: string, conversationId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.companyId, companyId), eq(chatMembers.conversationId, conversationId)));
  return rows.map((r) => r.userId);
}

/** The stored file of one message of a conversation (undefined: no such message, or it carries none). */
export async function messageFile(tx: Db, companyId: string, conversationId: string, messageId: number): Promise<MessageFile | undefined> {
  const [row] = await tx
    .select({
      fileKey: chatMessages.fileKey,
      fileName: chatMessages.fileName,
      fileType: chatMessages.fileType,
      fileSize: chatMessages.fileSize,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, messageId)));
  if (!row?.fileKey || !row.fileName || !row.fileType || row.fileSize === null) return undefined;
  return { fileKey: row.fileKey, fileName: row.fileName, fileType: row.fileType, fileSize: row.fileSize };
}
