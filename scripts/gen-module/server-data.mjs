// Templates of a generated module's data layer: its table, the row-level security its migration
// adds by hand, and its repository (all of its SQL).

export const table = (n) => `import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';

/**
 * Records of the ${n.name} module, one company's each (\`company_id\`, behind the row-level
 * security policy that the module's migration adds by hand).
 */
export const ${n.name}Records = pgTable(
  '${n.name}_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    note: text(),
    /** Optimistic concurrency: every change increments it; a stale write answers 409. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('${n.name}_records_name_unique').on(t.companyId, sql\`lower(\${t.name})\`),
    index('${n.name}_records_company_created_index').on(t.companyId, t.createdAt, t.id),
  ],
);
`;

/** The policy SQL appended to the generated migration, like every tenant table's. */
export const rlsSql = (n) => `--> statement-breakpoint
-- Tenant table of the ${n.name} module (docs/decisions/0003-tenancy-rls.md). The runtime role
-- hcims_app has its privileges on new tables by default (0002_tenancy_rls).
ALTER TABLE "${n.name}_records" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "${n.name}_records" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "${n.name}_records_tenant" ON "${n.name}_records" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
`;

export const repository = (n) => `import type { ${n.Name}RecordListQuery } from '@hcims/contracts/${n.name}';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern, listStatement } from '../../db/list.js';
import { ${n.name}Records } from './${n.name}.table.js';

/** The SQL of the ${n.name} module. Every query names its company, on top of row-level security. */

export type ${n.Name}RecordRow = typeof ${n.name}Records.$inferSelect;

/** A value filled when a statement built once per shape runs (db/list.ts, \`statementOf\`). */
const p = sql.placeholder;

/** What decides the text of the list's statement: which filters are present, the sort. Never a value. */
type ListShape = { search: boolean; sort: string };

function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const column = sort.replace(/^-/, '') === 'createdAt' ? ${n.name}Records.createdAt : ${n.name}Records.name;
  return [descending ? desc(column) : asc(column), asc(${n.name}Records.id)];
}

const whereOf = (shape: ListShape) =>
  and(eq(${n.name}Records.companyId, p('companyId')), shape.search ? ilike(${n.name}Records.name, p('pattern')) : undefined);

const countOf = (db: Db, shape: ListShape) => db.select({ n: count() }).from(${n.name}Records).where(whereOf(shape));

/** One page of the company's records and the total, in one statement built once per shape (db/list.ts). */
const recordList = listStatement(countOf, (db, shape, total) =>
  db
    .select({
      id: ${n.name}Records.id,
      companyId: ${n.name}Records.companyId,
      name: ${n.name}Records.name,
      note: ${n.name}Records.note,
      version: ${n.name}Records.version,
      createdAt: ${n.name}Records.createdAt,
      updatedAt: ${n.name}Records.updatedAt,
      total,
    })
    .from(${n.name}Records)
    .where(whereOf(shape))
    .orderBy(...orderOf(shape.sort)),
);

export async function listRecords(
  tx: Db,
  companyId: string,
  query: ${n.Name}RecordListQuery,
): Promise<{ rows: ${n.Name}RecordRow[]; total: number }> {
  const shape: ListShape = { search: Boolean(query.q), sort: query.sort ?? 'name' };
  return recordList(tx, shape, { companyId, pattern: query.q ? likePattern(query.q) : null }, query);
}

export async function findRecord(tx: Db, companyId: string, id: string): Promise<${n.Name}RecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(${n.name}Records)
    .where(and(eq(${n.name}Records.companyId, companyId), eq(${n.name}Records.id, id)));
  return row;
}

export async function insertRecord(tx: Db, values: typeof ${n.name}Records.$inferInsert): Promise<${n.Name}RecordRow> {
  const [row] = await tx.insert(${n.name}Records).values(values).returning();
  return row!;
}

/** Applies a change when the version still matches; undefined when someone else changed it first. */
export async function updateRecord(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof ${n.name}Records.$inferInsert>,
  now: Date,
): Promise<${n.Name}RecordRow | undefined> {
  const [row] = await tx
    .update(${n.name}Records)
    .set({ ...patch, version: sql\`\${${n.name}Records.version} + 1\`, updatedAt: now })
    .where(and(eq(${n.name}Records.companyId, companyId), eq(${n.name}Records.id, id), eq(${n.name}Records.version, version)))
    .returning();
  return row;
}

export async function deleteRecord(tx: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(${n.name}Records)
    .where(and(eq(${n.name}Records.companyId, companyId), eq(${n.name}Records.id, id)))
    .returning({ id: ${n.name}Records.id });
  return rows.length > 0;
}
`;
