import type { AnnouncementListQuerySchema } from '@hcims/contracts/tasks';
import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { pageWithTotal, totalOf } from '../../db/list.js';
import { departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { announcementDepartments, announcementReads, announcements } from './tasks.table.js';

/** The SQL of announcements, their departments and reads. */

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * Qualified columns for the selected subqueries: drizzle leaves columns of a single-table select
 * unqualified, and inside a subquery an unqualified "id" would name the subquery's own table.
 */
const own = {
  id: sql.raw('"announcements"."id"'),
  companyId: sql.raw('"announcements"."company_id"'),
  audience: sql.raw('"announcements"."audience"'),
};

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published announcements whose audience includes the user (everyone, or their department). */
export function readableBy(companyId: string, userId: string): SQL {
  return sql`(${announcements.status} = 'published' and (${announcements.audience} = 'everyone' or exists (
    select 1 from ${announcementDepartments} ad join ${employees} e on e.department_id = ad.department_id
    where ad.announcement_id = ${announcements.id} and e.company_id = ${companyId} and e.user_id = ${userId})))`;
}

const departmentsSql = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name)
  from ${announcementDepartments} ad join ${departments} d on d.id = ad.department_id where ad.announcement_id = ${own.id}), '[]'::json)`;

const readCountSql = sql<number>`(select count(*) from ${announcementReads} r where r.announcement_id = ${own.id})`.mapWith(Number);

/** Current staff with an account whom the announcement reaches. */
function audienceSql(today: string) {
  return sql<number>`(select count(*) from ${employees} e where e.company_id = ${own.companyId} and e.user_id is not null
    and (e.termination_date is null or e.termination_date >= ${today}::date)
    and (${own.audience} = 'everyone' or e.department_id in (select ad.department_id from ${announcementDepartments} ad where ad.announcement_id = ${own.id})))`.mapWith(
    Number,
  );
}

function columns(userId: string, today: string) {
  return {
    row: announcements,
    departments: departmentsSql,
    readByMe: sql<boolean>`exists (select 1 from ${announcementReads} r where r.announcement_id = ${own.id} and r.user_id = ${userId})`,
    read: readCountSql,
    audienceSize: audienceSql(today),
  };
}
export type AnnouncementView = {
  row: AnnouncementRow;
  departments: { id: string; name: string }[];
  readByMe: boolean;
  read: number;
  audienceSize: number;
};

export async function listAnnouncements(
  tx: Db,
  ctx: { companyId: string; userId: string },
  query: z.output<typeof AnnouncementListQuerySchema>,
  today: string,
  scope: SQL | undefined,
): Promise<{ rows: AnnouncementView[]; total: number }> {
  const where = and(
    eq(announcements.companyId, ctx.companyId),
    scope,
    query.q ? ilike(announcements.title, likePattern(query.q)) : undefined,
  );
  const countQuery = tx.select({ n: count() }).from(announcements).where(where);
  const offset = (query.page - 1) * query.pageSize;
  const descending = !query.sort || query.sort.startsWith('-');
  const byTitle = query.sort?.replace(/^-/, '') === 'title';
  const order = byTitle
    ? [query.sort === '-title' ? desc(announcements.title) : asc(announcements.title)]
    : // Drafts (no publication yet) come first when newest first.
      [descending ? sql`${announcements.publishedAt} desc nulls first` : sql`${announcements.publishedAt} asc nulls last`];
  const page = tx
    .select({ ...columns(ctx.userId, today), total: totalOf(countQuery) })
    .from(announcements)
    .where(where)
    .orderBy(...order, desc(announcements.createdAt), asc(announcements.id))
    .limit(query.pageSize)
    .offset(offset);
  return pageWithTotal(page, countQuery, offset);
}

export async function findAnnouncement(
  tx: Db,
  ctx: { companyId: string; userId: string },
  id: string,
  today: string,
  scope: SQL | undefined,
) {
  const [row] = await tx
    .select(columns(ctx.userId, today))
    .from(announcements)
    .where(and(eq(announcements.companyId, ctx.companyId), eq(announcements.id, id), scope));
  return row;
}

export async function insertAnnouncement(tx: Db, values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof announcements.$inferInsert>,
  now: Date,
) {
  const [row] = await tx
    .update(announcements)
    .set({ ...patch, version: sql`${announcements.version} + 1`, updatedAt: now })
    .where(and(eq(announcements.companyId, companyId), eq(announcements.id, id), eq(announcements.version, version)))
    .returning();
  return row;
}

export async function deleteAnnouncement(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(announcements).where(and(eq(announcements.companyId, companyId), eq(announcements.id, id)));
}

export async function replaceDepartments(
  tx: Db,
  companyId: string,
  announcementId: string,
  departmentIds: readonly string[],
): Promise<void> {
  await tx
    .delete(announcementDepartments)
    .where(and(eq(announcementDepartments.companyId, companyId), eq(announcementDepartments.announcementId, announcementId)));
  if (departmentIds.length > 0) {
    await tx.insert(announcementDepartments).values(departmentIds.map((departmentId) => ({ companyId, announcementId, departmentId })));
  }
}

export async function countDepartments(tx: Db, companyId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, [...ids])));
  return row?.n ?? 0;
}

/** Marks the announcement read by the user; reading twice keeps the first time. */
export async function markRead(tx: Db, companyId: string, announcementId: string, userId: string, at: Date): Promise<void> {
  await tx.insert(announcementReads).values({ companyId, announcementId, userId, readAt: at }).onConflictDoNothing();
}

/** The accounts of current staff the announcement reaches who have not read it yet (whom a reminder goes to). */
export async function unreadAudience(tx: Db, companyId: string, announcementId: string, today: string): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(
    tx,
    sql`select e.user_id from ${employees} e
    join ${announcements} a on a.id = ${announcementId} and a.company_id = e.company_id
    where e.company_id = ${companyId} and e.user_id is not null
      and (e.termination_date is null or e.termination_date >= ${today}::date)
      and (a.audience = 'everyone' or e.department_id in (select ad.department_id from ${announcementDepartments} ad where ad.announcement_id = a.id))
      and not exists (select 1 from ${announcementReads} r where r.announcement_id = a.id and r.user_id = e.user_id)`,
  );
  return rows.map((r) => r.user_id);
}
