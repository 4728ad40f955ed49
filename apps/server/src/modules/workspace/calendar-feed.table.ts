import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';

/**
 * A person's calendar subscription address in a company (ADR 0106): only the SHA-256 of its
 * secret token is kept. The public feed route finds the row by that digest (bound with
 * bindSecret, matched by the policy), then works as the person in that company.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
