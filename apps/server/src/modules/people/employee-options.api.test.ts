import type { Employee, EmployeeOption } from '@hcims/contracts/people';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  bearer,
  lastEmailedLink,
  lastEmailedToken,
  registerCompany,
  signIn,
  TEST_PASSWORD,
  testClock,
} from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  createStructure,
  expectStatus,
  peopleTestApp,
  PNG,
  upload,
  type PeopleTestApp,
  type Structure,
} from '../../test/org-people.js';
import { employees } from './people.table.js';

const DAY = 86_400_000;

/**
 * GET /api/auth/employees/ answers a revalidation from a fingerprint of the data, without loading
 * the rows: every change the list shows must change the tag. The clock stands still unless a step
 * moves it, so nothing here relies on updated_at moving between two writes.
 */
describeEachDatabase('the picker directory’s ETag', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  const clock = testClock(new Date('2026-05-12T08:00:00Z'));
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let lead: Employee;
  let rep: Employee;
  let leaver: Employee;
  let invitee: Employee;
  let tag: string;

  const list = (access = owner.access, etag?: string) =>
    t.app.inject({ url: '/api/auth/employees/', headers: { ...bearer(access), ...(etag ? { 'if-none-match': etag } : {}) } });
  const row = (rows: EmployeeOption[], id: string) => rows.find((r) => r.id === id);

  /** After a change: the old tag gets the new list with a new tag, which then gets 304. */
  async function expectChanged(what: string): Promise<EmployeeOption[]> {
    const res = await list(owner.access, tag);
    expect(res.statusCode, what).toBe(200);
    const next = res.headers.etag as string;
    expect(next, what).not.toBe(tag);
    const unchanged = await list(owner.access, next);
    expect(unchanged.statusCode, `${what}, then unchanged`).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(next);
    tag = next;
    return res.json<EmployeeOption[]>();
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock });
    owner = await registerCompany(t.app, { companyName: 'Tag Co' });
    other = await registerCompany(t.app, { companyName: 'Other Tag Co' });
    s = await createStructure(t.app, owner.access);
    const sales = { departmentId: s.departments.sales, designationId: s.designations.salesRep };
    lead = await addEmployee(t.app, owner.access, { firstName: 'Lena', lastName: 'Lead', ...sales });
    rep = await addEmployee(t.app, owner.access, { firstName: 'Rami', lastName: 'Rep', managerId: lead.id, ...sales });
    leaver = await addEmployee(t.app, owner.access, { firstName: 'Lou', lastName: 'Leaver', ...sales });
    invitee = await addEmployee(t.app, owner.access, { firstName: 'Ines', lastName: 'Invited', sendInvitation: true, ...sales });
    // The same person is invited by another company (another group) too: one account, two memberships.
    const theirs = await createStructure(t.app, other.access);
    await addEmployee(t.app, other.access, {
      firstName: 'Ines',
      lastName: 'Invited',
      workEmail: invitee.workEmail,
      sendInvitation: true,
      departmentId: theirs.departments.sales,
      designationId: theirs.designations.salesRep,
    });
    const first = await list();
    expect(first.statusCode).toBe(200);
    tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('answers 304 without a body while nothing changed, also for a weak or listed tag', async () => {
    for (const given of [tag, `W/${tag}`, `"other", ${tag}`]) {
      const res = await list(owner.access, given);
      expect(res.statusCode, given).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(tag);
    }
    expect((await list(owner.access, '"stale"')).statusCode).toBe(200);
    // Another company's tag, and this tag sent to another company, never match.
    const theirs = await list(other.access, tag);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(tag);
    expect(theirs.json<EmployeeOption[]>().map((r) => r.name)).toEqual(['Ines Invited']);
  });

  it('changes with a renamed employee and a new manager', async () => {
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${rep.id}`,
      headers: bearer(owner.access),
      payload: { firstName: 'Ramy', version: rep.version },
    });
    expectStatus(renamed, 200, 'rename');
    expect(row(await expectChanged('rename'), rep.id)?.name).toBe('Ramy Rep');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${rep.id}`,
      headers: bearer(owner.access),
      payload: { managerId: leaver.id, version: renamed.json<Employee>().version },
    });
    expectStatus(moved, 200, 'new manager');
    expect(row(await expectChanged('new manager'), rep.id)?.managerId).toBe(leaver.id);
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${rep.id}`,
      headers: bearer(owner.access),
      payload: { managerId: lead.id, version: moved.json<Employee>().version },
    });
    expectStatus(back, 200, 'manager back');
    expect(row(await expectChanged('manager back'), rep.id)?.managerId).toBe(lead.id);
  });

  it('changes with a new photo and a removed one', async () => {
    expectStatus(
      await upload(t.app, 'PUT', `/api/people/employees/${lead.id}/photo`, owner.access, {}, { name: 'l.png', content: PNG }),
      200,
    );
    expect(row(await expectChanged('photo'), lead.id)?.photoUrl).toMatch(/\?v=/);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/people/employees/${lead.id}/photo`, headers: bearer(owner.access) });
    expect(removed.statusCode).toBeLessThan(300);
    expect(row(await expectChanged('photo removed'), lead.id)?.photoUrl).not.toMatch(/\?v=/);
  });

  it('changes with a renamed department and a renamed designation', async () => {
    const department = await t.app.inject({
      method: 'PATCH',
      url: `/api/org/departments/${s.departments.sales}`,
      headers: bearer(owner.access),
      payload: { name: 'Revenue', version: 1 },
    });
    expectStatus(department, 200, 'department rename');
    expect(row(await expectChanged('department rename'), lead.id)?.departmentName).toBe('Revenue');
    const designation = await t.app.inject({
      method: 'PATCH',
      url: `/api/org/designations/${s.designations.salesRep}`,
      headers: bearer(owner.access),
      payload: { name: 'Account Executive', version: 1 },
    });
    expectStatus(designation, 200, 'designation rename');
    expect(row(await expectChanged('designation rename'), lead.id)?.designationName).toBe('Account Executive');
  });

  it('changes when an invitation is accepted, in every company of the account, and is the same list and tag for any member', async () => {
    expect(row((await list()).json<EmployeeOption[]>(), invitee.id)?.status).toBe('invited');
    const theirs = await list(other.access);
    expect(theirs.json<EmployeeOption[]>()[0]!.status).toBe('invited');
    // The other company's invitation of the existing account is answered on its own (ADR 0082) ...
    const elsewhere = await lastEmailedLink(t.app, invitee.workEmail);
    expect(elsewhere.path).toBe('/auth/Accept-Invitation');
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload: { token: elsewhere.token } }), 204);
    // ... and the account chooses its password with a fresh link of the first company.
    expectStatus(
      await t.app.inject({ method: 'POST', url: `/api/people/employees/${invitee.id}/invitation`, headers: bearer(owner.access) }),
      200,
    );
    const token = await lastEmailedToken(t.app, database, invitee.workEmail);
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: TEST_PASSWORD } }), 204);
    expect(row(await expectChanged('invitation accepted'), invitee.id)?.status).toBe('active');
    const theirsAfter = await list(other.access, theirs.headers.etag);
    expect(theirsAfter.statusCode).toBe(200);
    expect(theirsAfter.json<EmployeeOption[]>()[0]!.status).toBe('active');
    // The directory is the whole company for every member (no scope): an employee revalidates with the owner's tag.
    const session = await signIn(t.app, invitee.workEmail);
    expect((await list(session.access, tag)).statusCode).toBe(304);
  });

  it('changes with a termination, and again when its last day is over', async () => {
    const terminated = await t.app.inject({
      method: 'POST',
      url: `/api/people/employees/${leaver.id}/termination`,
      headers: bearer(owner.access),
      payload: { terminationDate: '2026-05-13', type: 'resignation', reason: 'Moving' },
    });
    expectStatus(terminated, 201, 'termination');
    expect(row(await expectChanged('termination recorded'), leaver.id)?.status).toBe('active');
    clock.advance(2 * DAY);
    owner = { ...owner, ...(await signIn(t.app, owner.email)) };
    expect(row(await expectChanged('last day over'), leaver.id)?.status).toBe('terminated');
  });

  it('changes with a new employee and a deleted one', async () => {
    const added = await addEmployee(t.app, owner.access, {
      firstName: 'Nia',
      lastName: 'New',
      departmentId: s.departments.marketing,
      designationId: s.designations.marketer,
    });
    expect(row(await expectChanged('new employee'), added.id)?.name).toBe('Nia New');
    // No route deletes a record; the fingerprint still notices one gone.
    await database.db.delete(employees).where(and(eq(employees.companyId, owner.company.id), eq(employees.id, added.id)));
    expect(row(await expectChanged('deleted employee'), added.id)).toBeUndefined();
  });

  it('narrows by name, ids, designation, current staff, managers and a first few, each with its own tag', async () => {
    const names = async (query: string, access = owner.access) => {
      const res = await t.app.inject({ url: `/api/auth/employees/?${query}`, headers: bearer(access) });
      expectStatus(res, 200, query);
      return res.json<EmployeeOption[]>().map((r) => r.name);
    };
    expect(await names('')).toEqual(['Ines Invited', 'Lena Lead', 'Lou Leaver', 'Ramy Rep']);
    expect(await names('q=RA')).toEqual(['Ramy Rep']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names(`ids=${rep.id},${leaver.id.toUpperCase()}`)).toEqual(['Lou Leaver', 'Ramy Rep']);
    expect(await names('current=true')).toEqual(['Ines Invited', 'Lena Lead', 'Ramy Rep']);
    expect(await names('managers=true')).toEqual(['Lena Lead']);
    expect(await names(`designationId=${s.designations.salesRep}&q=l&first=2`)).toEqual(['Lena Lead', 'Lou Leaver']);
    expect(await names('first=2')).toEqual(['Ines Invited', 'Lena Lead']);
    // Another company's people never answer, whatever the narrowing (its token is older than the clock's last jump).
    other = { ...other, ...(await signIn(t.app, other.email)) };
    expect(await names(`ids=${rep.id}`, other.access)).toEqual([]);
    expect(await names('q=Ines', other.access)).toEqual(['Ines Invited']);

    const narrowed = await t.app.inject({ url: '/api/auth/employees/?q=ra', headers: bearer(owner.access) });
    const narrowTag = narrowed.headers.etag as string;
    expect(narrowTag).not.toBe(tag);
    const again = await t.app.inject({
      url: '/api/auth/employees/?q=ra',
      headers: { ...bearer(owner.access), 'if-none-match': narrowTag },
    });
    expect(again.statusCode).toBe(304);
    const whole = await t.app.inject({ url: '/api/auth/employees/?q=ra', headers: { ...bearer(owner.access), 'if-none-match': tag } });
    expect(whole.statusCode).toBe(200);

    for (const [query, field] of [
      ['first=0', 'first'],
      ['first=1001', 'first'],
      ['ids=nope', 'ids'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['managers=yes', 'managers'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/auth/employees/?${query}`, headers: bearer(owner.access) });
      expectStatus(res, 400, query);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });
});
