import { and, count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient, QueryConfig } from 'pg';
import { describe, expect, it } from 'vitest';
import { departments } from '../modules/org/index.js';
import type { Db } from './db-type.js';
import { listStatement, prepared, statementOf } from './list.js';

/** A node-postgres client that records what it is sent and answers the given rows. */
function recordingDb(answer: (config: QueryConfig) => unknown[][]) {
  const sent: QueryConfig[] = [];
  const client = {
    query: (config: QueryConfig, values?: unknown[]) => {
      sent.push({ ...config, values });
      return Promise.resolve({ rows: answer(config), fields: [] });
    },
  } as unknown as PoolClient;
  return { db: drizzle({ client, casing: 'snake_case' }), sent };
}

const byCompany = (db: ReturnType<typeof recordingDb>['db'], companyId: string, parentId?: string) =>
  db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), parentId ? eq(departments.parentId, parentId) : undefined));

describe('list queries', () => {
  it('names a prepared statement after its SQL text: the same shape shares a name whatever the values', async () => {
    const { db, sent } = recordingDb(() => []);
    await prepared(byCompany(db, '00000000-0000-4000-8000-000000000001'));
    await prepared(byCompany(db, '00000000-0000-4000-8000-000000000002'));
    await prepared(byCompany(db, '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003'));
    const names = sent.map((config) => config.name);
    expect(names[0]).toMatch(/^q_[\w-]{24}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
    expect(sent[1]!.values).toEqual(['00000000-0000-4000-8000-000000000002']);
  });

  it('takes the total from the page rows, and counts on its own only for a page past the end', async () => {
    const companyId = '00000000-0000-4000-8000-000000000001';
    const p = sql.placeholder;
    const counted = (db: Db) =>
      db
        .select({ n: count() })
        .from(departments)
        .where(eq(departments.companyId, p('companyId')));
    const list = listStatement(
      (db: Db, _shape: { all: true }) => counted(db),
      (db, _shape, total) =>
        db
          .select({ id: departments.id, total })
          .from(departments)
          .where(eq(departments.companyId, p('companyId'))),
    );
    const shape = (db: ReturnType<typeof recordingDb>['db'], page: number) => list(db, { all: true }, { companyId }, { page, pageSize: 2 });
    const isPage = (config: QueryConfig) => / limit \$\d+ offset /.test(config.text);

    const full = recordingDb(() => [
      ['a', '7'],
      ['b', '7'],
    ]);
    expect(await shape(full.db, 1)).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 7 });
    expect(full.sent).toHaveLength(1);
    expect(full.sent[0]!.text).toContain('(select count(*) from "departments" where');

    const empty = recordingDb(() => []);
    expect(await shape(empty.db, 1)).toEqual({ rows: [], total: 0 });
    expect(empty.sent).toHaveLength(1);

    const past = recordingDb((config) => (isPage(config) ? [] : [['3']]));
    expect(await shape(past.db, 26)).toEqual({ rows: [], total: 3 });
    expect(past.sent.map(isPage)).toEqual([true, false]);
    // The page is cut by listStatement: page 26 of 2 rows skips 50.
    expect(past.sent[0]!.values?.slice(-2)).toEqual([2, 50]);
  });

  it("builds a statement once per shape and runs it with each call's values", async () => {
    const built: unknown[] = [];
    const departmentsOf = statementOf((db: Db, shape: { underParent: boolean }) => {
      built.push(shape);
      return db
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            eq(departments.companyId, sql.placeholder('companyId')),
            shape.underParent ? eq(departments.parentId, sql.placeholder('parentId')) : undefined,
          ),
        );
    });
    const { db, sent } = recordingDb(() => [['d1']]);
    const tx = db as unknown as Db;
    expect(await departmentsOf(tx, { underParent: false }, { companyId: 'c1' })).toEqual([{ id: 'd1' }]);
    await departmentsOf(tx, { underParent: false }, { companyId: 'c2', parentId: 'ignored' });
    await departmentsOf(tx, { underParent: true }, { companyId: 'c1', parentId: 'p1' });
    await departmentsOf(tx, { underParent: true }, { companyId: 'c2', parentId: 'p2' });

    expect(built).toEqual([{ underParent: false }, { underParent: true }]);
    expect(sent.map((config) => config.values)).toEqual([['c1'], ['c2'], ['c1', 'p1'], ['c2', 'p2']]);
    expect(sent[1]!.text).toBe(sent[0]!.text);
    expect(sent[1]!.name).toBe(sent[0]!.name);
    expect(sent[2]!.text).toContain('"parent_id" = $2');
    expect(sent[2]!.name).not.toBe(sent[0]!.name);
    // The same name as `prepared` gives the same text, so both share a connection's plan.
    await prepared(db.select({ id: departments.id }).from(departments).where(eq(departments.companyId, 'c3')));
    expect(sent[4]!.name).toBe(sent[0]!.name);
  });

  it('refuses a statement that carries a value instead of a placeholder, and a call without a value it needs', async () => {
    const { db } = recordingDb(() => []);
    const tx = db as unknown as Db;
    const leaky = statementOf((d: Db, _shape: { any: boolean }) =>
      d.select({ id: departments.id }).from(departments).where(eq(departments.companyId, 'a company of one request')),
    );
    await expect(leaky(tx, { any: true }, {})).rejects.toThrow(/parameter 1 is a value, not a sql.placeholder/);

    const byCompanyOf = statementOf((d: Db, _shape: { any: boolean }) =>
      d
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.companyId, sql.placeholder('companyId'))),
    );
    await expect(byCompanyOf(tx, { any: true }, { company: 'misspelt' })).rejects.toThrow(/companyId/);
  });

  it("maps rows with each field's decoder, nested selects as drizzle does", async () => {
    const flat = statementOf((d: Db, _shape: { any: boolean }) =>
      d
        .select({
          id: departments.id,
          parentId: departments.parentId,
          n: sql<number>`count(*)`.mapWith(Number),
          // A key that would break generated code were it not quoted as a string literal.
          'it\'s "odd"\\ }); throw 1; ({': departments.name,
        })
        .from(departments)
        .where(eq(departments.companyId, sql.placeholder('companyId'))),
    );
    const nested = statementOf((d: Db, _shape: { any: boolean }) =>
      d
        .select({ department: { id: departments.id }, n: sql<number>`count(*)`.mapWith(Number) })
        .from(departments)
        .where(eq(departments.companyId, sql.placeholder('companyId'))),
    );
    const { db } = recordingDb(() => [
      ['d1', null, '7', 'Sales'],
      ['d2', 'd1', '0', null],
    ]);
    const tx = db as unknown as Db;
    expect(await flat(tx, { any: true }, { companyId: 'c1' })).toEqual([
      { id: 'd1', parentId: null, n: 7, 'it\'s "odd"\\ }); throw 1; ({': 'Sales' },
      { id: 'd2', parentId: 'd1', n: 0, 'it\'s "odd"\\ }); throw 1; ({': null },
    ]);
    const two = recordingDb(() => [['d1', '3']]);
    expect(await nested(two.db as unknown as Db, { any: true }, { companyId: 'c1' })).toEqual([{ department: { id: 'd1' }, n: 3 }]);
  });
});
