import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which module seeds have run; a database with rows here is a demo database. */
export const seedRuns = pgTable('seed_runs', {
  module: text().primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
