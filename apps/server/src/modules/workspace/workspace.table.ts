import { integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';

/**
 * Each user's dashboard layout in a company: the order of the cards and those hidden. A card
 * that appears later (a module landing) goes after the ordered ones, shown.
 */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    cardOrder: jsonb().$type<string[]>().notNull(),
    hidden: jsonb().$type<string[]>().notNull(),
    /** Optimistic concurrency between two tabs: a stale save answers 409. */
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);
