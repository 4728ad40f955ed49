import { createHash } from 'node:crypto';
import { Column, is, Param, Placeholder, SQL, sql, Subquery, type Query, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './db-type.js';

/**
 * The shape of every paginated list (docs/decisions/0055-list-query-shape.md):
 *
 * - one statement answers the page and the total: the page selects `total: totalOf(countQuery)`,
 *   an uncorrelated scalar subquery that PostgreSQL runs once per statement (an InitPlan), over
 *   the base table and only the joins its filters need, so it can be an index-only count;
 * - the page joins the names it shows to its LIMITed rows only;
 * - the statement is prepared under a name derived from its text (`prepared`), so a pooled
 *   connection parses and plans each list shape once instead of at every request;
 * - a list that runs at every request is built once per shape (`statementOf`, ADR 0141): its
 *   values are placeholders, so the server renders the SQL once, not at every request;
 * - the module's indexes lead with company_id, then the filter column, then the sort columns and
 *   the id tie-breaker.
 */

type Preparable<R> = { prepare(name: string): { execute(): Promise<R> } };
/** What drizzle's node-postgres prepared query keeps: its text and the two configs it sends (pinned drizzle-orm). */
type NodePgPrepared = { queryString?: unknown; queryConfig?: { name?: string }; rawQueryConfig?: { name?: string } };

/** The total of a list as a column of its page: `(select count(*) ...)`, run once per statement. */
export function totalOf(countQuery: SQLWrapper): SQL<number> {
  return sql<number>`(${countQuery})`.mapWith(Number);
}

/**
 * Runs a query as a named prepared statement. The name is a digest of the SQL text (never of the
 * values), so every request with the same filters and sort reuses the connection's plan. The
 * query is built once: the name is set on the driver's config after drizzle rendered the text
 * (building a 20-column select costs about 0.35 ms of CPU). PGlite has no such config and runs
 * the query as usual.
 */
export function prepared<R>(query: Preparable<R>): Promise<R> {
  const statement = query.prepare('');
  const { queryString, queryConfig, rawQueryConfig } = statement as NodePgPrepared;
  if (typeof queryString === 'string' && queryConfig && rawQueryConfig) {
    queryConfig.name = rawQueryConfig.name = statementName(queryString);
  }
  return statement.execute();
}

/** Digests already taken, by SQL text: a list has a few dozen shapes, and hashing 3 KB of text at every request shows. */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 1_000;

/** The name of a prepared statement: a digest of its text, never of its values. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** The total a page's rows carry; past the end (no rows, offset > 0) `count` answers it. */
export async function totalOfPage(
  rows: readonly { total: number }[],
  offset: number,
  count: () => Promise<{ n: number }[]>,
): Promise<number> {
  return rows[0]?.total ?? (offset > 0 ? ((await count())[0]?.n ?? 0) : 0);
}

/**
 * A page from a statement built once per shape (`statementOf`) whose rows carry `total`, and that
 * total. A page past the end has no row to carry it: only then is `count` (same shape and values)
 * run on its own; an empty first page means 0.
 */
async function pageOfStatement<S, T extends { total: number }>(
  page: (tx: Db, shape: S, values: Record<string, unknown>) => Promise<T[]>,
  count: (tx: Db, shape: S, values: Record<string, unknown>) => Promise<{ n: number }[]>,
  tx: Db,
  shape: S,
  values: Record<string, unknown> & { offset: number },
): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const rows = await page(tx, shape, values);
  const total = await totalOfPage(rows, values.offset, () => count(tx, shape, values));
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** What `statementOf` builds from: a drizzle select, prepared once per shape. */
type Buildable<R> = { prepare(name: string): unknown; _: { result: R } };
/** A list's ordered select before its page is cut: `listStatement` adds the limit and the offset. */
type Pageable<R> = { limit(limit: Placeholder): { offset(offset: Placeholder): Buildable<R> } };

/** Which page of a list a request asks for (1-based), as every list query carries it. */
export type Paging = { page: number; pageSize: number };

/**
 * A paginated list in the shape above, built once per shape: `count` selects how many rows the
 * list has (`{ n: count() }`, its conditions only), `page` selects the ordered rows and carries that
 * count as its `total` column (`select({ ...columns, total })`), and `listStatement` cuts the page
 * (limit and offset, from `paging`). Every value is a placeholder, as in `statementOf`. The answer
 * runs one statement per request, and the count alone only for a page past the end.
 */
export function listStatement<S extends StatementShape, T extends { total: number }>(
  count: (db: Db, shape: S) => Buildable<{ n: number }[]> & SQLWrapper,
  page: (db: Db, shape: S, total: SQL<number>) => Pageable<T[]>,
): (tx: Db, shape: S, values: Record<string, unknown>, paging: Paging) => Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const countStatement = statementOf(count);
  const pageStatement = statementOf((db: Db, shape: S) =>
    page(db, shape, totalOf(count(db, shape)))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return (tx, shape, values, { page: number, pageSize }) =>
    pageOfStatement(pageStatement, countStatement, tx, shape, { ...values, limit: pageSize, offset: (number - 1) * pageSize });
}

/** A value, or a placeholder filled when a statement built once per shape runs (`statementOf`). */
export type Bound = string | SQLWrapper;

/** A search's LIKE pattern: the text anywhere, its %, _ and \\ matched as themselves. */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What decides a statement's text: which filters are present, the sort, the scope. Never a value. */
export type StatementShape = Readonly<Record<string, string | number | boolean | undefined>>;

/** A select's rendered parts, kept per shape: its text and parameters, and how its rows are mapped. */
type Rendered = { query: Query; name: string; fields: Field[]; joinsNotNullableMap: unknown; mapRows?: RowsMapper };
/** A selected field as drizzle orders them: where it goes in the row object, and what decodes it. */
type Field = { path: string[]; field: unknown };
type RowsMapper = (rows: unknown[][]) => unknown;
/** What drizzle's prepared select holds (node-postgres and PGlite alike, pinned drizzle-orm). */
type DrizzlePrepared = { queryString: string; params: unknown[]; fields: Field[]; joinsNotNullableMap: unknown };
type SessionOf = {
  prepareQuery(
    query: Query,
    fields: Field[],
    name: string | undefined,
    arrayMode: boolean,
    mapRows?: RowsMapper,
  ): DrizzlePrepared & { execute(values: Record<string, unknown>): Promise<unknown> };
};
/** Shapes kept per statement: a list has a few dozen; more means the shape holds something it should not. */
const MAX_SHAPES = 500;

/**
 * A select built once per shape and run with each request's values (ADR 0141). Building and
 * rendering a list's select costs more of the server's CPU than anything else in the request, and
 * its text depends only on the shape (which filters are present, the sort, the scope).
 *
 * `build` gets the shape and nothing else; every value of the statement is a `sql.placeholder`,
 * filled from `values` when it runs. A select that carries a value instead of a placeholder is
 * refused the first time it is built, so no request's value can be kept in a statement another
 * request runs. Define a statement at module level: its cache lives in the function this answers.
 * The statement is prepared under a name derived from its text, as `prepared` does.
 */
export function statementOf<S extends StatementShape, R>(
  build: (db: Db, shape: S) => Buildable<R>,
): (tx: Db, shape: S, values: Record<string, unknown>) => Promise<R> {
  const rendered = new Map<string, Rendered>();
  return async (tx, shape, values) => {
    const key = shapeKey(shape);
    let parts = rendered.get(key);
    if (parts === undefined) {
      const statement = build(tx, shape).prepare('') as DrizzlePrepared;
      const valueAt = statement.params.findIndex((p) => !is(p, Placeholder) && !(is(p, Param) && is(p.value, Placeholder)));
      if (valueAt >= 0)
        throw new Error(`statementOf: parameter ${valueAt + 1} is a value, not a sql.placeholder: ${statement.queryString}`);
      parts = {
        query: { sql: statement.queryString, params: statement.params },
        name: statementName(statement.queryString),
        fields: statement.fields,
        joinsNotNullableMap: statement.joinsNotNullableMap,
        mapRows: flatRowsMapper(statement.fields),
      };
      if (rendered.size >= MAX_SHAPES) rendered.clear();
      rendered.set(key, parts);
    }
    const session = (tx as unknown as { _: { session: SessionOf } })._.session;
    const statement = session.prepareQuery(parts.query, parts.fields, parts.name, true, parts.mapRows);
    statement.joinsNotNullableMap = parts.joinsNotNullableMap;
    return (await statement.execute(values)) as R;
  };
}

/**
 * Maps rows of a flat select (every field at the top level) with the fields' decoders looked up
 * once, as drizzle's own mapping does per row and field; a nested select keeps drizzle's mapping
 * (undefined), which also turns a left-joined object that is all null into null.
 *
 * The mapper of a shape is generated code: one object literal with the select's keys. Filling an
 * empty object key by key made every row walk the same chain of hidden-class transitions with a
 * store the engine could not specialise, which took 9% of the server's CPU on a 50-row list page;
 * the literal builds each row in one step (ADR 0150). The keys are the select's field names, from
 * our own code, and enter the code as JSON string literals; no value is ever part of it.
 */
function flatRowsMapper(fields: Field[]): RowsMapper | undefined {
  if (fields.some(({ path }) => path.length !== 1)) return undefined;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const properties = fields.map(({ path }, i) => `${JSON.stringify(path[0])}: row[${i}] === null ? null : decode[${i}](row[${i}])`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from field names only, see above
  const generate = new Function('decode', `return (row) => ({ ${properties.join(', ')} });`) as (
    decode: FieldDecoder[],
  ) => (row: unknown[]) => unknown;
  const mapRow = generate(decoders);
  return (rows) => rows.map(mapRow);
}

/** What turns a field's driver value into its JavaScript value (a column's, or the decoder of an SQL expression). */
type FieldDecoder = (raw: unknown) => unknown;
function decoderOf(field: unknown): FieldDecoder {
  type Decoder = { mapFromDriverValue(value: unknown): unknown };
  /** drizzle keeps an expression's decoder on the SQL object, internally (pinned drizzle-orm). */
  const decoderOfSql = (expression: unknown) => (expression as { decoder: Decoder }).decoder;
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? decoderOfSql(field)
      : is(field, Subquery)
        ? decoderOfSql(field._.sql)
        : decoderOfSql((field as SQL.Aliased).sql);
  return (raw) => decoder.mapFromDriverValue(raw);
}

/** One text per shape whatever the order of its keys. */
function shapeKey(shape: StatementShape): string {
  return JSON.stringify(
    Object.keys(shape)
      .sort()
      .map((key) => [key, shape[key] ?? null]),
  );
}
