import type { Employee, EmployeeDocument, ExpiringEmployeeDocument } from '@hcims/contracts/people';
import { and, eq } from 'drizzle-orm';
import type { NotificationFeed } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema.js';
import { bearer, registerCompany, signIn, testClock } from '../../platform/auth/testing.js';
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

describeEachDatabase('employee documents', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  const clock = testClock(new Date('2026-05-04T05:00:00Z'));
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let hr: string;
  let hrEmail: string;
  let rita: Employee;
  let ritaAccess: string;
  let greg: Employee;
  let contract: EmployeeDocument;
  let clerkEmail: string;

  const get = (url: string, access: string) => t.app.inject({ url, headers: bearer(access) });
  const send = (employeeId: string, access: string, fields: Record<string, string>, file?: Parameters<typeof upload>[5]) =>
    upload(t.app, 'POST', `/api/people/employees/${employeeId}/documents`, access, fields, file);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock });
    owner = await registerCompany(t.app, { companyName: 'Papers Co' });
    s = await createStructure(t.app, owner.access);
    const h = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      firstName: 'Hana',
      lastName: 'Resources',
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
    });
    await grantRole(t.app, owner.access, 'HR admin', h.session.user.id);
    hrEmail = h.employee.workEmail;
    hr = (await signIn(t.app, hrEmail)).access;
    const r = await addEmployeeWhoSignsIn(t.app, database, hr, {
      firstName: 'Rita',
      lastName: 'Rep',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
    });
    rita = r.employee;
    ritaAccess = r.session.access;
    greg = await addEmployee(t.app, hr, {
      firstName: 'Greg',
      lastName: 'Other',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
    });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('accepts a PDF with title, category and expiry; records the detected type, size and uploader', async () => {
    const res = await send(
      rita.id,
      hr,
      { title: 'Employment contract', category: 'contract', expiresOn: '2026-05-30' },
      { name: 'contract.pdf', content: PDF, type: 'text/html' },
    );
    expect(res.statusCode, res.body).toBe(201);
    contract = res.json<EmployeeDocument>();
    expect(contract).toMatchObject({
      employeeId: rita.id,
      title: 'Employment contract',
      category: 'contract',
      fileName: 'contract.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      expiresOn: '2026-05-30',
      uploadedBy: 'Hana Resources',
      downloadUrl: `/api/people/documents/${contract.id}/download`,
    });
    const list = (await get(`/api/people/employees/${rita.id}/documents`, hr)).json<EmployeeDocument[]>();
    expect(list.map((d) => d.id)).toEqual([contract.id]);
  });

  it('refuses a file whose content is not an accepted type, whatever its name or declared type', async () => {
    const html = await send(
      rita.id,
      hr,
      { title: 'CV', category: 'other' },
      { name: 'cv.pdf', content: '<html><script>alert(1)</script></html>', type: 'application/pdf' },
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().error.code).toBe('STORAGE_TYPE_NOT_ALLOWED');
    const exe = await send(
      rita.id,
      hr,
      { title: 'Tool', category: 'other' },
      { name: 'tool.pdf', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]) },
    );
    expect(exe.statusCode).toBe(415);
    const lying = await send(rita.id, hr, { title: 'Photo', category: 'id' }, { name: 'passport.pdf', content: PNG });
    expect(lying.statusCode).toBe(415);
    const noFile = await send(rita.id, hr, { title: 'Nothing', category: 'other' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.code).toBe('UPLOAD_FILE_MISSING');
    const badFields = await send(rita.id, hr, { title: '', category: 'diary' }, { name: 'x.pdf', content: PDF });
    expect(badFields.statusCode).toBe(400);
    expect((badFields.json().error.details as { path: string }[]).map((d) => d.path).sort()).toEqual(['body.category', 'body.title']);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/people/employees/${rita.id}/documents`,
      headers: bearer(hr),
      payload: { title: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    // Nothing refused was kept.
    expect((await get(`/api/people/employees/${rita.id}/documents`, hr)).json()).toHaveLength(1);
  });

  it('refuses a file over 10 MB and keeps nothing of it', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await send(rita.id, hr, { title: 'Scan', category: 'other' }, { name: 'scan.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('STORAGE_FILE_TOO_LARGE');
    expect((await get(`/api/people/employees/${rita.id}/documents`, hr)).json()).toHaveLength(1);
  });

  it('downloads as an attachment with the detected type, nosniff and no caching', async () => {
    const res = await get(contract.downloadUrl, hr);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contract.pdf"; filename*=UTF-8''contract.pdf`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('lets an employee read their own documents but not a colleague’s, and never upload', async () => {
    expect((await get(`/api/people/employees/${rita.id}/documents`, ritaAccess)).statusCode).toBe(200);
    expect((await get(contract.downloadUrl, ritaAccess)).statusCode).toBe(200);
    const gregs = (
      await send(greg.id, hr, { title: 'Visa', category: 'visa', expiresOn: '2026-05-10' }, { name: 'visa.pdf', content: PDF })
    ).json<EmployeeDocument>();
    expect((await get(`/api/people/employees/${greg.id}/documents`, ritaAccess)).statusCode).toBe(404);
    expect((await get(gregs.downloadUrl, ritaAccess)).statusCode).toBe(404);
    // Uploading for someone else (or herself) needs people.documents:create, which the Employee role lacks.
    expect((await send(greg.id, ritaAccess, { title: 'Mine now', category: 'other' }, { name: 'x.pdf', content: PDF })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/people/documents/${gregs.id}`, headers: bearer(ritaAccess) })).statusCode,
    ).toBe(403);
  });

  it('keeps medical documents to holders of the sensitive permission (and the employee themselves)', async () => {
    const medical = (
      await send(greg.id, hr, { title: 'Fitness certificate', category: 'medical' }, { name: 'fit.pdf', content: PDF })
    ).json<EmployeeDocument>();
    expect((await get(medical.downloadUrl, hr)).statusCode).toBe(200);
    // A manager of Greg's department... a custom role with documents but no sensitive data.
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/access/roles',
      headers: bearer(owner.access),
      payload: { name: 'Document clerk' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/access/roles/${role.json().id}/grants`,
      headers: bearer(owner.access),
      payload: {
        version: role.json().version,
        grants: [
          { resource: 'people.documents', create: true, read: true, update: true, delete: true, scope: 'company' },
          { resource: 'people.employees', create: false, read: true, update: false, delete: false, scope: 'company' },
        ],
      },
    });
    const clerk = await addEmployeeWhoSignsIn(t.app, database, hr, { departmentId: s.departments.exec, designationId: s.designations.ceo });
    await grantRole(t.app, owner.access, 'Document clerk', clerk.session.user.id);
    clerkEmail = clerk.employee.workEmail;
    const access = (await signIn(t.app, clerk.employee.workEmail)).access;
    const list = (await get(`/api/people/employees/${greg.id}/documents`, access)).json<EmployeeDocument[]>();
    expect(list.map((d) => d.category)).toEqual(['visa']);
    expect((await get(medical.downloadUrl, access)).statusCode).toBe(404);
    expect((await send(greg.id, access, { title: 'Sick note', category: 'medical' }, { name: 'note.pdf', content: PDF })).statusCode).toBe(
      403,
    );
  });

  it('edits title, category and expiry, and deletes a document with its file', async () => {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/documents/${contract.id}`,
      headers: bearer(hr),
      payload: { title: 'Signed contract', expiresOn: null },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Signed contract', expiresOn: null });
    const extra = (await send(rita.id, hr, { title: 'Old ID', category: 'id' }, { name: 'id.pdf', content: PDF })).json<EmployeeDocument>();
    const before = await t.storage.sweepTemporaryFiles(0);
    expect(before).toBe(0);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/people/documents/${extra.id}`, headers: bearer(hr) });
    expect(deleted.statusCode).toBe(204);
    expect((await get(extra.downloadUrl, hr)).statusCode).toBe(404);
  });

  it('answers 404 for another company’s documents and employees, even with every permission', async () => {
    const other = await registerCompany(t.app, { companyName: 'Other Papers' });
    const os = await createStructure(t.app, other.access);
    const theirs = await addEmployee(t.app, other.access, { departmentId: os.departments.sales, designationId: os.designations.salesRep });
    const doc = (
      await send(theirs.id, other.access, { title: 'Passport', category: 'passport' }, { name: 'p.pdf', content: PDF })
    ).json<EmployeeDocument>();
    expect((await get(doc.downloadUrl, owner.access)).statusCode).toBe(404);
    expect((await get(`/api/people/employees/${theirs.id}/documents`, owner.access)).statusCode).toBe(404);
    expect((await send(theirs.id, owner.access, { title: 'Planted', category: 'other' }, { name: 'p.pdf', content: PDF })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/people/documents/${doc.id}`,
          headers: bearer(owner.access),
          payload: { title: 'Overwritten' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/people/documents/${doc.id}`, headers: bearer(owner.access) })).statusCode,
    ).toBe(404);
    expect((await get(doc.downloadUrl, other.access)).statusCode).toBe(200);
  });

  it('lists documents expiring soon and sends one reminder per threshold to HR and the employee', async () => {
    const expiring = (await get('/api/people/documents/expiring?days=30', hr)).json<ExpiringEmployeeDocument[]>();
    expect(expiring.map((d) => [d.employeeName, d.title, d.daysLeft])).toEqual([['Greg Other', 'Visa', 6]]);
    const soon = (
      await send(rita.id, hr, { title: 'Passport', category: 'passport', expiresOn: '2026-05-24' }, { name: 'passport.pdf', content: PDF })
    ).json<EmployeeDocument>();
    expect(await t.app.peopleJobs.sendDocumentReminders()).toBeGreaterThan(0);
    await t.app.identity.settled();
    const reminders = await database.db.select().from(mailMessages).where(eq(mailMessages.purpose, 'document-expiry'));
    const sent = reminders.map((m) => [m.toAddress, m.subject]).sort();
    // Everyone who manages documents company-wide (HR admin, the owner, the clerk's custom role) and the employee, if they sign in.
    const managers = [hrEmail, owner.email, clerkEmail];
    expect(sent).toEqual(
      [
        ...managers.map((to) => [to, 'Passport of Rita Rep expires in 20 days']),
        [rita.workEmail, 'Passport of Rita Rep expires in 20 days'],
        ...managers.map((to) => [to, 'Visa of Greg Other expires in 6 days']),
      ].sort(),
    );
    expect(reminders.find((m) => m.toAddress === rita.workEmail)!.bodyText).toContain(
      'Your document “Passport” (passport) expires on 2026-05-24',
    );
    // The same news in the bell of those who sign in, with the document's employee to open.
    const bell = (await get('/api/workspace/notifications', owner.access)).json<NotificationFeed>();
    expect(bell.unread).toBe(2);
    expect(bell.items.map((n) => [n.kind, n.textValues.title, n.href?.startsWith('/employee-details?id=')]).sort()).toEqual([
      ['people.document-expiring', 'Passport', true],
      ['people.document-expiring', 'Visa', true],
    ]);
    // Run again the same day: nothing more.
    expect(await t.app.peopleJobs.sendDocumentReminders()).toBe(0);
    // Thirteen days later Rita's passport enters the 7-day window: one more round for it only.
    clock.advance(13 * 24 * 3_600_000);
    expect(await t.app.peopleJobs.sendDocumentReminders()).toBe(4);
    const again = await database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.purpose, 'document-expiry'), eq(mailMessages.toAddress, rita.workEmail)));
    expect(again.map((m) => m.subject).sort()).toEqual([
      'Passport of Rita Rep expires in 20 days',
      'Passport of Rita Rep expires in 7 days',
    ]);
    expect(soon.id).toBeDefined();
  });
});
