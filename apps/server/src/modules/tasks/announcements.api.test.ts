import type { LoginResponse } from '@hcims/contracts/identity';
import type { Employee } from '@hcims/contracts/people';
import type { Announcement, AnnouncementPage, AnnouncementReadersPage } from '@hcims/contracts/tasks';
import type { Dashboard, NotificationFeed } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, identityTestApp, registerCompany, signIn, testClock, type TestClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure } from '../../test/org-people.js';
import { publishAllDue } from './index.js';

const HOUR = 60 * 60 * 1000;

/**
 * One company: Rami and Mona in Sales; Sara in Marketing at the Dubai branch; Tariq in Executive
 * at no branch (outside every chosen audience). The company's owner writes the announcements.
 */
describeEachDatabase('announcements', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let emails: Record<'rami' | 'mona' | 'sara' | 'tariq', string>;
  let s: Record<'rami' | 'mona' | 'sara' | 'tariq', LoginResponse>;
  let e: Record<'rami' | 'mona' | 'sara' | 'tariq', Employee>;
  let dubai: string;
  let otherBranch: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const create = async (payload: object, access = owner.access) => {
    const res = await call('POST', '/api/tasks/announcements', access, { title: 'Notice', body: 'Text', audience: 'everyone', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Announcement>();
  };
  const listOf = async (access: string, query = '') =>
    (await call('GET', `/api/tasks/announcements?pageSize=50${query}`, access)).json<AnnouncementPage>();
  const bell = async (access: string, kindOf: string) =>
    (await call('GET', '/api/workspace/notifications?limit=100', access))
      .json<NotificationFeed>()
      .items.filter((n) => n.kind === kindOf)
      .map((n) => n.textValues.title);
  const jobDeps = () => ({ database, clock: clock.fn, log: { error: () => undefined } });
  /** Moves the clock on; everyone signs in again (access tokens live minutes). */
  const advance = async (ms: number) => {
    clock.advance(ms);
    owner = { ...(await signIn(app, owner.email, owner.password)), email: owner.email, password: owner.password };
    other = { ...(await signIn(app, other.email, other.password)), email: other.email, password: other.password };
    for (const who of ['rami', 'mona', 'sara', 'tariq'] as const) s[who] = await signIn(app, emails[who]);
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    clock = testClock(new Date('2026-03-02T08:00:00Z'));
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }), clock });
    owner = await registerCompany(app, { companyName: 'Notice Co' });
    other = await registerCompany(app, { companyName: 'Other Notice Co' });
    const { departments, designations } = await createStructure(app, owner.access);
    const branch = await call('POST', '/api/org/branches', owner.access, { name: 'Dubai' });
    dubai = branch.json<{ id: string }>().id;
    otherBranch = (await call('POST', '/api/org/branches', other.access, { name: 'Elsewhere' })).json<{ id: string }>().id;
    const add = (firstName: string, departmentId: string, designationId: string, extra: object = {}) =>
      addEmployeeWhoSignsIn(app, database, owner.access, { firstName, departmentId, designationId, ...extra });
    const rami = await add('Rami', departments.sales, designations.salesRep);
    const mona = await add('Mona', departments.sales, designations.salesManager);
    const sara = await add('Sara', departments.marketing, designations.marketer, { branchId: dubai });
    const tariq = await add('Tariq', departments.exec, designations.ceo);
    e = { rami: rami.employee, mona: mona.employee, sara: sara.employee, tariq: tariq.employee };
    emails = {
      rami: rami.employee.workEmail,
      mona: mona.employee.workEmail,
      sara: sara.employee.workEmail,
      tariq: tariq.employee.workEmail,
    };
    s = {
      rami: await signIn(app, rami.employee.workEmail),
      mona: await signIn(app, mona.employee.workEmail),
      sara: await signIn(app, sara.employee.workEmail),
      tariq: await signIn(app, tariq.employee.workEmail),
    };
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  describe('audience', () => {
    it('reaches a mix of departments and branches, and no one else (404 outside, 404 across companies)', async () => {
      const a = await create({
        title: 'Sales and Dubai meeting',
        body: '<b>Monday</b>\n9 am',
        priority: 'high',
        audience: 'departments',
        departmentIds: [e.rami.departmentId],
        branchIds: [dubai],
        publish: true,
      });
      expect(a).toMatchObject({ status: 'published', priority: 'high', pinned: false, expired: false, body: '<b>Monday</b>\n9 am' });
      expect(a.departments.map((d) => d.name)).toEqual(['Sales']);
      expect(a.branches.map((b) => b.name)).toEqual(['Dubai']);
      expect(a.reads).toEqual({ read: 0, audience: 3 });

      for (const who of [s.rami, s.mona, s.sara]) {
        expect((await listOf(who.access)).items.map((i) => i.id)).toContain(a.id);
        expect((await call('GET', `/api/tasks/announcements/${a.id}`, who.access)).statusCode).toBe(200);
      }
      expect(await bell(s.sara.access, 'tasks.announcement-published')).toEqual(['Sales and Dubai meeting']);
      expect(await bell(s.tariq.access, 'tasks.announcement-published')).toEqual([]);
      // Tariq (Executive, no branch) is outside: not listed, and every way in answers 404.
      expect((await listOf(s.tariq.access)).items.map((i) => i.id)).not.toContain(a.id);
      expect((await call('GET', `/api/tasks/announcements/${a.id}`, s.tariq.access)).statusCode).toBe(404);
      expect((await call('POST', `/api/tasks/announcements/${a.id}/read`, s.tariq.access)).statusCode).toBe(404);
      // Another company sees nothing of it.
      for (const [method, url, body] of [
        ['GET', `/api/tasks/announcements/${a.id}`, undefined],
        ['GET', `/api/tasks/announcements/${a.id}/readers`, undefined],
        ['POST', `/api/tasks/announcements/${a.id}/read`, undefined],
        ['POST', `/api/tasks/announcements/${a.id}/remind`, undefined],
        ['POST', `/api/tasks/announcements/${a.id}/status`, { to: 'archived', version: a.version }],
        ['PATCH', `/api/tasks/announcements/${a.id}`, { title: 'Taken', version: a.version }],
        ['DELETE', `/api/tasks/announcements/${a.id}`, undefined],
      ] as const) {
        expect((await call(method, url, other.access, body)).statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await listOf(other.access)).total).toBe(0);
      // The audience names departments and branches of the company only.
      const foreign = await call('POST', '/api/tasks/announcements', owner.access, {
        title: 'x',
        body: 'y',
        audience: 'departments',
        branchIds: [otherBranch],
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().error).toMatchObject({ code: 'TASKS_ANNOUNCEMENT_BRANCH', details: { field: 'branchIds' } });
      const none = await call('POST', '/api/tasks/announcements', owner.access, { title: 'x', body: 'y', audience: 'departments' });
      expect(none.statusCode).toBe(400);
      expect(JSON.stringify(none.json().error.details)).toContain('departmentIds');
    });
  });

  describe('read tracking', () => {
    it('marks reads, lists who has and has not read (searchable, paginated) and reminds the rest once an hour', async () => {
      const a = await create({ title: 'Sales targets', audience: 'departments', departmentIds: [e.rami.departmentId], publish: true });
      expect((await call('POST', `/api/tasks/announcements/${a.id}/read`, s.rami.access)).statusCode).toBe(204);
      expect((await call('POST', `/api/tasks/announcements/${a.id}/read`, s.rami.access)).statusCode).toBe(204);
      const mine = (await listOf(s.rami.access)).items.find((i) => i.id === a.id)!;
      expect(mine).toMatchObject({ readByMe: true, reads: null, remindedAt: null });

      const readers = (q: string) => call('GET', `/api/tasks/announcements/${a.id}/readers${q}`, owner.access);
      const all = (await readers('')).json<AnnouncementReadersPage>();
      expect(all).toMatchObject({ read: 1, audience: 2, total: 2 });
      expect(all.items.map((r) => [r.name.split(' ')[0], r.readAt !== null])).toEqual([
        ['Mona', false],
        ['Rami', true],
      ]);
      expect(all.items[0]!.department).toBe('Sales');
      expect((await readers('?state=unread')).json<AnnouncementReadersPage>().items.map((r) => r.userId)).toEqual([e.mona.userId]);
      expect((await readers('?state=read')).json<AnnouncementReadersPage>().items.map((r) => r.userId)).toEqual([e.rami.userId]);
      expect((await readers('?q=ram')).json<AnnouncementReadersPage>().items.map((r) => r.userId)).toEqual([e.rami.userId]);
      const paged = (await readers('?pageSize=1&page=2')).json<AnnouncementReadersPage>();
      expect(paged).toMatchObject({ total: 2, page: 2 });
      expect(paged.items.map((r) => r.userId)).toEqual([e.rami.userId]);
      expect((await readers('?state=maybe')).statusCode).toBe(400);
      expect((await call('GET', `/api/tasks/announcements/${a.id}/readers`, s.rami.access)).statusCode).toBe(403);

      const remind = () => call('POST', `/api/tasks/announcements/${a.id}/remind`, owner.access);
      expect((await remind()).json()).toEqual({ reminded: 1 });
      expect(await bell(s.mona.access, 'tasks.announcement-reminder')).toEqual(['Sales targets']);
      expect(await bell(s.rami.access, 'tasks.announcement-reminder')).toEqual([]);
      const tooSoon = await remind();
      expect(tooSoon.statusCode).toBe(422);
      expect(tooSoon.json().error.code).toBe('TASKS_ANNOUNCEMENT_REMIND_TOO_SOON');
      expect((await call('POST', `/api/tasks/announcements/${a.id}/remind`, s.rami.access)).statusCode).toBe(403);
      await advance(HOUR + 1000);
      expect((await remind()).json()).toEqual({ reminded: 1 });
      expect(await bell(s.mona.access, 'tasks.announcement-reminder')).toEqual(['Sales targets', 'Sales targets']);

      const draft = await create({ title: 'Not yet' });
      const notPublished = await call('POST', `/api/tasks/announcements/${draft.id}/remind`, owner.access);
      expect(notPublished.json().error.code).toBe('TASKS_ANNOUNCEMENT_NOT_PUBLISHED');
    });

    it('shows the latest announcements addressed to the reader on the dashboard, unread marked', async () => {
      const card = async (access: string) =>
        (await call('GET', '/api/workspace/dashboard', access)).json<Dashboard>().cards.find((c) => c.id === 'tasks.latest-announcements');
      const sara = (await card(s.sara.access))!;
      expect(sara.items.map((i) => i.title)).toContain('Sales and Dubai meeting');
      expect(sara.items.map((i) => i.title)).not.toContain('Sales targets');
      expect(sara.items.find((i) => i.title === 'Sales and Dubai meeting')!.detailKey).toBe('tasks:cards.unread');
      const unread = sara.figures.find((f) => f.labelKey === 'tasks:cards.unreadAnnouncements')!.value!;
      const opened = sara.items.find((i) => i.title === 'Sales and Dubai meeting')!;
      expect((await call('POST', `/api/tasks/announcements/${opened.id}/read`, s.sara.access)).statusCode).toBe(204);
      const after = (await card(s.sara.access))!;
      expect(after.figures.find((f) => f.labelKey === 'tasks:cards.unreadAnnouncements')!.value).toBe(unread - 1);
      expect(after.items.find((i) => i.id === opened.id)!.detailKey).toBeUndefined();
    });
  });

  describe('publication window', () => {
    it('keeps a scheduled one from readers until the job publishes it and tells its audience', async () => {
      const at = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
      const a = await create({ title: 'Office closed Thursday', publish: true, publishAt: at });
      expect(a).toMatchObject({ status: 'scheduled', publishedAt: at });
      expect((await listOf(s.tariq.access)).items.map((i) => i.id)).not.toContain(a.id);
      expect((await call('GET', `/api/tasks/announcements/${a.id}`, s.tariq.access)).statusCode).toBe(404);
      expect(await publishAllDue(jobDeps())).toBe(0);
      await advance(2 * HOUR);
      expect(await publishAllDue(jobDeps())).toBe(1);
      expect(await publishAllDue(jobDeps())).toBe(0);
      expect((await call('GET', `/api/tasks/announcements/${a.id}`, s.tariq.access)).json<Announcement>().status).toBe('published');
      expect(await bell(s.tariq.access, 'tasks.announcement-published')).toContain('Office closed Thursday');
      // A draft with a publish time stays a draft.
      const draft = await create({ title: 'Quiet draft', publishAt: new Date(clock.now().getTime() + HOUR).toISOString() });
      await advance(2 * HOUR);
      expect(await publishAllDue(jobDeps())).toBe(0);
      expect((await call('GET', `/api/tasks/announcements/${draft.id}`, owner.access)).json<Announcement>().status).toBe('draft');
      expect((await call('GET', `/api/tasks/announcements/${draft.id}`, s.tariq.access)).statusCode).toBe(404);
    });

    it('lists an expired one to its authors only, and checks the dates are in order', async () => {
      const a = await create({ title: 'Flu shots today', publish: true, expiresAt: new Date(clock.now().getTime() + HOUR).toISOString() });
      expect((await listOf(s.tariq.access)).items.map((i) => i.id)).toContain(a.id);
      await advance(HOUR);
      expect((await listOf(s.tariq.access)).items.map((i) => i.id)).not.toContain(a.id);
      expect((await call('GET', `/api/tasks/announcements/${a.id}`, s.tariq.access)).statusCode).toBe(404);
      const authors = (await listOf(owner.access)).items.find((i) => i.id === a.id)!;
      expect(authors).toMatchObject({ status: 'published', expired: true });
      expect((await call('POST', `/api/tasks/announcements/${a.id}/remind`, owner.access)).json().error.code).toBe(
        'TASKS_ANNOUNCEMENT_NOT_PUBLISHED',
      );

      const backwards = await call('POST', '/api/tasks/announcements', owner.access, {
        title: 'x',
        body: 'y',
        audience: 'everyone',
        publish: true,
        publishAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
        expiresAt: new Date(clock.now().getTime() + HOUR).toISOString(),
      });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().error).toMatchObject({ code: 'TASKS_ANNOUNCEMENT_DATES', details: { field: 'expiresAt' } });
      const past = await call('POST', '/api/tasks/announcements', owner.access, {
        title: 'x',
        body: 'y',
        audience: 'everyone',
        publish: true,
        expiresAt: new Date(clock.now().getTime() - HOUR).toISOString(),
      });
      expect(past.json().error.code).toBe('TASKS_ANNOUNCEMENT_DATES');
    });
  });

  describe('authoring', () => {
    it('moves only along the allowed transitions, with versions, and edits what is not archived', async () => {
      const a = await create({ title: 'Car park works' });
      const move = (to: string, version: number) => call('POST', `/api/tasks/announcements/${a.id}/status`, owner.access, { to, version });
      const refused = await move('archived', 1);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({ code: 'TASKS_ANNOUNCEMENT_TRANSITION', details: { from: 'draft', to: 'archived' } });
      const scheduled = await call('PATCH', `/api/tasks/announcements/${a.id}`, owner.access, {
        version: 1,
        publishAt: new Date(clock.now().getTime() + HOUR).toISOString(),
      });
      expect(scheduled.statusCode).toBe(200);
      expect((await move('published', 2)).json<Announcement>().status).toBe('scheduled');
      expect((await move('draft', 3)).json<Announcement>().status).toBe('draft');
      expect((await move('published', 3)).statusCode).toBe(409);
      expect((await move('published', 4)).json<Announcement>().status).toBe('scheduled');
      const now = await move('published', 5);
      expect(now.json<Announcement>()).toMatchObject({ status: 'published', publishedAt: clock.now().toISOString() });
      expect((await move('draft', 6)).json().error.code).toBe('TASKS_ANNOUNCEMENT_TRANSITION');
      expect((await move('published', 6)).json().error.code).toBe('TASKS_ANNOUNCEMENT_PUBLISHED');
      const keepTime = await call('PATCH', `/api/tasks/announcements/${a.id}`, owner.access, { version: 6, publishAt: null });
      expect(keepTime.json().error).toMatchObject({ code: 'TASKS_ANNOUNCEMENT_PUBLISHED', details: { field: 'publishAt' } });
      const pinned = await call('PATCH', `/api/tasks/announcements/${a.id}`, owner.access, {
        version: 6,
        pinned: true,
        priority: 'urgent',
      });
      expect(pinned.json<Announcement>()).toMatchObject({ pinned: true, priority: 'urgent', version: 7 });
      const stale = await call('PATCH', `/api/tasks/announcements/${a.id}`, owner.access, { version: 6, title: 'Old' });
      expect(stale.statusCode).toBe(409);
      expect((await move('archived', 7)).json<Announcement>().status).toBe('archived');
      expect((await move('published', 8)).json().error.code).toBe('TASKS_ANNOUNCEMENT_TRANSITION');
      const frozen = await call('PATCH', `/api/tasks/announcements/${a.id}`, owner.access, { version: 8, title: 'Again' });
      expect(frozen.json().error.code).toBe('TASKS_ANNOUNCEMENT_ARCHIVED');
      expect((await call('GET', `/api/tasks/announcements/${a.id}`, s.tariq.access)).statusCode).toBe(404);
    });

    it('lists pinned first, filters by status, priority and title, and refuses bad input naming the field', async () => {
      const pinned = await create({ title: 'Pinned policy', pinned: true, priority: 'low', publish: true });
      await create({ title: 'Fresh news', priority: 'urgent', publish: true });
      const reader = (await listOf(s.tariq.access)).items;
      expect(reader[0]!.id).toBe(pinned.id);
      expect(reader[1]!.title).toBe('Fresh news');
      expect((await listOf(owner.access, '&priority=urgent')).items.every((i) => i.priority === 'urgent')).toBe(true);
      expect((await listOf(owner.access, '&status=archived')).items.map((i) => i.title)).toEqual(['Car park works']);
      expect((await listOf(owner.access, '&q=policy')).items.map((i) => i.title)).toEqual(['Pinned policy']);
      // An author asking for "mine" sees the reader's list.
      expect((await listOf(owner.access, '&mine=true')).items.map((i) => i.status)).not.toContain('draft');
      const bad = await call('POST', '/api/tasks/announcements', owner.access, {
        title: 'x',
        body: 'y',
        audience: 'everyone',
        priority: 'extreme',
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().error.details)).toContain('priority');
      expect((await call('GET', '/api/tasks/announcements?status=gone', owner.access)).statusCode).toBe(400);
    });

    it('stores the body as sanitised rich text on create and update, and refuses one left without text', async () => {
      const a = await create({
        body: '<h3>Closed <u>Friday</u></h3><script>alert(1)</script><p><img src=x onerror="alert(2)">See <a href="https://intra.test/x" onclick="y()">the plan</a></p>',
      });
      expect(a.body).toBe(
        '<h3>Closed <u>Friday</u></h3><p>See <a href="https://intra.test/x" rel="noopener noreferrer" target="_blank">the plan</a></p>',
      );
      const updated = await call('PATCH', `/api/tasks/announcements/${a.id}`, owner.access, {
        body: '<p style="position:fixed">Moved <svg onload="alert(3)"></svg><a href="javascript:alert(4)">here</a></p>',
        version: a.version,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const stored = (await call('GET', `/api/tasks/announcements/${a.id}`, owner.access)).json<Announcement>();
      expect(stored.body).toBe('<p>Moved <a rel="noopener noreferrer" target="_blank">here</a></p>');
      const empty = await call('POST', '/api/tasks/announcements', owner.access, {
        title: 'Empty',
        body: '<p><br></p><script>x</script>',
        audience: 'everyone',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('body');
      expect((await call('DELETE', `/api/tasks/announcements/${a.id}`, owner.access)).statusCode).toBe(204);
    });

    it('lets only authors write and only deleters delete', async () => {
      expect(
        (await call('POST', '/api/tasks/announcements', s.rami.access, { title: 'x', body: 'y', audience: 'everyone' })).statusCode,
      ).toBe(403);
      const a = await create({ title: 'To delete', publish: true });
      expect((await call('PATCH', `/api/tasks/announcements/${a.id}`, s.rami.access, { title: 'x', version: 1 })).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/tasks/announcements/${a.id}/status`, s.rami.access, { to: 'archived', version: 1 })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/tasks/announcements/${a.id}`, s.rami.access)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/tasks/announcements/${a.id}`, owner.access)).statusCode).toBe(204);
      expect((await call('GET', `/api/tasks/announcements/${a.id}`, owner.access)).statusCode).toBe(404);
    });
  });
  it('filters, sorts and pages the list with each value its own, for authors and readers (one statement per shape)', async () => {
    const a = await create({ title: 'Roster alpha 50%_', priority: 'low', publish: true });
    const b = await create({ title: 'Roster beta 500', priority: 'urgent', publish: true });
    const c = await create({ title: 'Roster gamma 50', priority: 'low' });
    const list = async (access: string, query: string) =>
      (await call('GET', `/api/tasks/announcements?${query}`, access)).json<AnnouncementPage>();
    const ids = (page: AnnouncementPage) => page.items.map((i) => i.id);

    // A search is a literal: unescaped, 50%_ would match 500 too.
    expect(ids(await list(owner.access, 'q=50%25_'))).toEqual([a.id]);
    expect(ids(await list(owner.access, 'q=Roster&sort=title'))).toEqual([a.id, b.id, c.id]);
    const firstTwo = await list(owner.access, 'q=Roster&sort=-title&pageSize=2');
    expect(firstTwo).toMatchObject({ total: 3 });
    expect(ids(firstTwo)).toEqual([c.id, b.id]);
    // The same shape with other values answers for those values.
    expect(ids(await list(owner.access, 'q=Roster&priority=urgent&sort=title'))).toEqual([b.id]);
    expect(ids(await list(owner.access, 'q=Roster&priority=low&sort=title'))).toEqual([a.id, c.id]);
    expect(ids(await list(owner.access, 'q=Roster&status=draft&sort=title'))).toEqual([c.id]);
    expect(await list(owner.access, 'q=Roster&sort=title&pageSize=2&page=3')).toMatchObject({ items: [], total: 3 });
    // A reader sees what is published to them, with the same filters; another company nothing.
    expect(ids(await list(s.rami.access, 'q=Roster&sort=title'))).toEqual([a.id, b.id]);
    expect(await list(s.rami.access, 'q=Roster&sort=title&pageSize=1&page=5')).toMatchObject({ items: [], total: 2 });
    expect(await list(other.access, 'q=Roster&sort=title')).toMatchObject({ items: [], total: 0 });
  });
});
