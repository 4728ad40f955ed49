import type { HolidayListQuery } from '@hcims/contracts/routines';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listStatement, likePattern } from '../../db/list.js';
import { branches } from '../org/index.js';
import { routinesHolidays } from './routines.table.js';

/** The SQL of holidays. Every query names its company, on top of row-level security. */

export type HolidayRow = typeof routinesHolidays.$inferSelect & { branchName: string | null };

const columns = {
  id: routinesHolidays.id,
  companyId: routinesHolidays.companyId,
  date: routinesHolidays.date,
  type: routinesHolidays.type,
  description: routinesHolidays.description,
  branchId: routinesHolidays.branchId,
  version: routinesHolidays.version,
  createdAt: routinesHolidays.createdAt,
  updatedAt: routinesHolidays.updatedAt,
  branchName: branches.name,
};

function orderOf(sort: HolidayListQuery['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const column = (sort ?? 'date').replace(/^-/, '') === 'type' ? routinesHolidays.type : routinesHolidays.date;
  const primary = descending ? desc(column) : asc(column);
  return column === routinesHolidays.date
    ? [primary, asc(routinesHolidays.id)]
    : [primary, asc(routinesHolidays.date), asc(routinesHolidays.id)];
}

/** A value filled when a statement built once per shape runs (db/list.ts, `statementOf`). */
const p = sql.placeholder;

/** What decides the text of the list's statement: which filters are present and the sort, never a value (ADR 0141). */
type HolidayPageShape = { year: boolean; type: boolean; branchId: boolean; search: boolean; sort: string };

/** The list's conditions for a shape, every value a placeholder. */
function holidayPageWhere(shape: HolidayPageShape): SQL | undefined {
  return and(
    eq(routinesHolidays.companyId, p('companyId')),
    shape.year ? and(gte(routinesHolidays.date, p('yearStart')), lte(routinesHolidays.date, p('yearEnd'))) : undefined,
    shape.type ? eq(routinesHolidays.type, p('type')) : undefined,
    shape.branchId ? or(isNull(routinesHolidays.branchId), eq(routinesHolidays.branchId, p('branchId'))) : undefined,
    shape.search ? ilike(routinesHolidays.description, p('pattern')) : undefined,
  );
}

function holidayCount(db: Db, shape: HolidayPageShape) {
  return db.select({ n: count() }).from(routinesHolidays).where(holidayPageWhere(shape));
}

const holidayList = listStatement(holidayCount, (db, shape, total) =>
  db
    .select({ ...columns, total })
    .from(routinesHolidays)
    .leftJoin(branches, eq(branches.id, routinesHolidays.branchId))
    .where(holidayPageWhere(shape))
    .orderBy(...orderOf(shape.sort as HolidayListQuery['sort'])),
);

/** One page of the company's holidays and the total, in one statement built once per shape (db/list.ts). */
export async function listHolidays(tx: Db, companyId: string, query: HolidayListQuery): Promise<{ rows: HolidayRow[]; total: number }> {
  const shape: HolidayPageShape = {
    year: query.year !== undefined,
    type: Boolean(query.type),
    branchId: Boolean(query.branchId),
    search: Boolean(query.q),
    sort: query.sort ?? 'date',
  };
  const values = {
    companyId,
    yearStart: query.year !== undefined ? `${query.year}-01-01` : null,
    yearEnd: query.year !== undefined ? `${query.year}-12-31` : null,
    type: query.type ?? null,
    branchId: query.branchId ?? null,
    pattern: query.q ? likePattern(query.q) : null,
  };
  return holidayList(tx, shape, values, query);
}

export async function findHoliday(tx: Db, companyId: string, id: string): Promise<HolidayRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(routinesHolidays)
    .leftJoin(branches, eq(branches.id, routinesHolidays.branchId))
    .where(and(eq(routinesHolidays.companyId, companyId), eq(routinesHolidays.id, id)));
  return row;
}

/** The dates among `dates` that are already holidays of the company (optionally other than one holiday). */
export async function takenDates(tx: Db, companyId: string, dates: string[], exceptId?: string): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await tx
    .select({ date: routinesHolidays.date })
    .from(routinesHolidays)
    .where(
      and(
        eq(routinesHolidays.companyId, companyId),
        inArray(routinesHolidays.date, dates),
        exceptId ? sql`${routinesHolidays.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(asc(routinesHolidays.date));
  return rows.map((r) => r.date);
}

/** The holiday dates between two days that apply to someone of `branchId` (company-wide ones and their branch's). */
export async function holidaysFor(tx: Db, companyId: string, branchId: string | null, from: string, to: string): Promise<Set<string>> {
  const rows = await tx
    .select({ date: routinesHolidays.date })
    .from(routinesHolidays)
    .where(
      and(
        eq(routinesHolidays.companyId, companyId),
        gte(routinesHolidays.date, from),
        lte(routinesHolidays.date, to),
        branchId ? or(isNull(routinesHolidays.branchId), eq(routinesHolidays.branchId, branchId)) : isNull(routinesHolidays.branchId),
      ),
    );
  return new Set(rows.map((r) => r.date));
}

export async function branchExists(tx: Db, companyId: string, branchId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)));
  return row !== undefined;
}

export async function insertHolidays(tx: Db, values: (typeof routinesHolidays.$inferInsert)[]): Promise<string[]> {
  const rows = await tx.insert(routinesHolidays).values(values).returning({ id: routinesHolidays.id });
  return rows.map((r) => r.id);
}

/** Applies a change when the version still matches; false when someone else changed it first. */
export async function updateHoliday(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof routinesHolidays.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(routinesHolidays)
    .set({ ...patch, version: sql`${routinesHolidays.version} + 1`, updatedAt: now })
    .where(and(eq(routinesHolidays.companyId, companyId), eq(routinesHolidays.id, id), eq(routinesHolidays.version, version)))
    .returning({ id: routinesHolidays.id });
  return rows.length > 0;
}

export async function deleteHoliday(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(routinesHolidays).where(and(eq(routinesHolidays.companyId, companyId), eq(routinesHolidays.id, id)));
}

/** Holidays falling from..to (inclusive), by date: the calendar source and the dashboard card. */
export async function holidaysBetween(tx: Db, companyId: string, from: string, to: string, limit = 200) {
  return tx
    .select({ id: routinesHolidays.id, date: routinesHolidays.date, description: routinesHolidays.description, branchName: branches.name })
    .from(routinesHolidays)
    .leftJoin(branches, eq(branches.id, routinesHolidays.branchId))
    .where(and(eq(routinesHolidays.companyId, companyId), gte(routinesHolidays.date, from), lte(routinesHolidays.date, to)))
    .orderBy(asc(routinesHolidays.date), asc(routinesHolidays.id))
    .limit(limit);
}

/** The company's branches by id and name (an import names branches by name). */
export async function branchesOf(tx: Db, companyId: string): Promise<{ id: string; name: string }[]> {
  return tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.companyId, companyId));
}
