import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the system sends. Without SMTP settings a message stays here ("stored"): the
 * recipient reads it in the in-app mailbox. With SMTP it is delivered and marked "sent"; bodies
 * that carry a secret link are blanked once delivered.
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
    /** Whether the body holds a secret (reset or invitation link). */
    containsSecret: boolean().notNull().default(false),
    status: text({ enum: ['stored', 'queued', 'sent', 'failed'] }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.toAddress, t.createdAt), index().on(t.status)],
);
