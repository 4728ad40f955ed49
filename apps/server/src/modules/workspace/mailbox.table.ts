import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';

/**
 * Internal mail between members of one company (`/apps/mailbox`, ADR 0105). A message is written
 * once; each person who holds it (its sender, each recipient) has their own entry with their own
 * read, starred and trash state. Nobody without an entry reads the message. A system email the
 * platform sent a member is kept here too, as a message without sender (its single-use link
 * already replaced by a note, ADR 0046).
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who wrote it; null for a copy of a system email. */
    senderUserId: uuid(),
    /** The purpose of the system email it copies (`password-reset`, `document-expiry`), or null. */
    systemPurpose: text(),
    /** The recipients (members' user ids), as the sender chose them; a draft may have none yet. */
    recipientUserIds: uuid().array().notNull().default([]),
    subject: text().notNull(),
    body: text().notNull(),
    /** Null while it is a draft. */
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_messages_company_index').on(t.companyId, t.createdAt)],
);

/** One person's copy of a message: where it sits (inbox, sent, drafts) and what they did with it. */
export const mailboxEntries = pgTable(
  'mailbox_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => mailboxMessages.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    box: text({ enum: ['inbox', 'sent', 'draft'] }).notNull(),
    read: boolean().notNull().default(false),
    starred: boolean().notNull().default(false),
    trashedAt: timestamp({ withTimezone: true }),
    /** When the message reached this box (sent, received, or the draft's last save); the list's order. */
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mailbox_entries_message_user_box_unique').on(t.messageId, t.userId, t.box),
    index('mailbox_entries_owner_index').on(t.companyId, t.userId, t.at),
  ],
);

/**
 * A file of a message (ADR 0117). The bytes sit in the storage under a random key; a forward
 * copies the rows onto the new message with the same key, so a key is deleted from the storage
 * only once no row names it any more.
 */
export const mailboxAttachments = pgTable(
  'mailbox_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => mailboxMessages.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    /** The type sniffed from the content at upload, never the uploader's claim. */
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_attachments_message_index').on(t.messageId), index('mailbox_attachments_key_index').on(t.storageKey)],
);
