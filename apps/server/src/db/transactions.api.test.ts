import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../test/harness.js';
import { selectRows } from './client.js';
import { transactionWithSettings } from './transactions.js';

const setting = (name: string) => sql`select current_setting(${name}, true) as value`;

describeEachDatabase('transactionWithSettings: a transaction that starts with its settings', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.db.execute(sql`create table settings_test_rows (note text not null)`);
  });
  afterAll(async () => database.dispose());

  const valueOf = async (name: string) => (await selectRows<{ value: string | null }>(database.db, setting(name)))[0]!.value;

  it('sets the values, quotes included, for the transaction only, and commits its writes', async () => {
    const tricky = `O'Brien "quoted" \\ back; select 1; -- سلام`;
    const seen = await transactionWithSettings(database.db, { 'app.first': tricky, 'app.second': '' }, async (tx) => {
      await tx.execute(sql`insert into settings_test_rows values (${'kept'})`);
      return [
        (await selectRows<{ value: string }>(tx, setting('app.first')))[0]!.value,
        (await selectRows<{ value: string }>(tx, setting('app.second')))[0]!.value,
      ];
    });
    expect(seen).toEqual([tricky, '']);
    // Transaction-local: gone afterwards on every pooled connection (empty or unset).
    for (let i = 0; i < 4; i++) expect(await valueOf('app.first')).toBeFalsy();
    expect(await selectRows(database.db, sql`select note from settings_test_rows`)).toEqual([{ note: 'kept' }]);
  });

  it('rolls back everything when the work throws, and the connection serves the next transaction', async () => {
    await expect(
      transactionWithSettings(database.db, { 'app.first': 'x' }, async (tx) => {
        await tx.execute(sql`insert into settings_test_rows values (${'lost'})`);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await expect(
      transactionWithSettings(database.db, { 'app.first': 'y' }, async (tx) => {
        await tx.execute(sql`insert into settings_test_rows values (${'lost too'})`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    const after = await Promise.all(
      Array.from({ length: 6 }, () =>
        transactionWithSettings(database.db, { 'app.first': 'z' }, (tx) => selectRows(tx, setting('app.first'))),
      ),
    );
    expect(after.every((rows) => (rows as { value: string }[])[0]!.value === 'z')).toBe(true);
    expect(await selectRows(database.db, sql`select note from settings_test_rows order by note`)).toEqual([{ note: 'kept' }]);
  });

  it('refuses a setting name that is not a plain name', async () => {
    for (const name of [`app.x', 'y', true); drop table settings_test_rows; --`, 'App.Upper', 'a.b.c', '']) {
      await expect(transactionWithSettings(database.db, { [name]: 'v' }, () => Promise.resolve(1))).rejects.toThrow('not a setting name');
    }
    expect(await selectRows(database.db, sql`select count(*)::int as n from settings_test_rows`)).toEqual([{ n: 1 }]);
  });

  it('keeps savepoints working inside (a nested transaction rolls back alone)', async () => {
    await transactionWithSettings(database.db, {}, async (tx) => {
      await tx.execute(sql`insert into settings_test_rows values (${'outer'})`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into settings_test_rows values (${'inner'})`);
          throw new Error('inner failed');
        })
        .catch(() => undefined);
    });
    expect(await selectRows(database.db, sql`select note from settings_test_rows order by note`)).toEqual([
      { note: 'kept' },
      { note: 'outer' },
    ]);
  });

  it('opens with a constant read that sees the settings, and hands its first row to the work', async () => {
    const opened = await transactionWithSettings(
      database.db,
      { 'app.first': 'opened' },
      (_tx, row) => Promise.resolve(row),
      `select current_setting('app.first') as value, 2 as two`,
    );
    expect(opened).toMatchObject({ value: 'opened' });
    expect(Number(opened!.two)).toBe(2);
    const none = await transactionWithSettings(database.db, {}, (_tx, row) => Promise.resolve(row), `select 1 as one where false`);
    expect(none).toBeUndefined();
    for (const opening of ['select $1', 'select 1; drop table settings_test_rows', 'delete from settings_test_rows']) {
      await expect(transactionWithSettings(database.db, {}, () => Promise.resolve(1), opening)).rejects.toThrow('not a constant select');
    }
    // A failing opening read fails the transaction before the work runs, and the connection serves the next one.
    let ran = false;
    await expect(transactionWithSettings(database.db, {}, () => Promise.resolve((ran = true)), `select 1 / 0`)).rejects.toThrow();
    expect(ran).toBe(false);
    expect(await transactionWithSettings(database.db, { 'app.first': 'next' }, (tx) => settingIn(tx))).toBe('next');

    // Planned once per pooled connection, the read still answers after transactions that rolled back on the same connections.
    const opening = `select current_setting('app.first') as value`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        transactionWithSettings(
          database.db,
          { 'app.first': `run ${i}` },
          (_tx, row) => (i % 3 === 0 ? Promise.reject(new Error('rolled back')) : Promise.resolve(row?.value)),
          opening,
        ),
      ),
    );
    outcomes.forEach((outcome, i) =>
      expect(outcome).toEqual(
        i % 3 === 0 ? { status: 'rejected', reason: new Error('rolled back') } : { status: 'fulfilled', value: `run ${i}` },
      ),
    );
  });
});

async function settingIn(tx: Parameters<typeof selectRows>[0]): Promise<string | null> {
  return (await selectRows<{ value: string | null }>(tx, setting('app.first')))[0]!.value;
}
