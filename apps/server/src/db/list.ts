import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The shape of every paginated list (docs/decisions/0055-list-query-shape.md):
 *
 * - one statement answers the page and the total: the page selects `total: totalOf(countQuery)`,
 *   an uncorrelated scalar subquery that PostgreSQL runs once per statement (an InitPlan), over
 *   the base table and only the joins its filters need, so it can be an index-only count;
 * - the page joins the names it shows to its LIMITed rows only;
 * - the statement is prepared under a name derived from its text (`prepared`), so a pooled
 *   connection parses and plans each list shape once instead of at every request;
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

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A page and its total from one statement whose rows carry `total`. A page past the end has no
 * row to carry it: only then is the count run on its own (an empty first page means 0).
 */
export async function pageWithTotal<T extends { total: number }>(
  page: Preparable<T[]>,
  count: Preparable<{ n: number }[]>,
  offset: number,
): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const rows = await prepared(page);
  const total = rows[0]?.total ?? (offset > 0 ? ((await prepared(count))[0]?.n ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
