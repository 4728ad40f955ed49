import type { Calendar, Dashboard, Todo, TodoList } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, identityTestApp, invitePerson, registerCompany, roleIdByName, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

describeEachDatabase('workspace to-do list', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let colleague: string;

  const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) }).then((res) => ({ res, body: res.json<T>() }));
  const add = async (payload: object, access = owner.access) => (await call<Todo>('POST', '/api/workspace/todos', payload, access)).body;
  const list = async (view = 'open', access = owner.access) =>
    (await call<TodoList>('GET', `/api/workspace/todos?view=${view}`, undefined, access)).body;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, {
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }),
      clock: testClock(new Date('2026-03-10T09:00:00Z')),
    });
    owner = await registerCompany(app, { companyName: 'Todo Co' });
    const role = await roleIdByName(app, owner.access, 'Employee');
    colleague = (await invitePerson(app, database, owner.access, { roleIds: [role] })).access;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('adds, ticks, trashes, restores and deletes items, keeping done and trash apart from the open list', async () => {
    const report = await add({ title: '  Send the March report ', dueDate: '2026-03-09', priority: 'high', tag: 'finance', notes: ' ' });
    expect(report).toMatchObject({
      title: 'Send the March report',
      notes: null,
      priority: 'high',
      tag: 'finance',
      overdue: true,
      done: false,
      version: 1,
    });
    const call2 = await add({ title: 'Call the bank', dueDate: '2026-03-12' });
    expect(call2).toMatchObject({ priority: 'medium', overdue: false });

    const open = await list();
    expect(open.items.map((t) => t.title)).toEqual(['Send the March report', 'Call the bank']);
    expect(open.counts).toEqual({ open: 2, done: 0, trash: 0, overdue: 1 });
    expect(open.tags).toEqual(['finance']);

    const ticked = (await call<Todo>('PATCH', `/api/workspace/todos/${report.id}`, { version: 1, done: true })).body;
    expect(ticked).toMatchObject({ done: true, overdue: false, version: 2 });
    expect((await list('done')).items.map((t) => t.id)).toEqual([report.id]);

    const stale = await call('PATCH', `/api/workspace/todos/${report.id}`, { version: 1, title: 'Late' });
    expect([stale.res.statusCode, (stale.body as { error: { code: string } }).error.code]).toEqual([409, 'WORKSPACE_TODO_STALE_VERSION']);

    // Deleting for good needs the trash first; restoring brings it back.
    const notTrashed = await call('DELETE', `/api/workspace/todos/${call2.id}`);
    expect([notTrashed.res.statusCode, (notTrashed.body as { error: { code: string } }).error.code]).toEqual([
      422,
      'WORKSPACE_TODO_NOT_IN_TRASH',
    ]);
    await call('PATCH', `/api/workspace/todos/${call2.id}`, { version: 1, trashed: true });
    expect((await list('trash')).items.map((t) => t.id)).toEqual([call2.id]);
    expect((await list()).items).toEqual([]);
    const restored = (await call<Todo>('PATCH', `/api/workspace/todos/${call2.id}`, { version: 2, trashed: false })).body;
    expect(restored.trashed).toBe(false);
    await call('PATCH', `/api/workspace/todos/${call2.id}`, { version: 3, trashed: true });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/workspace/todos/${call2.id}`, headers: bearer(owner.access) })).statusCode,
    ).toBe(204);
    expect((await list('trash')).items).toEqual([]);
  });

  it('keeps the order the user sets, and refuses an id that is not theirs', async () => {
    const [a, b, c] = [await add({ title: 'A' }), await add({ title: 'B' }), await add({ title: 'C' })];
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/workspace/todos/order',
          headers: bearer(owner.access),
          payload: { ids: [c.id, a.id, b.id] },
        })
      ).statusCode,
    ).toBe(204);
    expect((await list()).items.map((t) => t.title)).toEqual(['C', 'A', 'B']);
    const theirs = await add({ title: 'Mine only' }, colleague);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/workspace/todos/order',
      headers: bearer(owner.access),
      payload: { ids: [theirs.id, a.id] },
    });
    expect(refused.statusCode).toBe(404);
    expect((await list()).items.map((t) => t.title)).toEqual(['C', 'A', 'B']);
  });

  it("is each member's own: a colleague neither lists nor changes another's items", async () => {
    const mine = await add({ title: 'Private note' });
    expect((await list('open', colleague)).items.map((t) => t.title)).toEqual(['Mine only']);
    expect((await call('PATCH', `/api/workspace/todos/${mine.id}`, { version: 1, done: true }, colleague)).res.statusCode).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const empty = await call('POST', '/api/workspace/todos', { title: ' ' });
    expect(empty.res.statusCode).toBe(400);
    expect(empty.res.body).toContain('title');
    const priority = await call('POST', '/api/workspace/todos', { title: 'x', priority: 'urgent' });
    expect(priority.res.body).toContain('priority');
    const nul = await call('POST', '/api/workspace/todos', { title: 'a\u0000b' });
    expect(nul.res.statusCode).toBe(400);
  });

  it('shows open items on the dashboard card and due dates on the calendar', async () => {
    await add({ title: 'Renew the lease', dueDate: '2026-03-14', tag: 'office' }, colleague);
    const board = (await call<Dashboard>('GET', '/api/workspace/dashboard', undefined, colleague)).body;
    const card = board.cards.find((c) => c.id === 'workspace.my-todos')!;
    expect(card.figures.map((f) => [f.labelKey, f.value])).toEqual([
      ['workspace:cards.open', 2],
      ['workspace:cards.overdue', 0],
    ]);
    expect(card.items.map((i) => i.title)).toEqual(['Renew the lease']);
    const calendar = (await call<Calendar>('GET', '/api/workspace/calendar?from=2026-03-01&to=2026-03-31', undefined, colleague)).body;
    expect(calendar.events.filter((e) => e.source === 'workspace.todos').map((e) => [e.title, e.start])).toEqual([
      ['Renew the lease', '2026-03-14'],
    ]);
  });
});
