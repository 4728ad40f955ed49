import { count, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { companies, companyGroups, DEMO_COMPANY_NAME } from '../modules/org/index.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../test/harness.js';
import { openDatabase, selectRows } from './client.js';
import { runSeeds, type ModuleSeed } from './seed.js';
import { demoSeeds } from '../modules.js';

async function tableNames(database: TestDatabase): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

async function appliedMigrations(database: TestDatabase): Promise<number> {
  const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row!.n;
}

describeEachDatabase('migrations and seeds', (kind) => {
  const open: TestDatabase[] = [];
  afterEach(async () => {
    while (open.length) await open.pop()!.dispose();
  });
  const fresh = async () => {
    const database = await freshDatabase(kind);
    open.push(database);
    return database;
  };

  it('applies every migration to a fresh database, and a second run changes nothing', async () => {
    const database = await fresh();
    expect(await tableNames(database)).toEqual(expect.arrayContaining(['companies', 'company_groups', 'seed_runs']));
    const before = await appliedMigrations(database);
    expect(before).toBeGreaterThan(0);
    await database.migrate();
    expect(await appliedMigrations(database)).toBe(before);
  });

  it('seeds the demo company on an empty database, once', async () => {
    const database = await fresh();
    const first = await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    expect(first.applied).toContain('org');
    const second = await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    expect(second.applied).toEqual([]);
    const rows = await database.db.select({ name: companies.name }).from(companies);
    expect(rows).toEqual([{ name: DEMO_COMPANY_NAME }]);
  });

  it('adds a newly landed module’s demo data to a demo database', async () => {
    const database = await fresh();
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    const ran: string[] = [];
    const later: ModuleSeed = {
      module: 'later-module',
      run: () => {
        ran.push('later');
        return Promise.resolve();
      },
    };
    const outcome = await runSeeds(database, [...demoSeeds, later], { onlyIfDemo: true });
    expect(outcome.applied).toEqual(['later-module']);
    expect(ran).toEqual(['later']);
  });

  it('never seeds a database that holds real data', async () => {
    const database = await fresh();
    await database.db.insert(companyGroups).values({ name: 'Real Customer Ltd' });
    const outcome = await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    expect(outcome).toEqual({ applied: [], skipped: 'not-a-demo-database' });
    const [groups] = await database.db.select({ n: count() }).from(companyGroups);
    expect(groups!.n).toBe(1);
  });

  it('rolls back a module seed that fails half-way, leaving nothing behind', async () => {
    const database = await fresh();
    const failing: ModuleSeed = {
      module: 'org',
      run: async ({ tx }) => {
        await tx.insert(companyGroups).values({ name: 'Half Written' });
        throw new Error('boom');
      },
    };
    await expect(runSeeds(database, [failing], { onlyIfDemo: true })).rejects.toThrow('boom');
    const [groups] = await database.db.select({ n: count() }).from(companyGroups);
    expect(groups!.n).toBe(0);
    expect((await runSeeds(database, demoSeeds, { onlyIfDemo: true })).applied).toContain('org');
  });

  if (kind === 'postgres') {
    it('is safe when two processes migrate the same database at once', async () => {
      const database = await fresh();
      await database.db.execute(sql`drop schema public cascade; create schema public; drop schema drizzle cascade`);
      const url = database.url;
      expect(url).toBeDefined();
      const a = await openDatabase({ kind: 'postgres', url: url! });
      const b = await openDatabase({ kind: 'postgres', url: url! });
      try {
        await Promise.all([a.migrate(), b.migrate()]);
        expect(await tableNames(database)).toEqual(expect.arrayContaining(['companies', 'company_groups']));
      } finally {
        await a.close();
        await b.close();
      }
    });
  }
});
