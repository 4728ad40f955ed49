import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, identityTestApp, invitePerson, registerCompany } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { employees } from '../people/index.js';
import { departments, designations } from './index.js';

describeEachDatabase('the shell’s company-setup lists', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mine: Awaited<ReturnType<typeof registerCompany>>;
  let theirs: Awaited<ReturnType<typeof registerCompany>>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }) });
    mine = await registerCompany(app, { companyName: 'Mine Co', name: 'Anna Mine' });
    theirs = await registerCompany(app, { companyName: 'Theirs Co', name: 'Zed Theirs' });
    for (const [company, prefix] of [
      [mine, 'Mine'],
      [theirs, 'Theirs'],
    ] as const) {
      const [top] = await database.db
        .insert(departments)
        .values({ companyId: company.company.id, name: `${prefix} HQ` })
        .returning();
      const [sales] = await database.db
        .insert(departments)
        .values({ companyId: company.company.id, name: `${prefix} Sales`, parentId: top!.id })
        .returning();
      const [head] = await database.db
        .insert(designations)
        .values({ companyId: company.company.id, name: `${prefix} Sales Head`, departmentId: sales!.id })
        .returning();
      const [rep] = await database.db
        .insert(designations)
        .values({ companyId: company.company.id, name: `${prefix} Sales Rep`, departmentId: sales!.id, reportsToId: head!.id })
        .returning();
      await database.db.insert(employees).values({
        companyId: company.company.id,
        groupId: company.company.groupId,
        firstName: prefix === 'Mine' ? 'Mia' : 'Theo',
        lastName: prefix,
        workEmail: `${prefix.toLowerCase()}@example.test`,
        departmentId: sales!.id,
        designationId: rep!.id,
        hireDate: '2024-02-01',
      });
    }
    await invitePerson(app, database, mine.access, { roleIds: [], name: 'Bob Mine' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/auth/employees/', '/api/company-Setup/departments/', '/api/company-Setup/designations/']) {
      expect((await app.inject(url)).statusCode, url).toBe(401);
    }
  });

  it('lists the active company’s departments only, with their tree', async () => {
    const res = await app.inject({ url: '/api/company-Setup/departments/', headers: bearer(mine.access) });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ id: string; name: string; parentId: string | null }[]>();
    expect(rows.map((r) => r.name)).toEqual(['Mine HQ', 'Mine Sales']);
    expect(rows[1]!.parentId).toBe(rows[0]!.id);
  });

  it('lists the active company’s designations only, with department and reporting line', async () => {
    const res = await app.inject({ url: '/api/company-Setup/designations/', headers: bearer(theirs.access) });
    const rows = res.json<{ id: string; name: string; departmentId: string; reportsToId: string | null }[]>();
    expect(rows.map((r) => r.name)).toEqual(['Theirs Sales Head', 'Theirs Sales Rep']);
    expect(rows[1]!.reportsToId).toBe(rows[0]!.id);
  });

  it('lists the active company’s employee records for pickers: name, photo, department, designation, manager, status', async () => {
    const res = await app.inject({ url: '/api/auth/employees/', headers: bearer(mine.access) });
    expect(res.statusCode).toBe(200);
    const [row] = res.json<Record<string, unknown>[]>();
    expect(res.json()).toHaveLength(1);
    expect(row).toEqual({
      id: expect.any(String),
      name: 'Mia Mine',
      photoUrl: `/api/people/employees/${row!.id as string}/photo`,
      departmentId: expect.any(String),
      departmentName: 'Mine Sales',
      designationId: expect.any(String),
      designationName: 'Mine Sales Rep',
      managerId: null,
      status: 'active',
    });
  });

  it('answers with an ETag, and 304 without a body when nothing changed', async () => {
    for (const url of [
      '/api/auth/employees/',
      '/api/company-Setup/departments/',
      '/api/company-Setup/designations/',
      '/api/auth/employees',
    ]) {
      const first = await app.inject({ url, headers: bearer(mine.access) });
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await app.inject({ url, headers: { ...bearer(mine.access), 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      // Another company's list has another tag.
      const other = await app.inject({ url, headers: { ...bearer(theirs.access), 'if-none-match': etag } });
      expect(other.statusCode).toBe(200);
    }
    const before = (await app.inject({ url: '/api/company-Setup/departments/', headers: bearer(mine.access) })).headers.etag as string;
    await database.db.insert(departments).values({ companyId: mine.company.id, name: 'Mine Finance' });
    const after = await app.inject({
      url: '/api/company-Setup/departments/',
      headers: { ...bearer(mine.access), 'if-none-match': before },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(3);
  });

  it('compresses a large list for clients that accept it', async () => {
    for (let i = 0; i < 40; i++)
      await database.db.insert(departments).values({ companyId: mine.company.id, name: `Mine Branch Office ${i}` });
    const res = await app.inject({
      url: '/api/company-Setup/departments/',
      headers: { ...bearer(mine.access), 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
