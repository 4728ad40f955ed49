import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyGroups } from './org.table.js';

/**
 * The SQL of the group pages. Groups and companies are platform rows: these run in platform
 * transactions bound to a company of the group (group.service.ts opens them).
 */

export type GroupRow = typeof companyGroups.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export async function findGroup(tx: Db, groupId: string, options: { forUpdate?: boolean } = {}): Promise<GroupRow | undefined> {
  const query = tx.select().from(companyGroups).where(eq(companyGroups.id, groupId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function companiesOfGroup(tx: Db, groupId: string): Promise<CompanyRow[]> {
  return tx.select().from(companies).where(eq(companies.groupId, groupId)).orderBy(asc(companies.name));
}

export async function renameGroup(tx: Db, groupId: string, name: string): Promise<void> {
  await tx.update(companyGroups).set({ name }).where(eq(companyGroups.id, groupId));
}

export async function insertCompany(tx: Db, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(values).returning();
  return row!;
}
