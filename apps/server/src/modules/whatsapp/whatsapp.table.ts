import type { DeliveryStatusDto } from '@hcims/contracts/whatsapp';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.table.js';
import { employees } from '../people/people.table.js';
import { companies } from '../org/org.table.js';

/** A reusable message with {{variables}}; optionally the name of the template approved by Meta. */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    language: text().notNull(),
    body: text().notNull(),
    cloudTemplateName: text(),
    /** Deleting keeps the row for the history of messages sent with it. */
    archivedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('whatsapp_templates_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('whatsapp_templates_name_unique')
      .on(t.companyId, sql`lower(${t.name})`, t.language)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** One send: to an employee, a department or everyone. Its recipients are the outbox. */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    audienceType: text({ enum: ['employee', 'department', 'everyone'] }).notNull(),
    /** History, not a live link: no foreign key, so the department can later be deleted and the message kept. */
    audienceEmployeeId: uuid(),
    audienceDepartmentId: uuid(),
    /** Employee or department name when sent (names change; history should not). */
    audienceLabel: text().notNull().default(''),
    contentType: text({ enum: ['text', 'template'] }).notNull(),
    templateId: uuid(),
    templateName: text(),
    /** As written, placeholders unrendered. */
    body: text().notNull(),
    cloudTemplateName: text(),
    language: text(),
    sentByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    sentByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('whatsapp_messages_company_id_id_unique').on(t.companyId, t.id),
    index().on(t.companyId, t.createdAt),
    foreignKey({ columns: [t.companyId, t.templateId], foreignColumns: [whatsappTemplates.companyId, whatsappTemplates.id] }).onDelete(
      'restrict',
    ),
    check('whatsapp_messages_audience_check', sql`${t.audienceType} in ('employee', 'department', 'everyone')`),
    check('whatsapp_messages_content_check', sql`${t.contentType} in ('text', 'template')`),
  ],
);

/**
 * One person a message goes to, with its delivery status: the outbox row the delivery job works
 * through (queued -> sent by the job; delivered/read/failed from the status webhook).
 */
export const whatsappRecipients = pgTable(
  'whatsapp_recipients',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().notNull(),
    messageId: uuid().notNull(),
    employeeId: uuid().notNull(),
    employeeName: text().notNull(),
    /** International digits, or null when the employee has no usable number (then failed at once). */
    phone: text(),
    /** The rendered text. */
    text: text().notNull(),
    /** Named template parameters for a Cloud API template message. */
    parameters: jsonb().$type<Record<string, string>>(),
    status: text().$type<DeliveryStatusDto>().notNull().default('queued'),
    failureCode: text(),
    failureReason: text(),
    /** The wamid the Cloud API answered with; status webhooks refer to it. */
    providerMessageId: text(),
    attempts: integer().notNull().default(0),
    /** Not before this time (retry back-off). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's claim simply expires. */
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId, t.messageId),
    index().on(t.companyId, t.employeeId),
    index('whatsapp_recipients_queue')
      .on(t.companyId, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('whatsapp_recipients_provider_message_id_unique').on(t.providerMessageId),
    foreignKey({ columns: [t.companyId, t.messageId], foreignColumns: [whatsappMessages.companyId, whatsappMessages.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'whatsapp_recipients_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check('whatsapp_recipients_status_check', sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed')`),
  ],
);
