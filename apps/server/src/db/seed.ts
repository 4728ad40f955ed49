import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import { companyGroups } from './schema.js';
import type { Database, Db } from './client.js';
import { seedRuns } from './meta.table.js';

export type SeedContext = {
  /** The transaction the module's seed runs in, together with its seed_runs row. */
  tx: Db;
  /** The reference "today" for relative demo dates. */
  now: Date;
};

/** One module's demo data. Modules declare theirs in the module registry (`modules.ts`), after the modules they need. */
export type ModuleSeed = {
  module: string;
  run(ctx: SeedContext): Promise<void>;
};

export type SeedOutcome = { applied: string[]; skipped: 'not-a-demo-database' | null };

/**
 * Applies the demo seeds that have not run yet, each in its own transaction.
 * `onlyIfDemo`: on start-up, seed an empty database, or a demo database (one with seed_runs rows)
 * that gained modules since; never touch a database that holds real data.
 */
export async function runSeeds(
  database: Database,
  seeds: readonly ModuleSeed[],
  options: { onlyIfDemo: boolean; log?: Pick<Logger, 'info'>; now?: Date },
): Promise<SeedOutcome> {
  const { db } = database;
  const done = new Set((await db.select({ module: seedRuns.module }).from(seedRuns)).map((r) => r.module));
  if (options.onlyIfDemo && done.size === 0) {
    const [groups] = await db.select({ n: count() }).from(companyGroups);
    if ((groups?.n ?? 0) > 0) return { applied: [], skipped: 'not-a-demo-database' };
  }
  const applied: string[] = [];
  for (const seed of seeds) {
    if (done.has(seed.module)) continue;
    await db.transaction(async (tx) => {
      // The insert doubles as a guard: a concurrent seeder hits the primary key and rolls back.
      const claimed = await tx.insert(seedRuns).values({ module: seed.module }).onConflictDoNothing().returning();
      if (claimed.length === 0) return;
      await seed.run({ tx, now: options.now ?? new Date() });
      applied.push(seed.module);
    });
    options.log?.info({ module: seed.module }, 'demo data seeded');
  }
  return { applied, skipped: null };
}
