import type { Employee } from '@hcims/contracts/people';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, lastEmailedLink, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { createStructure, peopleTestApp, type PeopleTestApp, type Structure } from '../../test/org-people.js';

/** ADR 0082: an employee record with the address of an existing account invites it; it does not join it. */
describeEachDatabase('employee records of existing accounts', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Hiring Co' });
    s = await createStructure(t.app, owner.access);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const companiesOf = async (email: string) =>
    (await t.app.inject({ url: '/api/auth/me', headers: bearer((await signIn(t.app, email)).access) }))
      .json<{ companies: { name: string }[] }>()
      .companies.map((c) => c.name);

  it('creates the record with a pending invitation, shows it as invited, and joins only on acceptance', async () => {
    const existing = await registerCompany(t.app, { name: 'Hidden Name', companyName: 'Home Co' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(owner.access),
      payload: {
        firstName: 'Typed',
        lastName: 'Person',
        workEmail: existing.email,
        departmentId: s.departments.sales,
        designationId: s.designations.salesRep,
        hireDate: '2026-01-05',
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Employee>();
    // The same as for a new address: invited, whatever the account's own status.
    expect(created).toMatchObject({ status: 'invited', accountStatus: 'invited' });
    expect(await companiesOf(existing.email)).toEqual(['Home Co']);
    const members = await t.app.inject({ url: '/api/access/members?limit=100', headers: bearer(owner.access) });
    expect(members.body).not.toContain('Hidden Name');
    // A resend is allowed while the invitation waits (it is not an active account of this company).
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/people/employees/${created.id}/invitation`,
      headers: bearer(owner.access),
    });
    expect(resend.json()).toMatchObject({ accountStatus: 'invited', mailed: true });
    const link = await lastEmailedLink(t.app, existing.email);
    expect(link.path).toBe('/auth/Accept-Invitation');
    const accepted = await t.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload: { token: link.token } });
    expect(accepted.statusCode).toBe(204);
    expect(await companiesOf(existing.email)).toEqual(expect.arrayContaining(['Home Co', 'Hiring Co']));
    const record = await t.app.inject({ url: `/api/people/employees/${created.id}`, headers: bearer(owner.access) });
    expect(record.json()).toMatchObject({ status: 'active', accountStatus: 'active' });
  });
});
