import { getTableColumns, is, SQL, sql, type InferInsertModel } from 'drizzle-orm';
import { PgJson, PgJsonb, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Many rows in one INSERT with ONE parameter: the rows as a JSON array, read back by
 * `json_to_recordset` with each column's SQL type (ADR 0134). Drizzle's `values(rows)` makes a
 * parameter and several SQL fragments per cell (500 employees: 18,000 parameters), and building
 * that text cost the import more than PostgreSQL spent writing the rows.
 *
 * Same semantics as `tx.insert(table).values(rows)`: a column no row gives takes its default
 * (the schema's SQL default, else its `$defaultFn`/`$onUpdateFn` per row, else null); a value
 * goes through the column's own driver mapping (dates, enums, numerics). The caller chains
 * `.returning()` or `.onConflictDoNothing()` as usual. Falls back to `values(rows)` where the
 * JSON form would not mean the same: a column with an SQL default given for some rows only,
 * or a value that is not plain JSON after mapping (bytes).
 */
export function insertRows<T extends PgTable>(tx: Db, table: T, rows: readonly InferInsertModel<T>[]) {
  const select = rows.length > 1 ? asJsonSelect(table, rows) : null;
  return select ? tx.insert(table).select(select) : tx.insert(table).values([...rows] as never);
}

function asJsonSelect(table: PgTable, rows: readonly Record<string, unknown>[]): SQL | null {
  // Generated columns are left out, as drizzle's own insert does (`shouldDisableInsert` is not in its types).
  const columns = (Object.entries(getTableColumns(table)) as [string, PgColumn & { shouldDisableInsert(): boolean }][]).filter(
    ([, column]) => !column.shouldDisableInsert(),
  );
  const records: Record<string, unknown>[] = rows.map(() => ({}));
  const given: PgColumn[] = [];
  const selectList: SQL[] = [];
  for (const [key, column] of columns) {
    const present = rows.filter((row) => row[key] !== undefined).length;
    const perRowDefault = column.defaultFn ?? (column.default === undefined ? column.onUpdateFn : undefined);
    if (present === 0 && !perRowDefault) {
      selectList.push(column.default === undefined ? sql`null` : defaultOf(column));
      continue;
    }
    if (present < rows.length && !perRowDefault && column.default !== undefined) return null;
    const keepsValue = is(column, PgJson) || is(column, PgJsonb);
    for (const [i, row] of rows.entries()) {
      const value = row[key] === undefined && perRowDefault ? perRowDefault() : row[key];
      if (typeof value === 'object' && value !== null && is(value, SQL)) return null;
      const json = jsonValue(column, keepsValue, value);
      if (json === NOT_JSON) return null;
      records[i]![column.name] = json;
    }
    given.push(column);
    selectList.push(sql`x.${sql.identifier(column.name)}`);
  }
  const definition = sql.join(
    given.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`select ${sql.join(selectList, sql`, `)} from json_to_recordset(${JSON.stringify(records)}::json) as x(${definition})`;
}

const NOT_JSON = Symbol('not JSON');

/** A cell as JSON: JSON columns keep the value itself (their driver mapping would make it a string). */
function jsonValue(column: PgColumn, keepsValue: boolean, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (keepsValue) return value;
  const mapped: unknown = column.mapToDriverValue(value);
  if (mapped === null || ['string', 'number', 'boolean'].includes(typeof mapped)) return mapped;
  return NOT_JSON;
}

function defaultOf(column: PgColumn): SQL {
  const value: unknown = column.default;
  return is(value, SQL) ? value : sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
}
