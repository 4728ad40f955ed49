import { ErrorBodySchema } from '@hcims/contracts/platform';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, uniqueEmail } from '../auth/testing.js';
import { describeEachDatabase, freshDatabase, testApp, type TestDatabase } from '../../test/harness.js';
import { addEmployee, createStructure, multipart, PDF, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';

/** A 400 in the standard shape whose details name exactly these fields. */
function expectRefused(res: LightMyRequestResponse, paths: string[]): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect((body.error.details as { path: string }[]).map((d) => d.path).sort()).toEqual([...paths].sort());
}

describeEachDatabase('text that cannot be stored', (kind) => {
  let database: TestDatabase;
  let people: PeopleTestApp;
  let app: FastifyInstance;
  let access: string;
  let employeeId: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    people = await peopleTestApp(database);
    app = people.app;
    access = (await registerCompany(app)).access;
    const structure = await createStructure(app, access);
    employeeId = (
      await addEmployee(app, access, { departmentId: structure.departments.sales, designationId: structure.designations.salesRep })
    ).id;
  });
  afterAll(async () => {
    await people.close();
    await database.dispose();
  });

  it('refuses NUL in a field of an unauthenticated request (register)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nul\u0000Owner', companyName: 'Nul Co', email: uniqueEmail(), password: 'Quiet-Orchard-913' },
    });
    expectRefused(res, ['body.name']);
  });

  it('refuses an unpaired surrogate, and names every bad field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Half \ud83d', companyName: 'Co \udc00', email: uniqueEmail(), password: 'Quiet-Orchard-913' },
    });
    expectRefused(res, ['body.companyName', 'body.name']);
    // A complete pair (an emoji) is ordinary text.
    expect((await registerCompany(app, { name: 'Smile \ud83d\ude00' })).user).toBeDefined();
  });

  it('refuses NUL in a signed-in write, a query string and a path parameter', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/org/departments',
      headers: bearer(access),
      payload: { name: 'Ops\u0000' },
    });
    expectRefused(created, ['body.name']);
    const search = await app.inject({ url: '/api/people/employees?q=ab%00cd', headers: bearer(access) });
    expectRefused(search, ['querystring.q']);
    const byId = await app.inject({ url: '/api/org/branches/%00', headers: bearer(access) });
    expectRefused(byId, ['params.id']);
    // Nothing was written.
    const departments = (await app.inject({ url: '/api/org/departments', headers: bearer(access) })).body;
    expect(departments).not.toContain('Ops');
  });

  it('refuses NUL in an uploaded file name and in a text part, storing nothing', async () => {
    const url = `/api/people/employees/${employeeId}/documents`;
    const badName = multipart(
      { title: 'Passport', category: 'passport' },
      { name: 'pass\u0000port.pdf', content: PDF, type: 'application/pdf' },
    );
    expectRefused(await app.inject({ method: 'POST', url, headers: { ...bear(), ...badName.headers }, payload: badName.payload }), [
      'body.file.filename',
    ]);
    const badTitle = multipart(
      { title: 'Pass\u0000port', category: 'passport' },
      { name: 'passport.pdf', content: PDF, type: 'application/pdf' },
    );
    expectRefused(await app.inject({ method: 'POST', url, headers: { ...bear(), ...badTitle.headers }, payload: badTitle.payload }), [
      'body.title',
    ]);
    const good = multipart({ title: 'Contract', category: 'contract' }, { name: 'contract.pdf', content: PDF, type: 'application/pdf' });
    const stored = await app.inject({ method: 'POST', url, headers: { ...bear(), ...good.headers }, payload: good.payload });
    expect(stored.statusCode, stored.body).toBe(201);
    const list = await app.inject({ url, headers: bear() });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('contract.pdf');
    expect(list.body).not.toContain('port');

    const csv = multipart({}, { name: 'staff\u0000.csv', content: 'firstName,lastName\nA,B\n', type: 'text/csv' });
    expectRefused(
      await app.inject({ method: 'POST', url: '/api/people/imports', headers: { ...bear(), ...csv.headers }, payload: csv.payload }),
      ['body.file.filename'],
    );
  });

  const bear = () => bearer(access);
});

describeEachDatabase('a database refusing text', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await testApp(database, {
      extend: (a) =>
        // Text that slipped past the request check (built here, not sent) reaches the database.
        a.get('/api/test/unstorable', { config: { public: true } }, async () => {
          await database.db.execute(sql`select ${`a${String.fromCharCode(0)}b`}::text as t`);
          return { stored: true };
        }),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('answers 400, not 500, when the database cannot store a character', async () => {
    expectRefused(await app.inject('/api/test/unstorable'), ['body']);
  });
});
