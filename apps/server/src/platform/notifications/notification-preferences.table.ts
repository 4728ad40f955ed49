import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each member's choice of channels for one notification kind in one company (ADR 0107). No row:
 * the kind's declared default. Tenant rows: `company_id` behind the tenant policy.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    companyId: uuid().notNull(),
    userId: uuid().notNull(),
    /** `<module>.<kind>`, one of the declared notification kinds. */
    kind: text().notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.kind] })],
);
