import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the system sends. Without SMTP settings a message stays here ("stored"); with SMTP
 * it is delivered and marked "sent". A single-use link is never stored: the body holds a note in
 * its place and the link reaches SMTP from memory only (ADR 0046).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    userId: uuid(),
    purpose: text().notNull(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    /** Whether the message carried a single-use link (reset or invitation), which is not stored. */
    containsSecret: boolean().notNull().default(false),
    status: text({ enum: ['stored', 'queued', 'sent', 'failed'] }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.toAddress, t.createdAt), index().on(t.status)],
);
