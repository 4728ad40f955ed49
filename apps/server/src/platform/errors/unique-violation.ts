/**
 * When a write failed on a unique constraint (PostgreSQL 23505, possibly wrapped by the driver or
 * Drizzle), the constraint's name ('' when the driver did not say); otherwise null.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const pg = e as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };
    if (pg.code === '23505') return pg.constraint ?? pg.constraint_name ?? '';
    e = pg.cause;
  }
  return null;
}
