import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** A drizzle handle over our schema: a database, or a transaction on it (either driver). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
