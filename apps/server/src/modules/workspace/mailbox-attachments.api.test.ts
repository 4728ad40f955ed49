import { MAIL_ATTACHMENTS_MAX, type Mail, type MailAttachment, type MailList } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure, PDF, PNG, peopleTestApp, upload, type PeopleTestApp } from '../../test/org-people.js';

describeEachDatabase('workspace mailbox attachments', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let ana: { employeeId: string; access: string };
  let ben: { employeeId: string; access: string };
  let carl: { employeeId: string; access: string };
  let stranger: Awaited<ReturnType<typeof registerCompany>>;

  const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, access: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) }).then((res) => ({
      res,
      body: (res.body && res.headers['content-type']?.toString().startsWith('application/json') ? res.json<T>() : undefined) as T,
    }));
  const draft = async (access: string, to: string[], subject: string) => {
    const { res, body } = await call<Mail>('POST', '/api/workspace/mailbox', access, { to, subject, body: 'See the files.', send: false });
    expect(res.statusCode).toBe(201);
    return body;
  };
  const attach = (access: string, entryId: string, name: string, content: Buffer | string) =>
    upload(app, 'POST', `/api/workspace/mailbox/${entryId}/attachments`, access, {}, { name, content });
  const inboxCopy = async (access: string, subject: string) =>
    (await call<MailList>('GET', `/api/workspace/mailbox?folder=inbox&q=${encodeURIComponent(subject)}`, access)).body.items[0]!;
  const fileUrl = (entryId: string, attachmentId: string) => `/api/workspace/mailbox/${entryId}/attachments/${attachmentId}`;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(new Date('2026-03-10T09:00:00Z')) });
    app = t.app;
    owner = await registerCompany(app, { companyName: 'Files Mail Co' });
    const s = await createStructure(app, owner.access);
    const job = { departmentId: s.departments.sales, designationId: s.designations.salesRep };
    const member = async () => {
      const { employee, session } = await addEmployeeWhoSignsIn(app, database, owner.access, job);
      return { employeeId: employee.id, access: session.access };
    };
    [ana, ben, carl] = [await member(), await member(), await member()];
    stranger = await registerCompany(app, { companyName: 'Other Files Co' });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('keeps files on a draft, sends them with it, and lets only the sender and the recipients download them', async () => {
    const mail = await draft(ana.access, [ben.employeeId], 'Contract files');
    const added = await attach(ana.access, mail.id, 'contract.pdf', PDF);
    expect(added.statusCode).toBe(201);
    const pdf = added.json<MailAttachment>();
    expect(pdf).toMatchObject({ fileName: 'contract.pdf', contentType: 'application/pdf', size: PDF.length });
    expect((await attach(ana.access, mail.id, 'chart.png', PNG)).statusCode).toBe(201);

    // The draft keeps them when saved again, then sending keeps them on the sent copy.
    const resaved = await call<Mail>('PUT', `/api/workspace/mailbox/${mail.id}`, ana.access, {
      to: [ben.employeeId],
      subject: 'Contract files',
      body: 'See the files.',
      send: false,
    });
    expect(resaved.body.attachments.map((a) => a.fileName)).toEqual(['chart.png', 'contract.pdf']);
    const sent = await call<Mail>('PUT', `/api/workspace/mailbox/${mail.id}`, ana.access, {
      to: [ben.employeeId],
      subject: 'Contract files',
      body: 'See the files.',
      send: true,
    });
    expect(sent.body).toMatchObject({ box: 'sent', attachmentCount: 2 });

    const received = await inboxCopy(ben.access, 'Contract files');
    expect(received.attachmentCount).toBe(2);
    const opened = (await call<Mail>('PATCH', `/api/workspace/mailbox/${received.id}`, ben.access, { read: true })).body;
    const benPdf = opened.attachments.find((a) => a.fileName === 'contract.pdf')!;
    const download = await app.inject({ method: 'GET', url: fileUrl(received.id, benPdf.id), headers: bearer(ben.access) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // The sender downloads through their own copy.
    expect((await app.inject({ method: 'GET', url: fileUrl(mail.id, pdf.id), headers: bearer(ana.access) })).statusCode).toBe(200);

    // Not a recipient (same company), the owner, another company: 404 through either copy.
    for (const outsider of [carl.access, owner.access, stranger.access]) {
      for (const url of [fileUrl(received.id, benPdf.id), fileUrl(mail.id, pdf.id)]) {
        expect((await app.inject({ method: 'GET', url, headers: bearer(outsider) })).statusCode).toBe(404);
      }
    }
    // A recipient cannot reach a file through another message's copy they hold.
    const other = await draft(ana.access, [ben.employeeId], 'Unrelated');
    await call('PUT', `/api/workspace/mailbox/${other.id}`, ana.access, {
      to: [ben.employeeId],
      subject: 'Unrelated',
      body: 'x',
      send: true,
    });
    const unrelated = await inboxCopy(ben.access, 'Unrelated');
    expect((await app.inject({ method: 'GET', url: fileUrl(unrelated.id, benPdf.id), headers: bearer(ben.access) })).statusCode).toBe(404);

    // A sent message's files are fixed; a recipient cannot add or remove any.
    expect((await attach(ana.access, mail.id, 'late.pdf', PDF)).json<{ error: { code: string } }>().error.code).toBe('MAILBOX_NOT_A_DRAFT');
    expect((await attach(ben.access, received.id, 'mine.pdf', PDF)).statusCode).toBe(422);
    expect((await call('DELETE', fileUrl(received.id, benPdf.id), ben.access)).res.statusCode).toBe(422);
  });

  it('forwards a message with its files, which stay readable after the original is deleted', async () => {
    const mail = await draft(ana.access, [ben.employeeId], 'Forward me');
    expect((await attach(ana.access, mail.id, 'notes.txt', 'Plain notes\n')).statusCode).toBe(201);
    await call('PUT', `/api/workspace/mailbox/${mail.id}`, ana.access, {
      to: [ben.employeeId],
      subject: 'Forward me',
      body: 'x',
      send: true,
    });
    const received = await inboxCopy(ben.access, 'Forward me');

    const forwarded = await call<Mail>('POST', '/api/workspace/mailbox', ben.access, {
      to: [carl.employeeId],
      subject: 'Fwd: Forward me',
      body: 'For you.',
      send: true,
      forwardOf: received.id,
    });
    expect(forwarded.res.statusCode).toBe(201);
    expect(forwarded.body.attachments.map((a) => a.fileName)).toEqual(['notes.txt']);
    const carlCopy = await inboxCopy(carl.access, 'Fwd: Forward me');
    const carlMail = (await call<Mail>('PATCH', `/api/workspace/mailbox/${carlCopy.id}`, carl.access, { read: true })).body;

    // Everyone deletes the original: the forward's file is still there.
    for (const [access, id] of [
      [ana.access, mail.id],
      [ben.access, received.id],
    ] as const) {
      await call('PATCH', `/api/workspace/mailbox/${id}`, access, { trashed: true });
      expect((await call('DELETE', `/api/workspace/mailbox/${id}`, access)).res.statusCode).toBe(204);
    }
    const download = await app.inject({
      method: 'GET',
      url: fileUrl(carlCopy.id, carlMail.attachments[0]!.id),
      headers: bearer(carl.access),
    });
    expect([download.statusCode, download.body]).toEqual([200, 'Plain notes\n']);

    // Forwarding a copy the caller does not hold answers 404 and writes nothing.
    const refused = await call('POST', '/api/workspace/mailbox', carl.access, {
      to: [ana.employeeId],
      subject: 'Not mine',
      body: 'x',
      send: true,
      forwardOf: received.id,
    });
    expect(refused.res.statusCode).toBe(404);
    expect((await call<MailList>('GET', '/api/workspace/mailbox?folder=sent&q=Not%20mine', carl.access)).body.items).toEqual([]);
  });

  it('refuses a file of the wrong type or size, too many files, and a missing file, naming the field', async () => {
    const mail = await draft(ana.access, [], 'Limits');
    const html = await attach(ana.access, mail.id, 'page.txt', '<html><script>alert(1)</script></html>');
    expect(html.statusCode).toBe(415);
    const exe = await attach(ana.access, mail.id, 'tool.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]));
    expect(exe.statusCode).toBe(415);
    const big = await attach(ana.access, mail.id, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const missing = await upload(app, 'POST', `/api/workspace/mailbox/${mail.id}/attachments`, ana.access, { note: 'x' });
    expect([missing.statusCode, missing.json<{ error: { details: { path: string }[] } }>().error.details[0]!.path]).toEqual([
      400,
      'body.file',
    ]);

    for (let i = 0; i < MAIL_ATTACHMENTS_MAX; i++) expect((await attach(ana.access, mail.id, `f${i}.pdf`, PDF)).statusCode).toBe(201);
    const tooMany = await attach(ana.access, mail.id, 'one-more.pdf', PDF);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<{ error: { code: string; details: { field: string } } }>().error).toMatchObject({
      code: 'MAILBOX_TOO_MANY_ATTACHMENTS',
      details: { field: 'file' },
    });

    // A draft's writer removes a file; nobody else can, and another company cannot even upload.
    const held = (await call<Mail>('PATCH', `/api/workspace/mailbox/${mail.id}`, ana.access, { read: true })).body.attachments;
    expect((await call('DELETE', fileUrl(mail.id, held[0]!.id), carl.access)).res.statusCode).toBe(404);
    expect((await call('DELETE', fileUrl(mail.id, held[0]!.id), ana.access)).res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: fileUrl(mail.id, held[0]!.id), headers: bearer(ana.access) })).statusCode).toBe(404);
    expect((await attach(stranger.access, mail.id, 'x.pdf', PDF)).statusCode).toBe(404);
  });
});
