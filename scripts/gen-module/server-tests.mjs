// Templates of a generated module's server tests: its route inventory (collected by the generated
// permission test) and its API test, run on PGlite and PostgreSQL.

export const inventory = (n) => `import type { RouteInventory } from '../../platform/auth/index.js';
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

export const apiTest = (n) => `import type { ${n.Name}Record, ${n.Name}RecordPage } from '@hcims/contracts/${n.name}';
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

  it('pages, searches and sorts the list, each page with the total', async () => {
    for (const name of ['Pager C', 'Pager A', 'Pager B']) await call('POST', '/api/${n.name}/records', { name });
    const page = (url: string) => call('GET', url).then((res) => res.json<${n.Name}RecordPage>());

    const first = await page('/api/${n.name}/records?q=pager&pageSize=2&sort=name');
    expect(first).toMatchObject({ total: 3, page: 1 });
    expect(first.items.map((r) => r.name)).toEqual(['Pager A', 'Pager B']);
    const second = await page('/api/${n.name}/records?q=pager&pageSize=2&page=2&sort=name');
    expect(second.items.map((r) => r.name)).toEqual(['Pager C']);
    expect(second.total).toBe(3);
    // Past the end the page has no row to carry the total: it is counted on its own.
    const past = await page('/api/${n.name}/records?q=pager&pageSize=2&page=5&sort=name');
    expect(past).toMatchObject({ total: 3, items: [] });
    const descending = await page('/api/${n.name}/records?q=pager&sort=-name');
    expect(descending.items.map((r) => r.name)).toEqual(['Pager C', 'Pager B', 'Pager A']);
    // Wildcards are taken literally.
    expect((await page('/api/${n.name}/records?q=pager%25')).total).toBe(0);
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
