import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * In-app notifications, one row per recipient, written by the module that emits them in the same
 * transaction as the change they report (a declared notification kind, ADR 0083). The workspace
 * shows them in the header's bell. Tenant rows: `company_id` behind the tenant policy.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().notNull(),
    userId: uuid().notNull(),
    /** `<module>.<kind>`, declared in the module's `notificationKinds`. */
    kind: text().notNull(),
    /** Translation key and values of the text (user data such as names goes in the values). */
    textKey: text().notNull(),
    textValues: jsonb().$type<Record<string, string | number>>().notNull(),
    href: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_recipient_index').on(t.companyId, t.userId, t.createdAt)],
);
