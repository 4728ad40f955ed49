import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Db } from './db-type.js';

/**
 * Transactions that start with transaction-local settings (`set_config(name, value, true)`), the
 * way every tenant transaction starts (ADR 0136).
 *
 * On PostgreSQL, BEGIN and the settings go to the server as one simple-protocol message: one
 * round trip instead of two. Every statement a request sends costs a socket write and a wake-up on
 * both sides, and a list request sends only a handful, so this is a fifth of its statements. The
 * values are sent as escaped literals (the simple protocol has no parameters). On PGlite, and for
 * a handle opened elsewhere, it is drizzle's own transaction followed by the same settings.
 */
export type TransactionSettings = Readonly<Record<string, string>>;

type NodePgInternals = {
  session: { dialect: unknown; schema: unknown; options: unknown };
};

type Opener = <T>(settings: TransactionSettings, work: (tx: Db) => Promise<T>) => Promise<T>;

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

/**
 * Lets `transactionWithSettings` open `db`'s transactions in one round trip: `db` is a
 * node-postgres drizzle handle over `pool`. Called once where the pool is made.
 */
export async function openInOneRoundTrip(db: Db, pool: Pool): Promise<void> {
  const { NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  const { escapeLiteral } = await import('pg');
  const { dialect, schema, options } = (db as unknown as NodePgInternals).session;
  const opener: Opener = async (settings, work) => {
    // The names were checked by transactionWithSettings, the only caller.
    const calls = Object.keys(settings).map((name) => `set_config('${name}', ${escapeLiteral(settings[name]!)}, true)`);
    const client: PoolClient = await pool.connect();
    // A connection that cannot even roll back is closed, not handed to the next request.
    let broken: Error | undefined;
    try {
      // Two statements, no parameters: the simple protocol sends them as one message.
      await client.query(calls.length > 0 ? `begin; select ${calls.join(', ')}` : 'begin');
      // The same session and transaction objects drizzle's own transaction() makes, over this client.
      const session = new NodePgSession(client, dialect as never, schema as never, options as never);
      const result = await work(new NodePgTransaction(dialect as never, session, schema as never) as unknown as Db);
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

/**
 * Runs `work` in one transaction whose settings are set first (they end with it), on `db`.
 * Commits when `work` resolves, rolls back when it throws.
 */
export async function transactionWithSettings<T>(db: Db, settings: TransactionSettings, work: (tx: Db) => Promise<T>): Promise<T> {
  settingNames(settings);
  const opener = openers.get(db);
  if (opener) return opener(settings, work);
  return db.transaction(async (tx) => {
    await applySettings(tx, settings);
    return work(tx);
  });
}
