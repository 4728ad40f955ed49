// Templates of a generated module's server side: table, repository, rules, service, routes,
// the module's registry entry, its route inventory and its tests.

const dir = (n) => `apps/server/src/modules/${n.name}`;

export function serverFiles(n) {
  return {
    [`${dir(n)}/${n.name}.table.ts`]: table(n),
    [`${dir(n)}/${n.name}.repository.ts`]: repository(n),
    [`${dir(n)}/${n.name}.rules.ts`]: rules(n),
    [`${dir(n)}/${n.name}.rules.test.ts`]: rulesTest(n),
    [`${dir(n)}/${n.name}.service.ts`]: service(n),
    [`${dir(n)}/${n.name}.routes.ts`]: routes(n),
    [`${dir(n)}/${n.name}.routes.inventory.ts`]: inventory(n),
    [`${dir(n)}/index.ts`]: index(n),
    [`${dir(n)}/${n.name}.api.test.ts`]: apiTest(n),
  };
}

const table = (n) => `import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';

/**
 * Records of the ${n.name} module, one company's each (\`company_id\`, behind the row-level
 * security policy that the module's migration adds by hand).
 */
export const ${n.name}Records = pgTable(
  '${n.name}_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    note: text(),
    /** Optimistic concurrency: every change increments it; a stale write answers 409. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('${n.name}_records_name_unique').on(t.companyId, sql\`lower(\${t.name})\`),
    index('${n.name}_records_company_created_index').on(t.companyId, t.createdAt, t.id),
  ],
);
`;

/** The policy SQL appended to the generated migration, like every tenant table's. */
export const rlsSql = (n) => `--> statement-breakpoint
-- Tenant table of the ${n.name} module (docs/decisions/0003-tenancy-rls.md). The runtime role
-- hcims_app has its privileges on new tables by default (0002_tenancy_rls).
ALTER TABLE "${n.name}_records" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "${n.name}_records" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "${n.name}_records_tenant" ON "${n.name}_records" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
`;

const repository = (n) => `import type { ${n.Name}RecordListQuery } from '@hcims/contracts/${n.name}';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageWithTotal, totalOf } from '../../db/list.js';
import { ${n.name}Records } from './${n.name}.table.js';

/** The SQL of the ${n.name} module. Every query names its company, on top of row-level security. */

export type ${n.Name}RecordRow = typeof ${n.name}Records.$inferSelect;

const likePattern = (q: string) => \`%\${q.replace(/[\\\\%_]/g, (c) => \`\\\\\${c}\`)}%\`;

function orderOf(sort: ${n.Name}RecordListQuery['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const column = (sort ?? 'name').replace(/^-/, '') === 'createdAt' ? ${n.name}Records.createdAt : ${n.name}Records.name;
  return [descending ? desc(column) : asc(column), asc(${n.name}Records.id)];
}

/** One page of the company's records and the total, in one statement (db/list.ts). */
export async function listRecords(
  tx: Db,
  companyId: string,
  query: ${n.Name}RecordListQuery,
): Promise<{ rows: ${n.Name}RecordRow[]; total: number }> {
  const where = and(eq(${n.name}Records.companyId, companyId), query.q ? ilike(${n.name}Records.name, likePattern(query.q)) : undefined);
  const countQuery = tx.select({ n: count() }).from(${n.name}Records).where(where);
  const offset = (query.page - 1) * query.pageSize;
  const page = tx
    .select({
      id: ${n.name}Records.id,
      companyId: ${n.name}Records.companyId,
      name: ${n.name}Records.name,
      note: ${n.name}Records.note,
      version: ${n.name}Records.version,
      createdAt: ${n.name}Records.createdAt,
      updatedAt: ${n.name}Records.updatedAt,
      total: totalOf(countQuery),
    })
    .from(${n.name}Records)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.pageSize)
    .offset(offset);
  return pageWithTotal(page, countQuery, offset);
}

export async function findRecord(tx: Db, companyId: string, id: string): Promise<${n.Name}RecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(${n.name}Records)
    .where(and(eq(${n.name}Records.companyId, companyId), eq(${n.name}Records.id, id)));
  return row;
}

export async function insertRecord(tx: Db, values: typeof ${n.name}Records.$inferInsert): Promise<${n.Name}RecordRow> {
  const [row] = await tx.insert(${n.name}Records).values(values).returning();
  return row!;
}

/** Applies a change when the version still matches; undefined when someone else changed it first. */
export async function updateRecord(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof ${n.name}Records.$inferInsert>,
  now: Date,
): Promise<${n.Name}RecordRow | undefined> {
  const [row] = await tx
    .update(${n.name}Records)
    .set({ ...patch, version: sql\`\${${n.name}Records.version} + 1\`, updatedAt: now })
    .where(and(eq(${n.name}Records.companyId, companyId), eq(${n.name}Records.id, id), eq(${n.name}Records.version, version)))
    .returning();
  return row;
}

export async function deleteRecord(tx: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(${n.name}Records)
    .where(and(eq(${n.name}Records.companyId, companyId), eq(${n.name}Records.id, id)))
    .returning({ id: ${n.name}Records.id });
  return rows.length > 0;
}
`;

const rules = (n) => `import type { ${n.Name}Record } from '@hcims/contracts/${n.name}';

/** The ${n.name} module's rules: pure functions, no I/O, tested on their own. */

/** A note as stored: trimmed, and null when nothing is left. */
export function cleanNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  return text === '' ? null : text;
}

/** What the API answers for a stored record (internal columns left out). */
export function recordView(row: { id: string; name: string; note: string | null; version: number }): ${n.Name}Record {
  return { id: row.id, name: row.name, note: row.note, version: row.version };
}
`;

const rulesTest = (n) => `import { describe, expect, it } from 'vitest';
import { cleanNote, recordView } from './${n.name}.rules.js';

describe('${n.name} rules', () => {
  it('stores a blank note as null and trims the others', () => {
    expect(cleanNote('  ')).toBeNull();
    expect(cleanNote(undefined)).toBeNull();
    expect(cleanNote(null)).toBeNull();
    expect(cleanNote('  kept ')).toBe('kept');
  });

  it('answers only the public fields of a record', () => {
    const row = { id: 'a', name: 'One', note: null, version: 2, companyId: 'c', createdAt: new Date() };
    expect(recordView(row)).toEqual({ id: 'a', name: 'One', note: null, version: 2 });
  });
});
`;

const service = (n) => `import type { Create${n.Name}Record, ${n.Name}Record, ${n.Name}RecordListQuery, ${n.Name}RecordPage, Update${n.Name}Record } from '@hcims/contracts/${n.name}';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, changes, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './${n.name}.repository.js';
import { cleanNote, recordView } from './${n.name}.rules.js';

/**
 * The ${n.name} module's use cases. Each takes the request's context: the route opened its one
 * tenant transaction, and every write commits or rolls back together with its audit event.
 */

const nameTaken = () => new AppError('${n.NAME}_NAME_TAKEN', 'A record with this name already exists', { status: 409 });

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.${n.Name}RecordRow> {
  const row = await repo.findRecord(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Record');
  return row;
}

export async function listRecords(ctx: RequestCtx, query: ${n.Name}RecordListQuery): Promise<${n.Name}RecordPage> {
  const { rows, total } = await repo.listRecords(ctx.tx, ctx.companyId, query);
  return { items: rows.map(recordView), total, page: query.page, pageSize: query.pageSize };
}

export async function getRecord(ctx: RequestCtx, id: string): Promise<${n.Name}Record> {
  return recordView(await mustFind(ctx, id));
}

export async function createRecord(ctx: RequestCtx, input: Create${n.Name}Record): Promise<${n.Name}Record> {
  let row: repo.${n.Name}RecordRow;
  try {
    row = await repo.insertRecord(ctx.tx, { companyId: ctx.companyId, name: input.name, note: cleanNote(input.note) });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  const view = recordView(row);
  await audit(ctx, '${n.name}.record-created', { type: '${n.name}-record', id: row.id }, null, view);
  return view;
}

export async function updateRecord(ctx: RequestCtx, id: string, input: Update${n.Name}Record): Promise<${n.Name}Record> {
  const current = await mustFind(ctx, id);
  if (current.version !== input.version) throw staleVersion('${n.NAME}_STALE_VERSION', 'record', current.version);
  const { version, ...fields } = input;
  const patch = { ...fields, ...(fields.note !== undefined ? { note: cleanNote(fields.note) } : {}) };
  let row: repo.${n.Name}RecordRow | undefined;
  try {
    row = await repo.updateRecord(ctx.tx, ctx.companyId, id, version, patch, ctx.now);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  if (!row) throw staleVersion('${n.NAME}_STALE_VERSION', 'record', (await mustFind(ctx, id)).version);
  const diff = changes(recordView(current), recordView(row));
  await audit(ctx, '${n.name}.record-updated', { type: '${n.name}-record', id }, diff.before, diff.after);
  return recordView(row);
}

export async function deleteRecord(ctx: RequestCtx, id: string): Promise<void> {
  const current = await mustFind(ctx, id);
  await repo.deleteRecord(ctx.tx, ctx.companyId, id);
  await audit(ctx, '${n.name}.record-deleted', { type: '${n.name}-record', id }, recordView(current), null);
}
`;

const routes = (n) => `import {
  Create${n.Name}RecordSchema,
  ${n.Name}IdParamsSchema,
  ${n.Name}RecordListQuerySchema,
  ${n.Name}RecordPageSchema,
  ${n.Name}RecordSchema,
  Update${n.Name}RecordSchema,
} from '@hcims/contracts/${n.name}';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { requestRunner } from '../../platform/request/index.js';
import * as service from './${n.name}.service.js';

const tags = ['${n.name}'];

/** /api/${n.name}/records: list, read, add, change (with its version) and delete records. */
export function register${n.Name}Routes(app: FastifyInstance, deps: { database: Pick<Database, 'db'>; clock: Clock }): void {
  const run = requestRunner(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/${n.name}/records',
    {
      schema: { tags, summary: 'One page of the company’s records', querystring: ${n.Name}RecordListQuerySchema, response: { 200: ${n.Name}RecordPageSchema } },
      config: { permission: '${n.name}.records:read' },
    },
    (request) => run(request, (ctx) => service.listRecords(ctx, request.query)),
  );

  api.post(
    '/api/${n.name}/records',
    {
      schema: { tags, summary: 'Add a record', body: Create${n.Name}RecordSchema, response: { 201: ${n.Name}RecordSchema } },
      config: { permission: '${n.name}.records:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createRecord(ctx, request.body))),
  );

  api.get(
    '/api/${n.name}/records/:id',
    {
      schema: { tags, summary: 'One record', params: ${n.Name}IdParamsSchema, response: { 200: ${n.Name}RecordSchema } },
      config: { permission: '${n.name}.records:read' },
    },
    (request) => run(request, (ctx) => service.getRecord(ctx, request.params.id)),
  );

  api.patch(
    '/api/${n.name}/records/:id',
    {
      schema: {
        tags,
        summary: 'Change a record (with its version)',
        params: ${n.Name}IdParamsSchema,
        body: Update${n.Name}RecordSchema,
        response: { 200: ${n.Name}RecordSchema },
      },
      config: { permission: '${n.name}.records:update' },
    },
    (request) => run(request, (ctx) => service.updateRecord(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/${n.name}/records/:id',
    {
      schema: { tags, summary: 'Delete a record', params: ${n.Name}IdParamsSchema, response: { 204: NoContentSchema } },
      config: { permission: '${n.name}.records:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => service.deleteRecord(ctx, request.params.id));
      return reply.code(204).send();
    },
  );
}
`;

const inventory = (n) => `import type { RouteInventory } from '../../platform/auth/index.js';
import { ${n.name}Records } from './${n.name}.table.js';

/**
 * The access every /api/${n.name} route declares, and how to name a record of another company
 * (route-inventory.api.test.ts collects this file and probes each route for 401, 403 and 404).
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, company) => {
    const [row] = await tx
      .insert(${n.name}Records)
      .values({ companyId: company.companyId, name: \`Theirs \${crypto.randomUUID()}\` })
      .returning();
    return { ${n.name}RecordId: row!.id };
  },
  routes: {
    'GET /api/${n.name}/records': { access: '${n.name}.records:read' },
    'POST /api/${n.name}/records': { access: '${n.name}.records:create' },
    'GET /api/${n.name}/records/:id': { access: '${n.name}.records:read', foreign: { params: (f) => ({ id: f.rows.${n.name}RecordId! }) } },
    'PATCH /api/${n.name}/records/:id': {
      access: '${n.name}.records:update',
      foreign: { params: (f) => ({ id: f.rows.${n.name}RecordId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/${n.name}/records/:id': { access: '${n.name}.records:delete', foreign: { params: (f) => ({ id: f.rows.${n.name}RecordId! }) } },
  },
};
`;

const index = (n) => `import type { ServerModule } from '../../platform/modules/index.js';
import { register${n.Name}Routes } from './${n.name}.routes.js';

export { ${n.name}Records } from './${n.name}.table.js';
export { register${n.Name}Routes } from './${n.name}.routes.js';

/** The ${n.name} module's registry entry (listed in apps/server/src/modules.ts): its routes; seeds and jobs join here. */
export const ${n.name}Module: ServerModule = {
  name: '${n.name}',
  routes: (app, { database, clock }) => register${n.Name}Routes(app, { database, clock }),
};
`;

const apiTest = (n) => `import type { ${n.Name}Record, ${n.Name}RecordPage } from '@hcims/contracts/${n.name}';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, identityTestApp, registerCompany } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

describeEachDatabase('${n.name} records', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }) });
    owner = await registerCompany(app, { companyName: '${n.Title} Co' });
    other = await registerCompany(app, { companyName: 'Other ${n.Title} Co' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('adds, lists, changes and deletes a record, each change audited', async () => {
    const created = await call('POST', '/api/${n.name}/records', { name: '  First  ', note: ' ' });
    expect(created.statusCode).toBe(201);
    const record = created.json<${n.Name}Record>();
    expect(record).toMatchObject({ name: 'First', note: null, version: 1 });

    const list = (await call('GET', '/api/${n.name}/records?q=fir')).json<${n.Name}RecordPage>();
    expect(list).toMatchObject({ total: 1, page: 1, items: [{ id: record.id }] });

    const changed = await call('PATCH', \`/api/${n.name}/records/\${record.id}\`, { version: 1, note: 'Second thoughts' });
    expect(changed.json()).toMatchObject({ note: 'Second thoughts', version: 2 });

    const audit = await call('GET', '/api/access/audit-events');
    expect(JSON.stringify(audit.json())).toContain('${n.name}.record-updated');

    expect((await call('DELETE', \`/api/${n.name}/records/\${record.id}\`)).statusCode).toBe(204);
    expect((await call('GET', \`/api/${n.name}/records/\${record.id}\`)).statusCode).toBe(404);
  });

  it('refuses a bad body naming the field, a taken name and a stale version', async () => {
    const bad = await call('POST', '/api/${n.name}/records', { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('body.name');

    const record = (await call('POST', '/api/${n.name}/records', { name: 'Unique' })).json<${n.Name}Record>();
    const taken = await call('POST', '/api/${n.name}/records', { name: 'UNIQUE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('${n.NAME}_NAME_TAKEN');

    await call('PATCH', \`/api/${n.name}/records/\${record.id}\`, { version: 1, name: 'Unique 2' });
    const stale = await call('PATCH', \`/api/${n.name}/records/\${record.id}\`, { version: 1, name: 'Unique 3' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: '${n.NAME}_STALE_VERSION', details: { currentVersion: 2 } });
  });

  it('keeps each company to its own records', async () => {
    const mine = (await call('POST', '/api/${n.name}/records', { name: 'Mine' })).json<${n.Name}Record>();
    expect((await call('GET', \`/api/${n.name}/records/\${mine.id}\`, undefined, other.access)).statusCode).toBe(404);
    expect((await call('DELETE', \`/api/${n.name}/records/\${mine.id}\`, undefined, other.access)).statusCode).toBe(404);
    const theirs = (await call('GET', '/api/${n.name}/records', undefined, other.access)).json<${n.Name}RecordPage>();
    expect(theirs.total).toBe(0);
  });
});
`;
