import type { AnnouncementListQuerySchema, AnnouncementReadersQuerySchema } from '@hcims/contracts/tasks';
import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { listStatement, likePattern, type Bound } from '../../db/list.js';
import { branches, departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { announcementBranches, announcementDepartments, announcementReads, announcements } from './tasks.table.js';

/** The SQL of announcements, their departments, branches and reads. */

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

const p = sql.placeholder;

const nameSql = sql<string>`coalesce(nullif(trim(e.preferred_name), ''), e.first_name) || ' ' || e.last_name`;

/** Whether employee `e` is addressed by the announcement whose id is `announcementId` and audience `audience`. */
function addressesEmployee(announcementId: SQL, audience: SQL): SQL {
  return sql`(${audience} = 'everyone'
    or e.department_id in (select ad.department_id from ${announcementDepartments} ad where ad.announcement_id = ${announcementId})
    or e.branch_id in (select ab.branch_id from ${announcementBranches} ab where ab.announcement_id = ${announcementId}))`;
}

/** Current staff with an account (whom announcements reach). */
const currentStaff = (companyId: Bound, today: Bound) =>
  sql`e.company_id = ${companyId} and e.user_id is not null and (e.termination_date is null or e.termination_date >= ${today}::date)`;

/** Visible to readers now: published, its publish time passed, not expired. */
export function visibleNow(now: Date | SQLWrapper): SQL {
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`(${announcements.status} = 'published' and ${announcements.publishedAt} <= ${at}::timestamptz
    and (${announcements.expiresAt} is null or ${announcements.expiresAt} > ${at}::timestamptz))`;
}

/** Visible now and addressed to the user (everyone, or their department or branch). */
export function readableBy(companyId: Bound, userId: Bound, now: Date | SQLWrapper): SQL {
  return sql`(${visibleNow(now)} and (${announcements.audience} = 'everyone' or exists (
    select 1 from ${employees} e where e.company_id = ${companyId} and e.user_id = ${userId}
      and ${addressesEmployee(sql`${announcements.id}`, sql`${announcements.audience}`)})))`;
}

const departmentsSql = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name)
  from ${announcementDepartments} ad join ${departments} d on d.id = ad.department_id where ad.announcement_id = ${own.id}), '[]'::json)`;

const branchesSql = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
  from ${announcementBranches} ab join ${branches} b on b.id = ab.branch_id where ab.announcement_id = ${own.id}), '[]'::json)`;

/** Reads by people still in the audience (someone moved out of it no longer counts). */
function readCountSql(today: Bound) {
  return sql<number>`(select count(*) from ${announcementReads} r join ${employees} e on e.user_id = r.user_id and e.company_id = r.company_id
    where r.announcement_id = ${own.id} and ${currentStaff(own.companyId, today)} and ${addressesEmployee(own.id, own.audience)})`.mapWith(
    Number,
  );
}

function audienceSql(today: Bound) {
  return sql<number>`(select count(*) from ${employees} e where ${currentStaff(own.companyId, today)}
    and ${addressesEmployee(own.id, own.audience)})`.mapWith(Number);
}

function columns(userId: Bound, today: Bound) {
  return {
    row: announcements,
    departments: departmentsSql,
    branches: branchesSql,
    readByMe: sql<boolean>`exists (select 1 from ${announcementReads} r where r.announcement_id = ${own.id} and r.user_id = ${userId})`,
    read: readCountSql(today),
    audienceSize: audienceSql(today),
  };
}
export type AnnouncementView = {
  row: AnnouncementRow;
  departments: { id: string; name: string }[];
  branches: { id: string; name: string }[];
  readByMe: boolean;
  read: number;
  audienceSize: number;
};

/** What decides the list statement's text: the reader's view or the author's, the filters present, the sort. */
type AnnouncementPageShape = { reader: boolean; status: boolean; priority: boolean; q: boolean; sort: string };

function announcementConditions(shape: AnnouncementPageShape): SQL | undefined {
  return and(
    eq(announcements.companyId, p('companyId')),
    shape.reader ? readableBy(p('companyId'), p('userId'), p('now')) : undefined,
    shape.status ? eq(announcements.status, p('status')) : undefined,
    shape.priority ? eq(announcements.priority, p('priority')) : undefined,
    shape.q ? ilike(announcements.title, p('pattern')) : undefined,
  );
}

function announcementOrder(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const order =
    sort.replace(/^-/, '') === 'title'
      ? [descending ? desc(announcements.title) : asc(announcements.title)]
      : // Pinned first; drafts (no publication yet) come first when newest first.
        [
          desc(announcements.pinned),
          descending ? sql`${announcements.publishedAt} desc nulls first` : sql`${announcements.publishedAt} asc nulls last`,
        ];
  return [...order, desc(announcements.createdAt), asc(announcements.id)];
}

const announcementCount = (db: Db, shape: AnnouncementPageShape) =>
  db.select({ n: count() }).from(announcements).where(announcementConditions(shape));
const announcementList = listStatement(announcementCount, (db, shape, total) =>
  db
    .select({ ...columns(p('userId'), p('today')), total })
    .from(announcements)
    .where(announcementConditions(shape))
    .orderBy(...announcementOrder(shape.sort)),
);

/**
 * One page of announcements with its total in one statement built once per shape (ADR 0055,
 * 0141): every announcement for an author, what is addressed to them and visible now for a reader.
 */
export async function listAnnouncements(
  tx: Db,
  ctx: { companyId: string; userId: string; now: Date },
  query: z.output<typeof AnnouncementListQuerySchema>,
  today: string,
  view: 'author' | 'reader',
): Promise<{ rows: AnnouncementView[]; total: number }> {
  const shape: AnnouncementPageShape = {
    reader: view === 'reader',
    status: Boolean(query.status),
    priority: Boolean(query.priority),
    q: Boolean(query.q),
    // Newest publication first unless asked otherwise.
    sort: query.sort ?? '-publishedAt',
  };
  return announcementList(
    tx,
    shape,
    {
      companyId: ctx.companyId,
      userId: ctx.userId,
      now: ctx.now.toISOString(),
      today,
      status: query.status ?? '',
      priority: query.priority ?? '',
      pattern: query.q ? likePattern(query.q) : '',
    },
    query,
  );
}

export async function findAnnouncement(
  tx: Db,
  ctx: { companyId: string; userId: string },
  id: string,
  today: string,
  scope: SQL | undefined,
): Promise<AnnouncementView | undefined> {
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

export async function replaceAudience(
  tx: Db,
  companyId: string,
  announcementId: string,
  departmentIds: readonly string[],
  branchIds: readonly string[],
): Promise<void> {
  await tx
    .delete(announcementDepartments)
    .where(and(eq(announcementDepartments.companyId, companyId), eq(announcementDepartments.announcementId, announcementId)));
  await tx
    .delete(announcementBranches)
    .where(and(eq(announcementBranches.companyId, companyId), eq(announcementBranches.announcementId, announcementId)));
  if (departmentIds.length > 0) {
    await tx.insert(announcementDepartments).values(departmentIds.map((departmentId) => ({ companyId, announcementId, departmentId })));
  }
  if (branchIds.length > 0) {
    await tx.insert(announcementBranches).values(branchIds.map((branchId) => ({ companyId, announcementId, branchId })));
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

export async function countBranches(tx: Db, companyId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), inArray(branches.id, [...ids])));
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
    where ${currentStaff(companyId, today)} and ${addressesEmployee(sql`a.id`, sql`a.audience`)}
      and not exists (select 1 from ${announcementReads} r where r.announcement_id = a.id and r.user_id = e.user_id)`,
  );
  return rows.map((r) => r.user_id);
}

/** The accounts of current staff the announcement reaches (whom its publication is told to). */
export async function audienceUsers(tx: Db, companyId: string, announcementId: string, today: string): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(
    tx,
    sql`select e.user_id from ${employees} e
    join ${announcements} a on a.id = ${announcementId} and a.company_id = e.company_id
    where ${currentStaff(companyId, today)} and ${addressesEmployee(sql`a.id`, sql`a.audience`)}`,
  );
  return rows.map((r) => r.user_id);
}

export type ReaderRow = { user_id: string; name: string; department: string | null; read_at: Date | string | null; total: number };

/** One page of the audience with when each has read it (null: not yet), searchable by name. */
export async function audiencePage(
  tx: Db,
  companyId: string,
  announcementId: string,
  today: string,
  query: z.output<typeof AnnouncementReadersQuerySchema>,
): Promise<{ rows: ReaderRow[]; read: number; audience: number }> {
  const base = (extraJoin: SQL) => sql`from ${employees} e
    join ${announcements} a on a.id = ${announcementId} and a.company_id = e.company_id
    left join ${announcementReads} r on r.announcement_id = a.id and r.user_id = e.user_id ${extraJoin}
    where ${currentStaff(companyId, today)} and ${addressesEmployee(sql`a.id`, sql`a.audience`)}`;
  const filters = sql.join(
    [
      query.state === 'read' ? sql` and r.user_id is not null` : query.state === 'unread' ? sql` and r.user_id is null` : sql``,
      query.q ? sql` and (${nameSql}) ilike ${likePattern(query.q)}` : sql``,
    ],
    sql``,
  );
  const direction = query.sort === '-name' ? sql`desc` : sql`asc`;
  const rows = await selectRows<ReaderRow>(
    tx,
    sql`select e.user_id, ${nameSql} as name, d.name as department, r.read_at, count(*) over () as total
      ${base(sql`left join ${departments} d on d.id = e.department_id`)} ${filters}
      order by e.last_name ${direction}, e.first_name ${direction}, e.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [totals] = await selectRows<{ read: number; audience: number }>(
    tx,
    sql`select count(r.user_id)::int as read, count(*)::int as audience ${base(sql``)}`,
  );
  return { rows, read: Number(totals?.read ?? 0), audience: Number(totals?.audience ?? 0) };
}

/** Scheduled announcements whose time has come, of every company (the owner's connection). */
export async function companiesWithDueScheduled(tx: Db, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ companyId: announcements.companyId })
    .from(announcements)
    .where(and(eq(announcements.status, 'scheduled'), lte(announcements.publishedAt, now)));
  return rows.map((r) => r.companyId);
}

export async function dueScheduled(tx: Db, companyId: string, now: Date): Promise<AnnouncementRow[]> {
  return tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.companyId, companyId), eq(announcements.status, 'scheduled'), lte(announcements.publishedAt, now)))
    .orderBy(asc(announcements.publishedAt))
    .for('update', { skipLocked: true });
}

/** Records the reminder's time (no new version: a reminder does not change what the author wrote). */
export async function setRemindedAt(tx: Db, companyId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(announcements)
    .set({ remindedAt: at })
    .where(and(eq(announcements.companyId, companyId), eq(announcements.id, id)));
}

/** How many announcements addressed to the user and visible now they have not read. */
export async function countUnreadFor(tx: Db, companyId: string, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(announcements)
    .where(
      and(
        eq(announcements.companyId, companyId),
        readableBy(companyId, userId, now),
        sql`not exists (select 1 from ${announcementReads} r where r.announcement_id = ${announcements.id} and r.user_id = ${userId})`,
      ),
    );
  return row?.n ?? 0;
}

export async function audienceOptions(tx: Db, companyId: string) {
  const [departmentRows, branchRows] = [
    await tx
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, companyId))
      .orderBy(asc(departments.name)),
    await tx
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.companyId, companyId))
      .orderBy(asc(branches.name)),
  ];
  return { departments: departmentRows, branches: branchRows };
}
