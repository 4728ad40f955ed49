import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.table.js';
import { companies } from '../org/org.table.js';
import { announcements, tasks, taskUpdates } from './tasks.table.js';

/**
 * Files on tasks, on progress updates and on announcements (ADR 0124): the storage key, the
 * uploader's file name, the type found in the content and the size. Each row is one company's,
 * behind the row-level security policies of the migration; the bytes live in platform storage.
 */

const fileColumns = () => ({
  storageKey: text().notNull(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  /** The uploader's name when they added it (kept if the account goes). */
  uploadedByName: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A task's files; those of a progress update name it (one file per update). */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    updateId: uuid().references(() => taskUpdates.id, { onDelete: 'cascade' }),
    ...fileColumns(),
  },
  (t) => [index('task_attachments_task_index').on(t.companyId, t.taskId), uniqueIndex('task_attachments_update_unique').on(t.updateId)],
);

export const announcementAttachments = pgTable(
  'announcement_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    announcementId: uuid()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    ...fileColumns(),
  },
  (t) => [index('announcement_attachments_announcement_index').on(t.companyId, t.announcementId)],
);
