import { and, count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient, QueryConfig } from 'pg';
import { describe, expect, it } from 'vitest';
import { departments } from '../modules/org/index.js';
import { pageWithTotal, prepared, totalOf } from './list.js';
import * as schema from './schema.js';

/** A node-postgres client that records what it is sent and answers the given rows. */
function recordingDb(answer: (config: QueryConfig) => unknown[][]) {
  const sent: QueryConfig[] = [];
  const client = {
    query: (config: QueryConfig, values?: unknown[]) => {
      sent.push({ ...config, values });
      return Promise.resolve({ rows: answer(config), fields: [] });
    },
  } as unknown as PoolClient;
  return { db: drizzle({ client, schema, casing: 'snake_case' }), sent };
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
    const shape = (db: ReturnType<typeof recordingDb>['db'], offset: number) => {
      const counted = db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId));
      const page = db
        .select({ id: departments.id, total: totalOf(counted) })
        .from(departments)
        .where(eq(departments.companyId, companyId))
        .limit(2)
        .offset(offset);
      return pageWithTotal(page, counted, offset);
    };
    const isPage = (config: QueryConfig) => / limit \$\d+ offset /.test(config.text);

    const full = recordingDb(() => [
      ['a', '7'],
      ['b', '7'],
    ]);
    expect(await shape(full.db, 0)).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 7 });
    expect(full.sent).toHaveLength(1);
    expect(full.sent[0]!.text).toContain('(select count(*) from "departments" where');

    const empty = recordingDb(() => []);
    expect(await shape(empty.db, 0)).toEqual({ rows: [], total: 0 });
    expect(empty.sent).toHaveLength(1);

    const past = recordingDb((config) => (isPage(config) ? [] : [['3']]));
    expect(await shape(past.db, 50)).toEqual({ rows: [], total: 3 });
    expect(past.sent.map(isPage)).toEqual([true, false]);
  });
});
