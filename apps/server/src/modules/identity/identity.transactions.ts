import type { Database, Db } from '../../db/client.js';

/**
 * Identity's public flows (sign-in, sign-up, refresh, sign-out, forgot and reset password) and
 * the session look-up of the access guard run before there is a tenant: no signed-in caller, so
 * no request transaction. They open their own platform transactions through this one helper on
 * the request paths' connection; each names what it may see with bindEmails, bindSecret,
 * bindSelf or bindCompany (ADR 0033, "Identity's public flows").
 */
export type PlatformTransactions = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

export function platformTransactions(database: Pick<Database, 'db'>): PlatformTransactions {
  return (work) => database.db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * What a request-bound use case answers: its value, and what to do once the request's
 * transaction has committed (sessions to drop from this process's cache, mail to send).
 */
export type Committed<T> = { value: T; endedSessions?: readonly string[]; mailIds?: readonly string[] };
