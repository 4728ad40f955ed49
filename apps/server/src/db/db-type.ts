import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * A drizzle handle: a database, or a transaction on it (either driver). It is made without the
 * schema: nothing uses drizzle's relational queries (`db.query.<table>`), and with a schema every
 * transaction built one query builder per table, about 0.17 ms of each request (ADR 0149).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
