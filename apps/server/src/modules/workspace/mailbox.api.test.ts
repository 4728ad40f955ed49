import type { Mail, MailList, NotificationFeed } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { registerCompany } from '../../platform/auth/testing.js';

describeEachDatabase('workspace mailbox', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let ana: { employeeId: string; access: string };
  let ben: { employeeId: string; access: string };
  let carl: { employeeId: string; access: string };
  let noAccount: string;
  let stranger: Awaited<ReturnType<typeof registerCompany>>;

  const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, access: string, payload?: object) =>
    app
      .inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) })
      .then((res) => ({ res, body: (res.body ? res.json<T>() : undefined) as T }));
  const folder = async (access: string, name = 'inbox', q = '') =>
    (await call<MailList>('GET', `/api/workspace/mailbox?folder=${name}${q ? `&q=${encodeURIComponent(q)}` : ''}`, access)).body;
  const send = async (access: string, to: string[], subject: string, body = 'Hello', sendNow = true) => {
    const { res, body: mail } = await call<Mail>('POST', '/api/workspace/mailbox', access, { to, subject, body, send: sendNow });
    expect(res.statusCode).toBe(201);
    return mail;
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(new Date('2026-03-10T09:00:00Z')) });
    app = t.app;
    owner = await registerCompany(app, { companyName: 'Mail Co' });
    const s = await createStructure(app, owner.access);
    const job = { departmentId: s.departments.sales, designationId: s.designations.salesRep };
    const member = async () => {
      const { employee, session } = await addEmployeeWhoSignsIn(app, database, owner.access, job);
      return { employeeId: employee.id, access: session.access };
    };
    [ana, ben, carl] = [await member(), await member(), await member()];
    noAccount = (await addEmployee(app, owner.access, job)).id;
    stranger = await registerCompany(app, { companyName: 'Other Co' });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('keeps a copy of the invitation email in the new member’s inbox, without its link', async () => {
    const inbox = await folder(ana.access);
    const copy = inbox.items.find((m) => m.system)!;
    expect(copy).toMatchObject({ from: null, read: false, box: 'inbox' });
    const opened = (await call<Mail>('PATCH', `/api/workspace/mailbox/${copy.id}`, ana.access, { read: true })).body;
    expect(opened.body).not.toMatch(/token=|#token/);
    expect(opened.body).toContain('single-use link');
    expect(opened.read).toBe(true);
  });

  it('sends to recipients only: each holds a copy, the others see nothing and cannot open it', async () => {
    const sent = await send(ana.access, [ben.employeeId], 'Quarter plan', 'Draft attached tomorrow.');
    expect(sent).toMatchObject({ box: 'sent', read: true, subject: 'Quarter plan' });
    expect(sent.to.map((p) => p.employeeId)).toEqual([ben.employeeId]);

    const benInbox = await folder(ben.access);
    const received = benInbox.items.find((m) => m.subject === 'Quarter plan')!;
    expect(received).toMatchObject({ read: false, box: 'inbox', system: false });
    expect(received.from?.employeeId).toBe(ana.employeeId);
    expect(benInbox.counts.inboxUnread).toBe(2); // the invitation copy and this one
    expect((await folder(ana.access, 'sent')).items.map((m) => m.subject)).toEqual(['Quarter plan']);
    const bell = (await call<NotificationFeed>('GET', '/api/workspace/notifications', ben.access)).body;
    expect(bell.items[0]).toMatchObject({ kind: 'workspace.mail-received', href: '/apps/mailbox', read: false });
    expect((await call<NotificationFeed>('GET', '/api/workspace/notifications', ana.access)).body.items).toEqual([]);

    // Carl (same company, not a recipient), the owner and another company see nothing of it.
    for (const outsider of [carl.access, owner.access, stranger.access]) {
      expect((await folder(outsider, 'inbox', 'Quarter')).items).toEqual([]);
      expect((await folder(outsider, 'sent', 'Quarter')).items).toEqual([]);
      for (const id of [sent.id, received.id]) {
        expect((await call('PATCH', `/api/workspace/mailbox/${id}`, outsider, { read: true })).res.statusCode).toBe(404);
        expect((await call('PATCH', `/api/workspace/mailbox/${id}`, outsider, { trashed: true })).res.statusCode).toBe(404);
      }
    }
    // Ben's copy is Ben's: he cannot edit it as a draft; opening marks only his copy read.
    expect(
      (await call('PUT', `/api/workspace/mailbox/${received.id}`, ben.access, { to: [], subject: 'x', body: '', send: false })).body,
    ).toMatchObject({
      error: { code: 'MAILBOX_NOT_A_DRAFT' },
    });
    await call('PATCH', `/api/workspace/mailbox/${received.id}`, ben.access, { read: true });
    expect((await folder(ben.access)).counts.inboxUnread).toBe(1);
  });

  it('keeps drafts, then sends them; refuses recipients who do not sign in or belong elsewhere', async () => {
    const draft = await send(carl.access, [], 'Lunch?', 'Friday', false);
    expect(draft.box).toBe('draft');
    expect((await folder(carl.access, 'drafts')).counts.drafts).toBe(1);
    const empty = await call('PUT', `/api/workspace/mailbox/${draft.id}`, carl.access, {
      to: [],
      subject: 'Lunch?',
      body: 'Friday',
      send: true,
    });
    expect([empty.res.statusCode, (empty.body as { error: { code: string } }).error.code]).toEqual([422, 'MAILBOX_NO_RECIPIENT']);
    const noSignIn = await call('POST', '/api/workspace/mailbox', carl.access, { to: [noAccount], subject: 'x', body: 'y', send: true });
    expect([noSignIn.res.statusCode, (noSignIn.body as { error: { code: string } }).error.code]).toEqual([
      422,
      'MAILBOX_RECIPIENT_CANNOT_SIGN_IN',
    ]);
    // An employee of another company is not in this directory.
    const foreign = await call('POST', '/api/workspace/mailbox', stranger.access, {
      to: [ana.employeeId],
      subject: 'x',
      body: 'y',
      send: true,
    });
    expect(foreign.res.statusCode).toBe(422);

    const sent = (
      await call<Mail>('PUT', `/api/workspace/mailbox/${draft.id}`, carl.access, {
        to: [ana.employeeId, ben.employeeId],
        subject: 'Lunch?',
        body: 'Friday at noon',
        send: true,
      })
    ).body;
    expect(sent.box).toBe('sent');
    expect((await folder(carl.access, 'drafts')).items).toEqual([]);
    for (const who of [ana, ben]) expect((await folder(who.access, 'inbox', 'noon')).items.map((m) => m.subject)).toEqual(['Lunch?']);
  });

  it('stars, trashes, restores and deletes one holder’s copy without touching the others', async () => {
    const lunch = (await folder(ana.access, 'inbox', 'noon')).items[0]!;
    await call('PATCH', `/api/workspace/mailbox/${lunch.id}`, ana.access, { starred: true });
    expect((await folder(ana.access, 'starred')).items.map((m) => m.id)).toEqual([lunch.id]);
    const refused = await call('DELETE', `/api/workspace/mailbox/${lunch.id}`, ana.access);
    expect((refused.body as { error: { code: string } }).error.code).toBe('MAILBOX_NOT_IN_TRASH');
    await call('PATCH', `/api/workspace/mailbox/${lunch.id}`, ana.access, { trashed: true });
    expect((await folder(ana.access, 'inbox', 'noon')).items).toEqual([]);
    expect((await folder(ana.access, 'trash')).items.map((m) => m.id)).toEqual([lunch.id]);
    expect((await call('DELETE', `/api/workspace/mailbox/${lunch.id}`, ana.access)).res.statusCode).toBe(204);
    expect((await folder(ana.access, 'trash')).items).toEqual([]);
    // Ben and Carl still hold theirs.
    expect((await folder(ben.access, 'inbox', 'noon')).items).toHaveLength(1);
    expect((await folder(carl.access, 'sent', 'noon')).items).toHaveLength(1);
  });

  it('refuses bad input naming the field', async () => {
    const bad = await call('POST', '/api/workspace/mailbox', ana.access, { to: ['nope'], subject: 'x', body: 'y', send: true });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.body).toContain('to');
    const twice = await call('POST', '/api/workspace/mailbox', ana.access, {
      to: [ben.employeeId, ben.employeeId],
      subject: 'x',
      body: 'y',
      send: true,
    });
    expect(twice.res.statusCode).toBe(400);
  });
});
