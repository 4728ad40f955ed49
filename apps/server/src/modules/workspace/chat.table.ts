import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';

/** A chat conversation of a company (`/chat`): direct (two members) or a named group. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['direct', 'group'] }).notNull(),
    title: text(),
    /** A direct conversation's two user ids, sorted and joined: one conversation per pair. */
    directKey: text(),
    createdBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_direct_unique')
      .on(t.companyId, t.directKey)
      .where(sql`${t.directKey} is not null`),
  ],
);

/** Who may read and write a conversation, and how far each has read (read receipts, unread counts). */
export const chatMembers = pgTable(
  'chat_members',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    lastReadMessageId: bigint({ mode: 'number' }).notNull().default(0),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_members_user_index').on(t.companyId, t.userId)],
);

/** Messages, numbered in the order they were sent (history pages are keyed on the number). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid().notNull(),
    /** May be empty when the message carries a file. */
    body: text().notNull(),
    /** The file the message carries (ADR 0117): its storage key, name, sniffed type and size; all null without one. */
    fileKey: text(),
    fileName: text(),
    fileType: text(),
    fileSize: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_index').on(t.conversationId, t.id)],
);
