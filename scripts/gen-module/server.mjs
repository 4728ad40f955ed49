// Templates of a generated module's server side: table, repository, rules, service, routes,
// the module's registry entry, its route inventory and its tests.

import { repository, table } from './server-data.mjs';
import { apiTest, inventory } from './server-tests.mjs';

export { rlsSql } from './server-data.mjs';

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

const service = (
  n,
) => `import type { Create${n.Name}Record, ${n.Name}Record, ${n.Name}RecordListQuery, ${n.Name}RecordPage, Update${n.Name}Record } from '@hcims/contracts/${n.name}';
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
