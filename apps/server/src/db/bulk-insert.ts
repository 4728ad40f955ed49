import { getTableColumns, is, SQL, sql, type InferInsertModel } from 'drizzle-orm';
import { PgJson, PgJsonb, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Many rows in one INSERT with ONE parameter: the rows as a JSON array of arrays, one array per row
 * with a cell per written column, read back with `jsonb_array_elements` and each column's SQL type
 * (ADRs 0134 and 0148). Drizzle's `values(rows)` makes a parameter and several SQL fragments per
 * cell (500 employees: 18,000 parameters), and building that text cost the import more than
 * PostgreSQL spent writing the rows. Cells by position, not objects by key: the column names are
 * not repeated in every row, and PostgreSQL reads the text once into jsonb and takes each cell by
 * index, where `json_to_recordset` took about twice as long to parse the same rows.
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
  const cells: unknown[][] = rows.map(() => []);
  const selectList: SQL[] = [];
  for (const [key, column] of columns) {
    const given = rows.map((row) => row[key]);
    const present = given.filter((value) => value !== undefined).length;
    const perRowDefault = column.defaultFn ?? (column.default === undefined ? column.onUpdateFn : undefined);
    if (present === 0 && !perRowDefault) {
      selectList.push(column.default === undefined ? sql`null` : defaultOf(column));
      continue;
    }
    if (present < rows.length && !perRowDefault && column.default !== undefined) return null;
    const keepsValue = is(column, PgJson) || is(column, PgJsonb);
    const position = sql.raw(String(cells[0]!.length));
    // Rows of one batch mostly share a value (one `now` for createdAt): it is mapped once, not per row.
    let previous: unknown = NOT_JSON;
    let previousJson: unknown = NOT_JSON;
    for (let i = 0; i < rows.length; i++) {
      const value = given[i] === undefined && perRowDefault ? perRowDefault() : given[i];
      if (value !== previous) {
        if (isSql(value)) return null;
        previousJson = jsonValue(column, keepsValue, value);
        if (previousJson === NOT_JSON) return null;
        previous = value;
      }
      cells[i]!.push(previousJson);
    }
    // A JSON cell is taken as jsonb (a JSON null is SQL null, as values() writes it); any other as text, cast to its type.
    const type = sql.raw(column.getSQLType());
    selectList.push(keepsValue ? sql`nullif(r->${position}, 'null')::${type}` : sql`(r->>${position})::${type}`);
  }
  return sql`select ${sql.join(selectList, sql`, `)} from jsonb_array_elements(${JSON.stringify(cells)}::jsonb) as r`;
}

const NOT_JSON = Symbol('not JSON');

/** Whether a value is an SQL expression (which JSON cannot carry); dates, arrays and plain objects, the common cells, never are. */
function isSql(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || value instanceof Date || Array.isArray(value)) return false;
  return Object.getPrototypeOf(value) !== Object.prototype && is(value, SQL);
}

/** A cell as JSON: JSON columns keep the value itself (their driver mapping would make it a string). */
function jsonValue(column: PgColumn, keepsValue: boolean, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (keepsValue) return value;
  const mapped: unknown = column.mapToDriverValue(value);
  const kind = typeof mapped;
  if (mapped === null || kind === 'string' || kind === 'number' || kind === 'boolean') return mapped;
  return NOT_JSON;
}

function defaultOf(column: PgColumn): SQL {
  const value: unknown = column.default;
  return is(value, SQL) ? value : sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
}
