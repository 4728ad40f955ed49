import type { Database, RuntimeLogin } from '../../db/client.js';

/**
 * What is wrong with the login request paths connect as, or null. A superuser can SET ROLE back
 * to itself, BYPASSRLS ignores every policy, and a member of the tables' owner can become it: any
 * of them turns row-level security from a safety net into a suggestion (ADR 0065).
 */
export function runtimeLoginProblem(login: RuntimeLogin): string | null {
  const why = [
    login.superuser ? 'a superuser' : null,
    login.bypassRls ? 'able to bypass row-level security (BYPASSRLS)' : null,
    login.ownsTables ? 'the owner of the tables (or a member of it)' : null,
  ].filter((w): w is string => w !== null);
  return why.length === 0 ? null : `the database login "${login.name}" is ${why.join(', ')}`;
}

export type RuntimeLoginVerdict = { level: 'ok' } | { level: 'warn' | 'refuse'; message: string };

/**
 * Production on PostgreSQL refuses such a login (one line naming the fix); development and tests
 * on PostgreSQL warn, as does production on the embedded database, which has no other login.
 */
export async function checkRuntimeLogin(database: Pick<Database, 'kind' | 'runtimeLogin'>, nodeEnv: string): Promise<RuntimeLoginVerdict> {
  const problem = runtimeLoginProblem(await database.runtimeLogin());
  if (!problem) return { level: 'ok' };
  if (nodeEnv === 'production' && database.kind === 'postgres') {
    return {
      level: 'refuse',
      message: `Refusing to start: ${problem}. Set DATABASE_URL to the runtime login and DATABASE_OWNER_URL to the tables' owner (README, "Database roles").`,
    };
  }
  // The embedded database is the zero-set-up default for development: it has no other login to offer.
  if (database.kind === 'pglite' && nodeEnv !== 'production') return { level: 'ok' };
  return {
    level: 'warn',
    message:
      database.kind === 'pglite'
        ? 'WARNING: the embedded database has a single superuser login; row-level security binds every request, but a request that injected SQL could step out of it. Use PostgreSQL with a runtime login for production data.'
        : `WARNING: ${problem}; row-level security is no safety net with this login. Production refuses it (README, "Database roles").`,
  };
}
