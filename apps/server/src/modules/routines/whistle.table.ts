import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';
import { employees } from '../people/people.table.js';

/**
 * Whistle-blowing (ADR 0125). A case holds nothing that could identify an anonymous reporter:
 * no user id, session, address or instant; the day it arrived only, and the digest of the case
 * key the reporter keeps. Row ids are random (v4), so even their order says nothing of time.
 */
export const routinesWhistleCases = pgTable(
  'routines_whistle_cases',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reference: text().notNull(),
    category: text().notNull(),
    description: text().notNull(),
    status: text().notNull().default('received'),
    anonymous: boolean().notNull(),
    /** Only for a named report; null when anonymous (a check keeps it so). */
    reporterUserId: uuid(),
    subjectEmployeeId: uuid().references(() => employees.id, { onDelete: 'set null' }),
    /** SHA-256 of the case key, base64url. */
    keyHash: text().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    version: integer().notNull().default(1),
    /** Set by handlers' changes only (never at filing). */
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('routines_whistle_cases_company_id_id_unique').on(t.companyId, t.id),
    unique('routines_whistle_cases_reference_unique').on(t.companyId, t.reference),
    unique('routines_whistle_cases_key_hash_unique').on(t.keyHash),
    index('routines_whistle_cases_company_status_idx').on(t.companyId, t.status),
    check('routines_whistle_cases_status_check', sql`${t.status} in ('received', 'in-review', 'resolved', 'closed')`),
    check('routines_whistle_cases_anonymous_check', sql`not ${t.anonymous} or ${t.reporterUserId} is null`),
  ],
);

/** Messages between the reporter and the handlers, and the handlers' internal notes; ordered by `seq`. */
export const routinesWhistleMessages = pgTable(
  'routines_whistle_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: uuid().notNull(),
    seq: integer().notNull(),
    author: text().notNull(),
    /** The handler who wrote it; always null for the reporter's messages. */
    handlerUserId: uuid(),
    internal: boolean().notNull().default(false),
    body: text().notNull(),
    sentOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    unique('routines_whistle_messages_case_seq_unique').on(t.caseId, t.seq),
    check('routines_whistle_messages_author_check', sql`${t.author} in ('reporter', 'handler')`),
    check('routines_whistle_messages_reporter_check', sql`${t.author} = 'handler' or (${t.handlerUserId} is null and not ${t.internal})`),
    foreignKey({
      name: 'routines_whistle_messages_case_fk',
      columns: [t.companyId, t.caseId],
      foreignColumns: [routinesWhistleCases.companyId, routinesWhistleCases.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Files on a case (ADR 0123): with the report (no message) or with one message. The reporter's
 * carry nothing of who sent them: no user, a neutral file name, the day only, and images are
 * stored without their metadata (EXIF, XMP, text chunks).
 */
export const routinesWhistleAttachments = pgTable(
  'routines_whistle_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: uuid().notNull(),
    /** The message it came with; null when it came with the report itself. */
    messageId: uuid().references(() => routinesWhistleMessages.id, { onDelete: 'cascade' }),
    author: text().notNull(),
    /** The handler who added it; always null for the reporter's files. */
    handlerUserId: uuid(),
    /** Null for demo files, which are drawn on the fly. */
    storageKey: text(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    addedOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    index('routines_whistle_attachments_case_idx').on(t.companyId, t.caseId),
    check('routines_whistle_attachments_author_check', sql`${t.author} in ('reporter', 'handler')`),
    check('routines_whistle_attachments_reporter_check', sql`${t.author} = 'handler' or ${t.handlerUserId} is null`),
    foreignKey({
      name: 'routines_whistle_attachments_case_fk',
      columns: [t.companyId, t.caseId],
      foreignColumns: [routinesWhistleCases.companyId, routinesWhistleCases.id],
    }).onDelete('cascade'),
  ],
);
