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
import { pageWithTotal, totalOf } from '../../db/list.js';
import { ${n.name}Records } from './${n.name}.table.js';

/** The SQL of the ${n.name} module. Every query names its company, on top of row-level security. */

export type ${n.Name}RecordRow = typeof ${n.name}Records.$inferSelect;

const likePattern = (q: string) => \`%\${q.replace(/[\\\\%_]/g, (c) => \`\\\\\${c}\`)}%\`;

function orderOf(sort: ${n.Name}RecordListQuery['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const column = (sort ?? 'name').replace(/^-/, '') === 'createdAt' ? ${n.name}Records.createdAt : ${n.name}Records.name;
  return [descending ? desc(column) : asc(column), asc(${n.name}Records.id)];
}

/** One page of the company's records and the total, in one statement (db/list.ts). */
export async function listRecords(
  tx: Db,
  companyId: string,
  query: ${n.Name}RecordListQuery,
): Promise<{ rows: ${n.Name}RecordRow[]; total: number }> {
  const where = and(eq(${n.name}Records.companyId, companyId), query.q ? ilike(${n.name}Records.name, likePattern(query.q)) : undefined);
  const countQuery = tx.select({ n: count() }).from(${n.name}Records).where(where);
  const offset = (query.page - 1) * query.pageSize;
  const page = tx
    .select({
      id: ${n.name}Records.id,
      companyId: ${n.name}Records.companyId,
      name: ${n.name}Records.name,
      note: ${n.name}Records.note,
      version: ${n.name}Records.version,
      createdAt: ${n.name}Records.createdAt,
      updatedAt: ${n.name}Records.updatedAt,
      total: totalOf(countQuery),
    })
    .from(${n.name}Records)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.pageSize)
    .offset(offset);
  return pageWithTotal(page, countQuery, offset);
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
