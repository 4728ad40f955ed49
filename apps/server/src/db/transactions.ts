import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Db } from './db-type.js';
import { statementName } from './list.js';

/**
 * Transactions that start with transaction-local settings (`set_config(name, value, true)`), the
 * way every tenant transaction starts (ADR 0136).
 *
 * On PostgreSQL, BEGIN and the settings go to the server as one simple-protocol message: one
 * round trip instead of two. Every statement a request sends costs a socket write and a wake-up on
 * both sides, and a list request sends only a handful, so this is a fifth of its statements. The
 * values are sent as escaped literals (the simple protocol has no parameters). On PGlite, and for
 * a handle opened elsewhere, it is drizzle's own transaction followed by the same settings.
 *
 * A transaction may also open with one read (`opening`): a constant select without parameters
 * that may use the settings (`current_setting(...)`), sent in the same message, so a value nearly
 * every request needs (the tenant's company) costs no round trip of its own. Its first row is
 * handed to the work. On PostgreSQL each pooled connection prepares it once (SQL `PREPARE`, which
 * outlives transactions) and the message then says `execute`, so it is not planned at every
 * request. Elsewhere it runs as the first statement after the settings.
 */
export type TransactionSettings = Readonly<Record<string, string>>;

type NodePgInternals = {
  session: { dialect: unknown; schema: unknown; options: unknown };
};

/** The first row of the transaction's opening read, as the driver returns it (undefined without one, or with no row). */
export type OpeningRow = Record<string, unknown> | undefined;
type Work<T> = (tx: Db, opened: OpeningRow) => Promise<T>;
type Opener = <T>(settings: TransactionSettings, opening: string | undefined, work: Work<T>) => Promise<T>;

const openers = new WeakMap<Db, Opener>();

const SETTING_NAME = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

function settingNames(settings: TransactionSettings): string[] {
  const names = Object.keys(settings);
  for (const name of names) if (!SETTING_NAME.test(name)) throw new Error(`not a setting name: ${name}`);
  return names;
}

/** Sets transaction-local settings in an open transaction: one `select set_config(...), ...`, the values as parameters. */
export async function applySettings(tx: Db, settings: TransactionSettings): Promise<void> {
  const calls = settingNames(settings).map((name) => sql`set_config(${name}, ${settings[name]!}, true)`);
  if (calls.length > 0) await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

/** The opening reads each pooled connection has prepared (SQL PREPARE), by name. */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * Lets `transactionWithSettings` open `db`'s transactions in one round trip: `db` is a
 * node-postgres drizzle handle over `pool`. Called once where the pool is made.
 */
export async function openInOneRoundTrip(db: Db, pool: Pool): Promise<void> {
  const { NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  const { escapeLiteral } = await import('pg');
  const { dialect, schema, options } = (db as unknown as NodePgInternals).session;
  const opener: Opener = async (settings, opening, work) => {
    // The names and the opening read were checked by transactionWithSettings, the only caller.
    const calls = Object.keys(settings).map((name) => `set_config('${name}', ${escapeLiteral(settings[name]!)}, true)`);
    const name = opening ? statementName(opening) : undefined;
    const statements = ['begin', ...(calls.length > 0 ? [`select ${calls.join(', ')}`] : []), ...(name ? [`execute "${name}"`] : [])];
    const client: PoolClient = await pool.connect();
    // A connection that cannot even roll back is closed, not handed to the next request.
    let broken: Error | undefined;
    try {
      // The opening read is planned once per connection: PREPARE outlives transactions (even one rolled back).
      const known = preparedOn.get(client) ?? new Set<string>();
      if (name && !known.has(name)) {
        await client.query(`prepare "${name}" as ${opening}`);
        preparedOn.set(client, known.add(name));
      }
      // No parameters: the simple protocol sends every statement in one message, and answers one result each.
      const results = await client.query(statements.join('; '));
      const opened = opening ? ([results].flat().at(-1)?.rows[0] as OpeningRow) : undefined;
      // The same session and transaction objects drizzle's own transaction() makes, over this client.
      const session = new NodePgSession(client, dialect as never, schema as never, options as never);
      const result = await work(new NodePgTransaction(dialect as never, session, schema as never) as unknown as Db, opened);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  openers.set(db, opener);
}

/** A constant select of one statement without parameters: what may follow the settings in the opening message. */
const OPENING_READ = /^select\s[^;$]*$/i;

/**
 * Runs `work` in one transaction whose settings are set first (they end with it), on `db`, then
 * the `opening` read if given (its first row goes to `work`). Commits when `work` resolves, rolls
 * back when it throws.
 */
export async function transactionWithSettings<T>(db: Db, settings: TransactionSettings, work: Work<T>, opening?: string): Promise<T> {
  settingNames(settings);
  if (opening !== undefined && !OPENING_READ.test(opening)) throw new Error(`not a constant select: ${opening}`);
  const opener = openers.get(db);
  if (opener) return opener(settings, opening, work);
  return db.transaction(async (tx) => {
    await applySettings(tx, settings);
    const result: unknown = opening ? await tx.execute(sql.raw(opening)) : undefined;
    const opened = (result as { rows: OpeningRow[] } | undefined)?.rows[0];
    return work(tx, opened);
  });
}
