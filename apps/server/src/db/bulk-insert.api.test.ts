import { asc, sql } from 'drizzle-orm';
import { boolean, integer, json, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../test/harness.js';
import { insertRows } from './bulk-insert.js';

// A table of its own with one column of each kind the bulk writers use, created in the test.
const mood = pgEnum('bulk_test_mood', ['calm', 'busy']);
let made = 0;
const things = pgTable('bulk_test_things', {
  id: uuid().primaryKey().defaultRandom(),
  position: integer().notNull(),
  name: text().notNull(),
  note: text(),
  mood: mood().notNull().default('calm'),
  flagged: boolean().notNull().default(false),
  tags: text().array().notNull().default([]),
  detail: jsonb().$type<{ a: number; nested: { b: string[] } }>(),
  raw: json().$type<{ z: (number | string)[] }>(),
  label: text()
    .notNull()
    .$defaultFn(() => `made-${++made}`),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const DDL = [
  sql`create type bulk_test_mood as enum ('calm', 'busy')`,
  sql`create table bulk_test_things (
    id uuid primary key default gen_random_uuid(),
    position integer not null,
    name text not null,
    note text,
    mood bulk_test_mood not null default 'calm',
    flagged boolean not null default false,
    tags text[] not null default '{}',
    detail jsonb,
    raw json,
    label text not null,
    at timestamptz not null default now()
  )`,
];

describeEachDatabase('insertRows: many rows as one JSON parameter', (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    for (const statement of DDL) await database.db.execute(statement);
  });
  afterAll(async () => database.dispose());

  const rowsInOrder = () => db().select().from(things).orderBy(asc(things.position));

  it('writes every column as values() does: given values, SQL defaults, $defaultFn, nulls, json, arrays, enums and dates', async () => {
    const at = new Date('2026-03-01T08:30:00.123Z');
    const written = await insertRows(db(), things, [
      {
        position: 1,
        name: 'O\'Brien "quoted" \\ back',
        note: null,
        mood: 'busy',
        tags: ['a', 'b c', '{x}'],
        detail: { a: 1, nested: { b: ['ü', '"'] } },
        raw: { z: [1, 'two'] },
        at,
      },
      { position: 2, name: 'سلام', mood: 'calm', tags: [], detail: null, at },
      { position: 3, name: 'third', note: 'kept', mood: 'busy', tags: ['only'], at },
    ]).returning();
    expect(written.map((r) => r.position)).toEqual([1, 2, 3]);
    const rows = await rowsInOrder();
    expect(rows.map((r) => [r.name, r.note, r.mood, r.flagged, r.tags, r.detail, r.at.toISOString()])).toEqual([
      ['O\'Brien "quoted" \\ back', null, 'busy', false, ['a', 'b c', '{x}'], { a: 1, nested: { b: ['ü', '"'] } }, at.toISOString()],
      ['سلام', null, 'calm', false, [], null, at.toISOString()],
      ['third', 'kept', 'busy', false, ['only'], null, at.toISOString()],
    ]);
    expect(rows.map((r) => r.raw)).toEqual([{ z: [1, 'two'] }, null, null]);
    // A JSON null is SQL null, as values() writes it, not the JSON literal null.
    const nulls = await db().execute(
      sql`select count(*) filter (where detail is null)::int as detail, count(*) filter (where raw is null)::int as raw from bulk_test_things`,
    );
    expect((nulls as { rows: unknown[] }).rows[0]).toEqual({ detail: 2, raw: 2 });
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    expect(rows.every((r) => /^made-\d+$/.test(r.label))).toBe(true);
    expect(new Set(rows.map((r) => r.label)).size).toBe(3);
  });

  it('gives a column with an SQL default its default when no row sets it, and the value where every row does', async () => {
    await db().delete(things);
    await insertRows(db(), things, [
      { position: 1, name: 'a', flagged: true },
      { position: 2, name: 'b', flagged: false },
    ]);
    const rows = await rowsInOrder();
    expect(rows.map((r) => [r.mood, r.flagged])).toEqual([
      ['calm', true],
      ['calm', false],
    ]);
    expect(rows.every((r) => Math.abs(r.at.getTime() - Date.now()) < 60_000)).toBe(true);
  });

  it('keeps the default of the rows that leave out a column other rows set', async () => {
    await db().delete(things);
    await insertRows(db(), things, [
      { position: 1, name: 'set', mood: 'busy' },
      { position: 2, name: 'left out' },
    ]);
    expect((await rowsInOrder()).map((r) => r.mood)).toEqual(['busy', 'calm']);
  });

  it('writes all of the rows or none of them', async () => {
    await db().delete(things);
    const id = crypto.randomUUID();
    await expect(
      insertRows(db(), things, [
        { id, position: 1, name: 'first' },
        { id, position: 2, name: 'same id' },
      ]),
    ).rejects.toThrow();
    expect(await rowsInOrder()).toEqual([]);
  });
});
