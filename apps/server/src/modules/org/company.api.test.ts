import type { Branch, Company, CompanyGroup } from '@hcims/contracts/org';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  grantRole,
  PDF,
  peopleTestApp,
  PNG,
  upload,
  type PeopleTestApp,
  type Structure,
} from '../../test/org-people.js';

describeEachDatabase('company details, branches and the group', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let hr: string;
  let employeeAccess: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Harbour Trading' });
    other = await registerCompany(t.app, { companyName: 'Elsewhere Trading' });
    s = await createStructure(t.app, owner.access);
    const h = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
    });
    await grantRole(t.app, owner.access, 'HR admin', h.session.user.id);
    hr = (await signIn(t.app, h.employee.workEmail)).access;
    employeeAccess = (
      await addEmployeeWhoSignsIn(t.app, database, owner.access, {
        departmentId: s.departments.sales,
        designationId: s.designations.salesRep,
      })
    ).session.access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('reads the company details, which every member may see', async () => {
    const res = await call('GET', '/api/org/company', undefined, employeeAccess);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: owner.company.id,
      name: 'Harbour Trading',
      timeZone: 'Asia/Dubai',
      currency: 'AED',
      workingDays: [],
      logoUrl: null,
      version: 1,
    });
  });

  it('changes details, office hours and working days with the version; audits the change', async () => {
    const res = await call('PATCH', '/api/org/company', {
      version: 1,
      email: 'office@harbour.example',
      website: 'https://harbour.example',
      phone: '+971 4 555 0000',
      taxId: '100200300400500',
      taxRatePercent: 5,
      officeOpens: '08:00',
      officeCloses: '17:00',
      breakStarts: '13:00',
      breakEnds: '14:00',
      workingDays: [
        { day: 'friday', start: '08:00', end: '12:00' },
        { day: 'monday', start: '08:00', end: '17:00' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const company = res.json<Company>();
    expect(company).toMatchObject({
      email: 'office@harbour.example',
      taxRatePercent: 5,
      officeOpens: '08:00',
      breakEnds: '14:00',
      version: 2,
    });
    expect(company.workingDays.map((d) => d.day)).toEqual(['monday', 'friday']);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'org.company-updated'), eq(auditEvents.companyId, owner.company.id)));
    expect(audit!.before).toMatchObject({ email: null, taxRatePercent: null });
    expect(audit!.after).toMatchObject({ email: 'office@harbour.example', taxRatePercent: 5 });
    expect(Object.keys(audit!.after as object)).not.toContain('name');
  });

  it('answers a stale version with 409 and refuses inconsistent hours and bad values', async () => {
    const stale = await call('PATCH', '/api/org/company', { version: 1, name: 'Renamed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'ORG_STALE_VERSION', details: { currentVersion: 2 } });
    const hours = await call('PATCH', '/api/org/company', { version: 2, breakStarts: '18:00', breakEnds: '18:30' });
    expect(hours.statusCode).toBe(422);
    expect(hours.json().error.code).toBe('ORG_OFFICE_HOURS_INVALID');
    for (const payload of [
      { version: 2, timeZone: 'Mars/Olympus' },
      { version: 2, website: 'javascript:alert(1)' },
      { version: 2, currency: 'dirham' },
      { version: 2, workingDays: [{ day: 'monday', start: '09:00', end: '08:00' }] },
      {
        version: 2,
        workingDays: [
          { day: 'monday', start: '08:00', end: '09:00' },
          { day: 'monday', start: '10:00', end: '11:00' },
        ],
      },
    ]) {
      expect((await call('PATCH', '/api/org/company', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Only holders of org.company:update may change it.
    expect((await call('PATCH', '/api/org/company', { version: 2, name: 'Mine now' }, employeeAccess)).statusCode).toBe(403);
  });

  it('uploads a logo (an image by content, 2 MB at most), serves it, and removes it', async () => {
    expect((await call('GET', '/api/org/company/logo')).statusCode).toBe(404);
    const refused = await upload(t.app, 'PUT', '/api/org/company/logo', owner.access, {}, { name: 'logo.png', content: PDF });
    expect(refused.statusCode).toBe(415);
    const svg = await upload(
      t.app,
      'PUT',
      '/api/org/company/logo',
      owner.access,
      {},
      { name: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
    );
    expect(svg.statusCode).toBe(415);
    const huge = await upload(
      t.app,
      'PUT',
      '/api/org/company/logo',
      owner.access,
      {},
      { name: 'logo.png', content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
    );
    expect(huge.statusCode).toBe(413);
    const ok = await upload(t.app, 'PUT', '/api/org/company/logo', owner.access, {}, { name: 'logo.png', content: PNG });
    expect(ok.statusCode).toBe(200);
    const company = ok.json<Company>();
    expect(company.logoUrl).toMatch(/^\/api\/org\/company\/logo\?v=[0-9a-f]{8}$/);
    const logo = await call('GET', company.logoUrl!, undefined, employeeAccess);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect((await upload(t.app, 'PUT', '/api/org/company/logo', employeeAccess, {}, { name: 'logo.png', content: PNG })).statusCode).toBe(
      403,
    );
    const removed = await call('DELETE', '/api/org/company/logo');
    expect(removed.json<Company>().logoUrl).toBeNull();
    expect((await call('GET', '/api/org/company/logo')).statusCode).toBe(404);
  });

  it('manages branches; a branch with employees cannot be deleted', async () => {
    const created = await call('POST', '/api/org/branches', { name: 'Dubai HQ', city: 'Dubai', phone: '+971 4 555 0100' });
    expect(created.statusCode).toBe(201);
    const dubai = created.json<Branch>();
    expect(dubai).toMatchObject({ name: 'Dubai HQ', city: 'Dubai', address: null, employeeCount: 0, version: 1 });
    expect((await call('POST', '/api/org/branches', { name: 'dubai hq' })).json().error.code).toBe('ORG_BRANCH_NAME_TAKEN');
    await addEmployee(t.app, hr, { departmentId: s.departments.sales, designationId: s.designations.salesRep, branchId: dubai.id });
    const list = (await call('GET', '/api/org/branches', undefined, employeeAccess)).json<Branch[]>();
    expect(list.map((b) => [b.name, b.employeeCount])).toEqual([['Dubai HQ', 1]]);
    const renamed = await call('PATCH', `/api/org/branches/${dubai.id}`, { name: 'Dubai Marina', version: 1 });
    expect(renamed.json()).toMatchObject({ name: 'Dubai Marina', version: 2 });
    expect((await call('PATCH', `/api/org/branches/${dubai.id}`, { city: 'Sharjah', version: 1 })).statusCode).toBe(409);
    const blocked = await call('DELETE', `/api/org/branches/${dubai.id}`);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().error).toMatchObject({
      code: 'ORG_BRANCH_IN_USE',
      message: '1 employee is assigned to Dubai Marina; assign them to another branch first',
    });
    const spare = (await call('POST', '/api/org/branches', { name: 'Abu Dhabi' })).json<Branch>();
    expect((await call('DELETE', `/api/org/branches/${spare.id}`)).statusCode).toBe(204);
    const theirs = (await call('POST', '/api/org/branches', { name: 'Theirs' }, other.access)).json<Branch>();
    expect((await call('GET', `/api/org/branches/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/org/branches/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/org/branches', { name: 'Rogue' }, employeeAccess)).statusCode).toBe(403);
  });

  it('shows the group with its companies and head-counts, adds a company whose owner is the creator, and renames the group', async () => {
    const group = (await call('GET', '/api/org/group')).json<CompanyGroup>();
    expect(group.activeCompanyId).toBe(owner.company.id);
    expect(group.companies.map((c) => [c.name, c.employeeCount, c.isMember])).toEqual([['Harbour Trading', 3, true]]);
    const added = await call('POST', '/api/org/group/companies', {
      name: 'Harbour Logistics',
      countryCode: 'OM',
      currency: 'OMR',
      timeZone: 'Asia/Muscat',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Harbour Logistics', employeeCount: 0, isMember: true, currency: 'OMR' });
    const dup = await call('POST', '/api/org/group/companies', {
      name: 'harbour logistics',
      countryCode: 'OM',
      currency: 'OMR',
      timeZone: 'Asia/Muscat',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('ORG_COMPANY_NAME_TAKEN');
    // The creator owns the new company: switching gives every permission there.
    const switched = await call('POST', '/api/auth/switch-company', { companyId: added.json().id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().permissions['org.groups:create']).toBe('group');
    const back = await call('POST', '/api/auth/switch-company', { companyId: owner.company.id }, switched.json().access);
    owner = { ...owner, access: back.json().access };
    const renamed = await call('PATCH', '/api/org/group', { name: 'Harbour Holdings' });
    expect(renamed.json()).toMatchObject({ name: 'Harbour Holdings' });
    expect(renamed.json<CompanyGroup>().companies.map((c) => c.name)).toEqual(['Harbour Logistics', 'Harbour Trading']);
    // HR admin has no group permissions (group scope only); the other group is invisible.
    expect((await call('GET', '/api/org/group', undefined, hr)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/org/group/companies', { name: 'Sneaky', countryCode: 'AE', currency: 'AED', timeZone: 'Asia/Dubai' }, hr))
        .statusCode,
    ).toBe(403);
    const theirs = (await call('GET', '/api/org/group', undefined, other.access)).json<CompanyGroup>();
    expect(theirs.companies.map((c) => c.name)).toEqual(['Elsewhere Trading']);
  });
});
