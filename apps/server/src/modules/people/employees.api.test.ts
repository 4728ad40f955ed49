import { randomUUID } from 'node:crypto';
import type { Employee, EmployeePage, JobHistoryEntry } from '@hcims/contracts/people';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents, mailMessages } from '../../db/schema.js';
import { bearer, lastEmailedToken, registerCompany, signIn, uniqueEmail } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  expectStatus,
  grantRole,
  peopleTestApp,
  PNG,
  type PeopleTestApp,
  type Structure,
  upload,
} from '../../test/org-people.js';

describeEachDatabase('employee records', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let otherStructure: Structure;
  let hr: string;
  let olga: Employee; // CEO, outside the sales team
  let mark: Employee; // Sales Manager (signs in as manager)
  let rita: Employee; // Sales Rep reporting to Mark (signs in as employee)
  let greg: Employee; // Marketer reporting to Rita: Mark's team, transitively
  let markAccess: string;
  let ritaAccess: string;
  const get = (url: string, access: string) => t.app.inject({ url, headers: bearer(access) });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Staff Co' });
    other = await registerCompany(t.app, { companyName: 'Elsewhere Co' });
    s = await createStructure(t.app, owner.access);
    otherStructure = await createStructure(t.app, other.access);
    const hrPerson = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      firstName: 'Hana',
      lastName: 'Resources',
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
    });
    await grantRole(t.app, owner.access, 'HR admin', hrPerson.session.user.id);
    hr = (await signIn(t.app, hrPerson.employee.workEmail)).access;
    olga = await addEmployee(t.app, hr, {
      firstName: 'Olga',
      lastName: 'Chief',
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
      hireDate: '2015-03-01',
    });
    const m = await addEmployeeWhoSignsIn(t.app, database, hr, {
      firstName: 'Mark',
      lastName: 'Manager',
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
      managerId: olga.id,
      salary: { amount: 30000, currency: 'AED', frequency: 'monthly' },
    });
    mark = m.employee;
    await grantRole(t.app, owner.access, 'Manager', m.session.user.id);
    markAccess = (await signIn(t.app, mark.workEmail)).access;
    const r = await addEmployeeWhoSignsIn(t.app, database, hr, {
      firstName: 'Rita',
      lastName: 'Rep',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: mark.id,
      salary: { amount: 15000, currency: 'AED', frequency: 'monthly' },
      bank: { bankName: 'Emirates NBD', accountName: 'Rita Rep', iban: 'AE070331234567890123456' },
    });
    rita = r.employee;
    ritaAccess = r.session.access;
    greg = await addEmployee(t.app, hr, {
      firstName: 'Greg',
      lastName: 'Grand',
      departmentId: s.departments.marketing,
      designationId: s.designations.marketer,
      managerId: rita.id,
      employeeNumber: 'E-100',
    });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('adds an employee with an account and an invitation in the mailbox; they set a password and see their profile', async () => {
    const email = uniqueEmail('newhire');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(hr),
      payload: {
        firstName: 'Nina',
        lastName: 'New',
        workEmail: email,
        departmentId: s.departments.sales,
        designationId: s.designations.salesRep,
        hireDate: '2026-01-05',
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Employee>();
    expect(created).toMatchObject({
      status: 'invited',
      accountStatus: 'invited',
      departmentName: 'Sales',
      designationName: 'Sales Rep',
      version: 1,
    });
    expect(created.userId).toEqual(expect.any(String));
    await t.app.identity.settled();
    const [mail] = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, email))
      .orderBy(desc(mailMessages.createdAt));
    expect(mail).toMatchObject({ purpose: 'invitation', status: 'sent', subject: 'You are invited to Staff Co' });
    expect(mail!.bodyText).not.toContain('#token=');
    const token = await lastEmailedToken(t.app, database, email);
    expectStatus(
      await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Quiet-Orchard-913' } }),
      204,
    );
    const session = await signIn(t.app, email, 'Quiet-Orchard-913');
    const own = await get(`/api/people/employees/${created.id}`, session.access);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: created.id, status: 'active', accountStatus: 'active' });
    // The employee's own record, but nobody else's.
    expect((await get(`/api/people/employees/${rita.id}`, session.access)).statusCode).toBe(404);
  });

  it('refuses a new employee with missing or malformed fields, naming them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(hr),
      payload: { firstName: '', workEmail: 'not-an-email', departmentId: s.departments.sales, hireDate: '31/12/2020' },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstName', 'body.workEmail', 'body.hireDate']));
  });

  it('keeps work emails unique in the group and employee numbers unique in the company', async () => {
    const base = {
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      firstName: 'Dup',
      lastName: 'Licate',
      hireDate: '2023-01-01',
    };
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(hr),
      payload: { ...base, workEmail: rita.workEmail.toUpperCase(), sendInvitation: false },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.code).toBe('PEOPLE_EMAIL_TAKEN');
    const sameNumber = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(hr),
      payload: { ...base, workEmail: uniqueEmail(), employeeNumber: 'e-100', sendInvitation: false },
    });
    expect(sameNumber.statusCode).toBe(409);
    expect(sameNumber.json().error.code).toBe('PEOPLE_EMPLOYEE_NUMBER_TAKEN');
    // Nothing was half-written: no account for the refused address.
    await t.app.identity.settled();
    expect(await database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, rita.workEmail.toUpperCase()))).toEqual([]);
    // Another company of the same group: the email is still taken there.
    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/org/group/companies',
      headers: bearer(owner.access),
      payload: { name: 'Staff Co Abu Dhabi', countryCode: 'AE', currency: 'AED', timeZone: 'Asia/Dubai' },
    });
    expectStatus(sibling, 201);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-company',
      headers: bearer(owner.access),
      payload: { companyId: sibling.json().id },
    });
    expectStatus(switched, 200);
    const siblingAccess = switched.json<{ access: string }>().access;
    const siblingStructure = await createStructure(t.app, siblingAccess);
    const inSibling = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(siblingAccess),
      payload: {
        ...base,
        departmentId: siblingStructure.departments.sales,
        designationId: siblingStructure.designations.salesRep,
        workEmail: rita.workEmail,
        sendInvitation: false,
      },
    });
    expect(inSibling.statusCode).toBe(409);
    expect(inSibling.json().error.code).toBe('PEOPLE_EMAIL_TAKEN');
    // Back to the first company (switching re-scoped the owner's session).
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-company',
      headers: bearer(siblingAccess),
      payload: { companyId: owner.company.id },
    });
    owner = { ...owner, access: back.json<{ access: string }>().access };
    // Another group may use it (it is another employer).
    const elsewhere = await addEmployee(t.app, other.access, {
      departmentId: otherStructure.departments.sales,
      designationId: otherStructure.designations.salesRep,
      workEmail: rita.workEmail,
    });
    expect(elsewhere.workEmail).toBe(rita.workEmail);
  });

  it('refuses a designation of another department, and ids of another company as not found', async () => {
    const base = { firstName: 'Ref', lastName: 'Check', workEmail: uniqueEmail(), hireDate: '2023-01-01', sendInvitation: false };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(hr),
      payload: { ...base, departmentId: s.departments.exec, designationId: s.designations.salesRep },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('PEOPLE_DESIGNATION_OTHER_DEPARTMENT');
    for (const payload of [
      { departmentId: otherStructure.departments.sales, designationId: s.designations.salesRep },
      { departmentId: s.departments.sales, designationId: otherStructure.designations.salesRep },
      { departmentId: s.departments.sales, designationId: s.designations.salesRep, managerId: randomUUID() },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/people/employees',
        headers: bearer(hr),
        payload: { ...base, ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
    }
  });

  it('answers a stale edit with 409 and the current version, and keeps the other edit', async () => {
    const first = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${greg.id}`,
      headers: bearer(hr),
      payload: { workPhone: '+971 4 111 2222', version: greg.version },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${greg.id}`,
      headers: bearer(hr),
      payload: { workPhone: '+971 4 999 9999', version: greg.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'PEOPLE_STALE_VERSION', details: { currentVersion: greg.version + 1 } });
    const now = (await get(`/api/people/employees/${greg.id}`, hr)).json<Employee>();
    expect(now.workPhone).toBe('+971 4 111 2222');
    greg = now;
  });

  it('refuses a manager from the employee’s own reporting line', async () => {
    const current = (await get(`/api/people/employees/${mark.id}`, hr)).json<Employee>();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${mark.id}`,
      headers: bearer(hr),
      payload: { managerId: greg.id, version: current.version },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('PEOPLE_MANAGER_CYCLE');
  });

  it('records job history for department, designation, manager and salary changes, and hides salary rows without the sensitive permission', async () => {
    const before = (await get(`/api/people/employees/${rita.id}`, hr)).json<Employee>();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${rita.id}`,
      headers: bearer(hr),
      payload: {
        designationId: s.designations.salesManager,
        managerId: olga.id,
        salary: { amount: 18000, currency: 'AED', frequency: 'monthly' },
        version: before.version,
      },
    });
    expect(res.statusCode).toBe(200);
    const history = (await get(`/api/people/employees/${rita.id}/history`, hr)).json<JobHistoryEntry[]>();
    const latest = history.filter((h) => h.field !== 'hired').map((h) => [h.field, h.from, h.to]);
    expect(latest).toEqual(
      expect.arrayContaining([
        ['designation', 'Sales Rep', 'Sales Manager'],
        ['manager', 'Mark Manager', 'Olga Chief'],
        ['salary', '15000 AED monthly', '18000 AED monthly'],
      ]),
    );
    expect(history.at(-1)).toMatchObject({ field: 'hired', to: 'Sales Rep, Sales' });
    // Rita reads her own history: no salary rows (the Employee role has no sensitive permission).
    const own = (await get(`/api/people/employees/${rita.id}/history`, ritaAccess)).json<JobHistoryEntry[]>();
    expect(own.some((h) => h.field === 'salary')).toBe(false);
    expect(own.some((h) => h.field === 'designation')).toBe(true);
    // Editing a phone number is not job history.
    const after = res.json<Employee>();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${rita.id}`,
      headers: bearer(hr),
      payload: { mobilePhone: '+971 50 123 4567', version: after.version },
    });
    expect((await get(`/api/people/employees/${rita.id}/history`, hr)).json()).toHaveLength(history.length);
    // Put Rita back under Mark for the scoping tests.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${rita.id}`,
      headers: bearer(hr),
      payload: { designationId: s.designations.salesRep, managerId: mark.id, version: after.version + 1 },
    });
    expect(back.statusCode).toBe(200);
  });

  it('shows sensitive fields only with people.sensitive-data:read: absent, not null, otherwise', async () => {
    const asHr = (await get(`/api/people/employees/${rita.id}`, hr)).json<Employee>();
    expect(asHr.salary).toEqual({ amount: 18000, currency: 'AED', frequency: 'monthly' });
    expect(asHr.bank).toMatchObject({ iban: 'AE070331234567890123456' });
    for (const [who, access] of [
      ['her manager', markAccess],
      ['herself', ritaAccess],
    ] as const) {
      const res = await get(`/api/people/employees/${rita.id}`, access);
      expect(res.statusCode, who).toBe(200);
      const body = res.json<Record<string, unknown>>();
      for (const field of ['salary', 'bank', 'nationalId', 'medical']) expect(field in body, `${field} for ${who}`).toBe(false);
      expect(res.body).not.toContain('AE070331234567890123456');
    }
  });

  it('refuses to change sensitive fields without people.sensitive-data:update', async () => {
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/access/roles',
      headers: bearer(owner.access),
      payload: { name: 'Records clerk' },
    });
    const roleId = role.json().id as string;
    const grants = await t.app.inject({
      method: 'PUT',
      url: `/api/access/roles/${roleId}/grants`,
      headers: bearer(owner.access),
      payload: {
        version: role.json().version,
        grants: [{ resource: 'people.employees', create: true, read: true, update: true, delete: false, scope: 'company' }],
      },
    });
    expectStatus(grants, 200, 'grants');
    const clerk = await addEmployeeWhoSignsIn(t.app, database, hr, { departmentId: s.departments.exec, designationId: s.designations.ceo });
    await grantRole(t.app, owner.access, 'Records clerk', clerk.session.user.id);
    const access = (await signIn(t.app, clerk.employee.workEmail)).access;
    const target = (await get(`/api/people/employees/${greg.id}`, access)).json<Employee>();
    expect('salary' in target).toBe(false);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${greg.id}`,
      headers: bearer(access),
      payload: { salary: { amount: 1, currency: 'AED', frequency: 'monthly' }, version: target.version },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details).toEqual({ permission: 'people.sensitive-data:update' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(access),
      payload: {
        firstName: 'Sal',
        lastName: 'Ary',
        workEmail: uniqueEmail(),
        departmentId: s.departments.sales,
        designationId: s.designations.salesRep,
        hireDate: '2024-01-01',
        medical: { bloodType: 'O+' },
      },
    });
    expect(created.statusCode).toBe(403);
    // Non-sensitive edits go through.
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${greg.id}`,
      headers: bearer(access),
      payload: { workLocation: 'Dubai', version: target.version },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('scopes the list and single reads: own for an employee, the whole reporting line for a manager, the company for HR', async () => {
    const names = async (access: string) =>
      (await get('/api/people/employees?pageSize=200', access))
        .json<EmployeePage>()
        .items.map((e) => e.firstName)
        .sort();
    expect(await names(ritaAccess)).toEqual(['Rita']);
    expect(await names(markAccess)).toEqual(['Greg', 'Mark', 'Rita']);
    const all = await names(hr);
    expect(all).toEqual(expect.arrayContaining(['Greg', 'Hana', 'Mark', 'Olga', 'Rita']));
    expect((await get(`/api/people/employees/${greg.id}`, markAccess)).statusCode).toBe(200);
    expect((await get(`/api/people/employees/${olga.id}`, markAccess)).statusCode).toBe(404);
    expect((await get(`/api/people/employees/${greg.id}`, ritaAccess)).statusCode).toBe(404);
    expect((await get(`/api/people/employees/${greg.id}/history`, ritaAccess)).statusCode).toBe(404);
    // Another company's record does not exist for this one, whatever the permissions.
    const foreign = await addEmployee(t.app, other.access, {
      departmentId: otherStructure.departments.exec,
      designationId: otherStructure.designations.ceo,
    });
    expect((await get(`/api/people/employees/${foreign.id}`, owner.access)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/people/employees/${foreign.id}`,
          headers: bearer(owner.access),
          payload: { version: 1, firstName: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('searches, filters, sorts and pages the list on the server', async () => {
    const page = async (query: string) => (await get(`/api/people/employees?${query}`, hr)).json<EmployeePage>();
    expect((await page('q=grand')).items.map((e) => e.firstName)).toEqual(['Greg']);
    expect((await page('q=E-100')).items.map((e) => e.firstName)).toEqual(['Greg']);
    expect((await page(`q=${encodeURIComponent(rita.workEmail)}`)).items.map((e) => e.firstName)).toEqual(['Rita']);
    expect((await page(`managerId=${mark.id}`)).items.map((e) => e.firstName)).toEqual(['Rita']);
    expect((await page(`departmentId=${s.departments.marketing}`)).items.map((e) => e.firstName)).toEqual(['Greg']);
    const byHire = await page('sort=-hireDate&pageSize=2');
    expect(byHire.items).toHaveLength(2);
    expect(byHire.total).toBeGreaterThan(2);
    expect(byHire.items[0]!.hireDate >= byHire.items[1]!.hireDate).toBe(true);
    const second = await page('sort=-hireDate&pageSize=2&page=2');
    expect(second.items[0]!.id).not.toBe(byHire.items[0]!.id);
    expect(second.total).toBe(byHire.total);
    // The total rides on the page's rows; a page past the end has none and still answers it.
    const past = await page(`sort=-hireDate&pageSize=2&page=${Math.ceil(byHire.total / 2) + 1}`);
    expect(past).toMatchObject({ items: [], total: byHire.total });
    expect(await page(`q=nobody-is-called-this`)).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/people/employees?sort=salary', hr)).statusCode).toBe(400);
    expect((await page('status=invited')).items.every((e) => e.status === 'invited')).toBe(true);
    // A status filter reads the account, so its total counts with the same join.
    const active = await page('status=active&pageSize=200');
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((e) => e.status === 'active')).toBe(true);
    expect(active.total).toBe(active.items.length);
    const one = (await page('q=rita')).items[0]!;
    expect(one).toMatchObject({
      managerName: 'Mark Manager',
      departmentName: 'Sales',
      accountStatus: 'active',
      photoUrl: `/api/people/employees/${rita.id}/photo`,
    });
    expect('salary' in one).toBe(false);
  });

  it('serves the compact directory of GET /api/auth/employees/ with an ETag, 304 on repeat', async () => {
    const res = await get('/api/auth/employees/', ritaAccess);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ id: string; name: string; managerId: string | null }[]>();
    expect(rows.find((r) => r.id === greg.id)).toMatchObject({
      name: 'Greg Grand',
      managerId: rita.id,
      designationName: 'Marketer',
      status: 'active',
    });
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'departmentId',
      'departmentName',
      'designationId',
      'designationName',
      'id',
      'managerId',
      'name',
      'photoUrl',
      'status',
    ]);
    const again = await t.app.inject({
      url: '/api/auth/employees/',
      headers: { ...bearer(ritaAccess), 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('invites an employee added without an account, resends while invited, and refuses once they sign in', async () => {
    const plain = await addEmployee(t.app, hr, { departmentId: s.departments.sales, designationId: s.designations.salesRep });
    expect(plain).toMatchObject({ accountStatus: 'none', userId: null, status: 'active' });
    const first = await t.app.inject({ method: 'POST', url: `/api/people/employees/${plain.id}/invitation`, headers: bearer(hr) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ accountStatus: 'invited', mailed: true });
    const again = await t.app.inject({ method: 'POST', url: `/api/people/employees/${plain.id}/invitation`, headers: bearer(hr) });
    expect(again.json()).toMatchObject({ accountStatus: 'invited', mailed: true });
    await t.app.identity.settled();
    const mails = await database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, plain.workEmail), eq(mailMessages.purpose, 'invitation')));
    expect(mails).toHaveLength(2);
    const token = await lastEmailedToken(t.app, database, plain.workEmail);
    expectStatus(
      await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Quiet-Orchard-913' } }),
      204,
    );
    const active = await t.app.inject({ method: 'POST', url: `/api/people/employees/${plain.id}/invitation`, headers: bearer(hr) });
    expect(active.statusCode).toBe(409);
    expect(active.json().error.code).toBe('PEOPLE_ACCOUNT_ACTIVE');
    // The work email is now the sign-in email: it cannot be changed from the record.
    const record = (await get(`/api/people/employees/${plain.id}`, hr)).json<Employee>();
    const locked = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${plain.id}`,
      headers: bearer(hr),
      payload: { workEmail: uniqueEmail(), version: record.version },
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error.code).toBe('PEOPLE_EMAIL_LOCKED');
  });

  it('serves a generated avatar, then the uploaded photo (images only, by content)', async () => {
    const avatar = await get(`/api/people/employees/${greg.id}/photo`, ritaAccess);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(avatar.headers['x-content-type-options']).toBe('nosniff');
    expect(avatar.body).toContain('>GG</text>');
    const refused = await upload(
      t.app,
      'PUT',
      `/api/people/employees/${greg.id}/photo`,
      hr,
      {},
      { name: 'me.png', content: '<svg onload="alert(1)"></svg>' },
    );
    expect(refused.statusCode, refused.body).toBe(415);
    const uploaded = await upload(t.app, 'PUT', `/api/people/employees/${greg.id}/photo`, hr, {}, { name: 'greg.png', content: PNG });
    expect(uploaded.statusCode).toBe(200);
    const body = uploaded.json<Employee>();
    expect(body.hasPhoto).toBe(true);
    expect(body.photoUrl).toMatch(/\/photo\?v=[0-9a-f]{8}$/);
    const photo = await get(body.photoUrl, ritaAccess);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    // Only someone who may update the record may change the photo.
    const denied = await upload(t.app, 'PUT', `/api/people/employees/${greg.id}/photo`, markAccess, {}, { name: 'x.png', content: PNG });
    expect(denied.statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/people/employees/${greg.id}/photo`, headers: bearer(hr) });
    expect(removed.json<Employee>().hasPhoto).toBe(false);
    expect((await get(`/api/people/employees/${greg.id}/photo`, hr)).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('keeps the version on a photo change, so an edit opened before it still saves', async () => {
    const opened = (await get(`/api/people/employees/${greg.id}`, hr)).json<Employee>();
    const uploaded = await upload(t.app, 'PUT', `/api/people/employees/${greg.id}/photo`, hr, {}, { name: 'greg.png', content: PNG });
    expect(uploaded.json<Employee>()).toMatchObject({ hasPhoto: true, version: opened.version });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/people/employees/${greg.id}/photo`, headers: bearer(hr) });
    expect(removed.json<Employee>()).toMatchObject({ hasPhoto: false, version: opened.version });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/employees/${greg.id}`,
      headers: bearer(hr),
      payload: { workLocation: 'Sharjah', version: opened.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Employee>()).toMatchObject({ workLocation: 'Sharjah', version: opened.version + 1 });
  });

  it('names the signed-in user’s own employee record in GET /api/auth/me, null without one', async () => {
    const me = async (access: string) => (await get('/api/auth/me', access)).json<{ employeeId: string | null }>().employeeId;
    expect(await me(ritaAccess)).toBe(rita.id);
    expect(await me(markAccess)).toBe(mark.id);
    // The owner who registered the company has no employee record.
    expect(await me(owner.access)).toBeNull();
  });

  it('audits employee writes without sensitive values', async () => {
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, rita.id), eq(auditEvents.action, 'people.employee-updated')));
    expect(events.length).toBeGreaterThan(0);
    const text = JSON.stringify(events.map((e) => [e.before, e.after]));
    expect(text).toContain('sensitiveChanged');
    expect(text).not.toContain('18000');
    expect(text).not.toContain('AE070331234567890123456');
  });

  // Last: it gives the owner a record, which the GET /api/auth/me case expects them not to have.
  it("links a record to the company's member with that address, whatever its case, without inviting", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(hr),
      payload: {
        firstName: 'Test',
        lastName: 'Owner',
        workEmail: owner.email.toUpperCase(),
        departmentId: s.departments.exec,
        designationId: s.designations.ceo,
        hireDate: '2014-01-01',
        sendInvitation: false,
      },
    });
    expectStatus(res, 201);
    expect(res.json()).toMatchObject({ userId: owner.user.id, accountStatus: 'active' });
    await t.app.identity.settled();
    expect(await database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, owner.email.toUpperCase()))).toEqual([]);
  });
});
