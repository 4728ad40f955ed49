import type { ReportValueType } from '@hcims/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ReportQuery, ReportRows } from './report-definition.js';
import { filterCondition, reportRow } from './report-sql.js';

/**
 * One way for a definition's repository to answer a checked request (ADR 0108): it names where
 * its rows come from, the conditions every row meets (the company, the caller's scope) and an
 * expression per allow-listed key; this builds the page, the groups with their counts and the
 * total from them. Keys only ever pick one of the definition's expressions; values travel as
 * parameters (`filterCondition`).
 */
export type ReportSource = {
  /** The FROM clause with its joins. */
  from: SQL;
  /** What every row meets whatever the request: the company and the caller's scope. */
  where: readonly SQL[];
  /** Each allow-listed key's expression (dates as YYYY-MM-DD text). */
  expressions: Readonly<Record<string, SQL>>;
  types: ReadonlyMap<string, ReportValueType>;
  /** A stable order across pages after the chosen sort. */
  tieBreak: readonly SQL[];
};

type Row = Record<string, unknown>;

/** The rows of a statement, on either driver. */
async function rowsOf(tx: Db, statement: SQL): Promise<Row[]> {
  const result: unknown = await tx.execute(statement);
  return (result as { rows: Row[] }).rows;
}

function expressionOf(source: ReportSource, key: string): SQL {
  const found = source.expressions[key];
  if (!found) throw new Error(`"${key}" has no expression in this report definition`);
  return found;
}

function whereOf(source: ReportSource, query: ReportQuery): SQL {
  const conditions = [
    ...source.where,
    ...query.checked.request.filters.map((f) => filterCondition(expressionOf(source, f.field), source.types.get(f.field)!, f)),
  ];
  return sql.join(
    conditions.map((c) => sql`(${c})`),
    sql` and `,
  );
}

/** One page of rows (every row up to `limit` for an export), the groups when grouped, and how many match. */
export async function selectReport(tx: Db, query: ReportQuery, source: ReportSource): Promise<ReportRows> {
  const { request, columns } = query.checked;
  const { page } = query;
  const where = whereOf(source, query);
  const numeric = (key: string) => {
    const type = key === 'count' ? 'number' : source.types.get(key);
    return type === 'number' || type === 'money';
  };
  const group = request.groupBy;

  let groups: ReportRows['groups'] = null;
  if (group) {
    const found = await rowsOf(
      tx,
      sql`select ${expressionOf(source, group.field)} as value, count(*)::int as count from ${source.from} where ${where} group by 1 order by 1 asc nulls last`,
    );
    groups = found.map((g) => {
      const cleaned = reportRow({ [group.field]: g.value, count: g.count }, numeric);
      return { value: cleaned[group.field] ?? null, count: Number(cleaned.count) };
    });
    if (group.summaryOnly) {
      const rows = groups.slice(page.offset, page.offset + page.limit).map((g) => ({ [group.field]: g.value, count: g.count }));
      return { rows, groups, total: groups.length };
    }
  }

  const keys = group ? [group.field, ...columns] : columns;
  const selected = sql.join(
    keys.map((key) => sql`${expressionOf(source, key)} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const order: SQL[] = [];
  if (group) order.push(sql`${expressionOf(source, group.field)} asc nulls last`);
  for (const s of request.sort)
    order.push(sql`${expressionOf(source, s.field)} ${s.direction === 'desc' ? sql`desc` : sql`asc`} nulls last`);
  order.push(...source.tieBreak);
  const found = await rowsOf(
    tx,
    sql`select ${selected} from ${source.from} where ${where} order by ${sql.join(order, sql`, `)} limit ${page.limit} offset ${page.offset}`,
  );
  let total: number;
  if (groups) total = groups.reduce((sum, g) => sum + g.count, 0);
  else {
    const [counted] = await rowsOf(tx, sql`select count(*)::int as n from ${source.from} where ${where}`);
    total = Number(counted?.n ?? 0);
  }
  // Rows keep the requested keys only, in order (a driver may answer extra properties).
  const rows = found.map((r) => reportRow(Object.fromEntries(keys.map((k) => [k, r[k]])), numeric));
  return { rows, groups, total };
}
