import type { LoginResponse } from '@hcims/contracts/identity';
import type { Employee } from '@hcims/contracts/people';
import type { Task, TaskAttachment, TaskAttachmentList, TaskDashboard, TaskFile, TaskProgress, TaskUpdate } from '@hcims/contracts/tasks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../platform/dates/index.js';
import { bearer, identityTestApp, registerCompany, signIn } from '../../platform/auth/testing.js';
import { withTenant } from '../../platform/tenancy/index.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure, grantRole, PDF, PNG, upload } from '../../test/org-people.js';
import { announcementAttachments, taskAttachments } from './attachments.table.js';

/**
 * Files on tasks, progress updates and announcements (ADR 0124). Mona manages Rami (Sales);
 * Sara (Marketing) sees neither Rami's tasks nor Sales' announcements; another company sees nothing.
 */
describeEachDatabase('task and announcement files', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let s: Record<'mona' | 'rami' | 'sara', LoginResponse>;
  let e: Record<'mona' | 'rami' | 'sara', Employee>;
  let sales: string;
  let today: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const send = (url: string, access: string, name: string, content: Buffer | string) =>
    upload(app, 'POST', url, access, {}, { name, content });
  const newTask = async (name: string) => {
    const res = await call('POST', '/api/tasks/tasks', s.mona.access, {
      name,
      weight: 3,
      priority: 'medium',
      startDate: today,
      dueDate: addDays(today, 3),
      assigneeId: e.rami.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Task>();
  };
  const stored = async (key: string) => (await app.storage.stat(key)) !== null;
  const keysOf = (table: typeof taskAttachments | typeof announcementAttachments) =>
    withTenant(database, { companyId: owner.company.id, groupId: owner.company.groupId, userId: owner.user.id }, async (tx) =>
      (await tx.select({ id: table.id, key: table.storageKey }).from(table)).map((r) => r),
    );

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }) });
    owner = await registerCompany(app, { companyName: 'Files Co' });
    other = await registerCompany(app, { companyName: 'Other Files Co' });
    const { departments, designations } = await createStructure(app, owner.access);
    sales = departments.sales;
    const mona = await addEmployeeWhoSignsIn(app, database, owner.access, {
      departmentId: departments.sales,
      designationId: designations.salesManager,
      firstName: 'Mona',
    });
    const rami = await addEmployeeWhoSignsIn(app, database, owner.access, {
      departmentId: departments.sales,
      designationId: designations.salesRep,
      managerId: mona.employee.id,
      firstName: 'Rami',
    });
    const sara = await addEmployeeWhoSignsIn(app, database, owner.access, {
      departmentId: departments.marketing,
      designationId: designations.marketer,
      firstName: 'Sara',
    });
    await grantRole(app, owner.access, 'Manager', mona.employee.userId!);
    e = { mona: mona.employee, rami: rami.employee, sara: sara.employee };
    s = {
      mona: await signIn(app, mona.employee.workEmail),
      rami: await signIn(app, rami.employee.workEmail),
      sara: await signIn(app, sara.employee.workEmail),
    };
    today = (await call('GET', '/api/tasks/dashboard', owner.access)).json<TaskDashboard>().today;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('keeps files on a task: its editor adds and removes them, whoever sees it downloads them, nobody else reaches them', async () => {
    const task = await newTask('Quarterly figures');
    const url = `/api/tasks/tasks/${task.id}/attachments`;
    const added = await send(url, s.mona.access, 'brief.pdf', PDF);
    expect(added.statusCode, added.body).toBe(201);
    const brief = added.json<TaskAttachment>();
    expect(brief).toMatchObject({ fileName: 'brief.pdf', contentType: 'application/pdf', uploadedByName: 'Mona Person', canRemove: true });

    // Checked by content and size; a form without a file names the field.
    expect((await send(url, s.mona.access, 'x.pdf', '<html><script>x</script></html>')).statusCode).toBe(415);
    const big = await send(url, s.mona.access, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]));
    expect(big.statusCode).toBe(413);
    const none = await upload(app, 'POST', url, s.mona.access, { note: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toEqual([{ path: 'body.file', message: 'is required' }]);

    // The assignee sees the task but does not change it; Sara and another company do not see it.
    expect((await send(url, s.rami.access, 'mine.pdf', PDF)).statusCode).toBe(403);
    expect((await send(url, s.sara.access, 'x.pdf', PDF)).statusCode).toBe(404);
    expect((await send(url, other.access, 'x.pdf', PDF)).statusCode).toBe(404);

    const ramiList = (await call('GET', url, s.rami.access)).json<TaskAttachmentList>();
    expect(ramiList).toMatchObject({ canAdd: false, limit: 20 });
    expect(ramiList.items.map((i) => [i.fileName, i.canRemove])).toEqual([['brief.pdf', false]]);
    expect((await call('GET', url, s.mona.access)).json<TaskAttachmentList>().canAdd).toBe(true);
    const file = await call('GET', `${url}/${brief.id}`, s.rami.access);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-disposition']).toContain('attachment; filename="brief.pdf"');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    for (const access of [s.sara.access, other.access]) {
      expect((await call('GET', url, access)).statusCode).toBe(404);
      expect((await call('GET', `${url}/${brief.id}`, access)).statusCode).toBe(404);
      expect((await call('DELETE', `${url}/${brief.id}`, access)).statusCode).toBe(404);
    }
    // An attachment id of another task is not this task's.
    const elsewhere = await newTask('Elsewhere');
    expect((await call('GET', `/api/tasks/tasks/${elsewhere.id}/attachments/${brief.id}`, s.mona.access)).statusCode).toBe(404);

    expect((await call('DELETE', `${url}/${brief.id}`, s.rami.access)).statusCode).toBe(403);
    const key = (await keysOf(taskAttachments)).find((r) => r.id === brief.id)!.key;
    expect(await stored(key)).toBe(true);
    expect((await call('DELETE', `${url}/${brief.id}`, s.mona.access)).statusCode).toBe(204);
    expect(await stored(key)).toBe(false);
    expect((await call('GET', `${url}/${brief.id}`, s.mona.access)).statusCode).toBe(404);

    const audit = JSON.stringify((await call('GET', '/api/access/audit-events', owner.access)).json());
    expect(audit).toContain('tasks.task-attachment-added');
    expect(audit).toContain('tasks.task-attachment-removed');
  });

  it('refuses a task’s file past the limit and keeps nothing of it', async () => {
    const task = await newTask('Many files');
    const url = `/api/tasks/tasks/${task.id}/attachments`;
    for (let i = 0; i < 20; i++) expect((await send(url, s.mona.access, `note-${i}.txt`, `note ${i}\n`)).statusCode).toBe(201);
    const before = (await keysOf(taskAttachments)).length;
    const refused = await send(url, s.mona.access, 'one-more.txt', 'one more\n');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'TASKS_ATTACHMENT_LIMIT', details: { field: 'file', limit: 20 } });
    expect((await keysOf(taskAttachments)).length).toBe(before);
    expect((await call('GET', url, s.mona.access)).json<TaskAttachmentList>().canAdd).toBe(false);

    // Deleting the task deletes its stored files too.
    const keys = (await keysOf(taskAttachments)).map((r) => r.key);
    expect((await call('DELETE', `/api/tasks/tasks/${task.id}`, owner.access)).statusCode).toBe(204);
    const left = new Set((await keysOf(taskAttachments)).map((r) => r.key));
    for (const k of keys.filter((k) => !left.has(k))) expect(await stored(k)).toBe(false);
    expect(keys.length - left.size).toBe(20);
  });

  it('lets the assignee send one file with a progress update, shown in the history to those who see the task', async () => {
    const task = await newTask('Visit the client');
    const reported = await call('POST', `/api/tasks/tasks/${task.id}/updates`, s.rami.access, {
      version: task.version,
      progress: 50,
      status: 'in_progress',
      note: 'Half done, photo attached',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { updateId, version } = reported.json<TaskProgress>();
    const url = `/api/tasks/tasks/${task.id}/updates/${updateId}/attachment`;
    expect(
      (await call('GET', `/api/tasks/tasks/${task.id}/updates`, s.rami.access)).json<{ items: TaskUpdate[] }>().items[0],
    ).toMatchObject({
      attachment: null,
      canAttach: true,
    });
    const notAuthor = await send(url, s.mona.access, 'x.png', PNG);
    expect(notAuthor.json().error).toMatchObject({ code: 'TASKS_NOT_UPDATE_AUTHOR', details: { field: 'updateId' } });
    expect((await send(url, s.sara.access, 'x.png', PNG)).statusCode).toBe(404);
    expect((await send(url, other.access, 'x.png', PNG)).statusCode).toBe(404);
    expect((await send(`/api/tasks/tasks/${task.id}/updates/${task.id}/attachment`, s.rami.access, 'x.png', PNG)).statusCode).toBe(404);

    const sent = await send(url, s.rami.access, 'site.png', PNG);
    expect(sent.statusCode, sent.body).toBe(201);
    const photo = sent.json<TaskFile>();
    expect(photo).toMatchObject({ fileName: 'site.png', contentType: 'image/png' });
    const twice = await send(url, s.rami.access, 'again.png', PNG);
    expect(twice.json().error).toMatchObject({ code: 'TASKS_UPDATE_HAS_FILE', details: { field: 'file' } });

    const history = (await call('GET', `/api/tasks/tasks/${task.id}/updates`, s.mona.access)).json<{ items: TaskUpdate[] }>();
    expect(history.items[0]).toMatchObject({
      note: 'Half done, photo attached',
      attachment: { id: photo.id, fileName: 'site.png' },
      canAttach: false,
    });
    // An update's file is the update's, not among the task's own files; it downloads like them.
    expect((await call('GET', `/api/tasks/tasks/${task.id}/attachments`, s.mona.access)).json<TaskAttachmentList>().items).toEqual([]);
    expect((await call('GET', `/api/tasks/tasks/${task.id}/attachments/${photo.id}`, s.mona.access)).statusCode).toBe(200);
    expect((await call('GET', `/api/tasks/tasks/${task.id}/attachments/${photo.id}`, s.sara.access)).statusCode).toBe(404);

    // The update that completes the task may still carry its file; the closed task takes no more of its editor's.
    const done = await call('POST', `/api/tasks/tasks/${task.id}/updates`, s.rami.access, { version, progress: 100, status: 'completed' });
    const last = done.json<TaskProgress>().updateId;
    expect((await send(`/api/tasks/tasks/${task.id}/updates/${last}/attachment`, s.rami.access, 'report.pdf', PDF)).statusCode).toBe(201);
    const closed = await send(`/api/tasks/tasks/${task.id}/attachments`, s.mona.access, 'late.pdf', PDF);
    expect(closed.json().error.code).toBe('TASKS_TASK_CLOSED');
  });

  it('keeps files on announcements: authors add them, every reader in the audience downloads them', async () => {
    const draft = await call('POST', '/api/tasks/announcements', owner.access, {
      title: 'New price list',
      body: 'See the file',
      audience: 'departments',
      departmentIds: [sales],
    });
    const a = draft.json<{ id: string; version: number }>();
    const url = `/api/tasks/announcements/${a.id}/attachments`;
    const added = await send(url, owner.access, 'prices.pdf', PDF);
    expect(added.statusCode, added.body).toBe(201);
    const prices = added.json<TaskAttachment>();
    expect((await send(url, owner.access, 'x.pdf', 'MZ\x90\x00 not a pdf')).statusCode).toBe(415);
    // Readers do not see a draft, nor write announcements.
    expect((await call('GET', url, s.rami.access)).statusCode).toBe(404);
    expect((await call('GET', `${url}/${prices.id}`, s.rami.access)).statusCode).toBe(404);
    expect((await send(url, s.rami.access, 'x.pdf', PDF)).statusCode).toBe(403);

    expect((await call('POST', `/api/tasks/announcements/${a.id}/publish`, owner.access, { version: a.version })).statusCode).toBe(200);
    const readerList = (await call('GET', url, s.rami.access)).json<TaskAttachmentList>();
    expect(readerList).toMatchObject({ canAdd: false, items: [{ fileName: 'prices.pdf', canRemove: false }] });
    const file = await call('GET', `${url}/${prices.id}`, s.rami.access);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Outside the audience, or another company: 404.
    for (const access of [s.sara.access, other.access]) {
      expect((await call('GET', url, access)).statusCode).toBe(404);
      expect((await call('GET', `${url}/${prices.id}`, access)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `${url}/${prices.id}`, s.rami.access)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${prices.id}`, other.access)).statusCode).toBe(404);

    const archived = await call('POST', `/api/tasks/announcements/${a.id}/status`, owner.access, {
      to: 'archived',
      version: a.version + 1,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await send(url, owner.access, 'late.pdf', PDF)).json().error.code).toBe('TASKS_ANNOUNCEMENT_ARCHIVED');
    expect((await call('GET', url, owner.access)).json<TaskAttachmentList>()).toMatchObject({
      canAdd: false,
      items: [{ canRemove: false }],
    });

    const key = (await keysOf(announcementAttachments)).find((r) => r.id === prices.id)!.key;
    expect((await call('DELETE', `/api/tasks/announcements/${a.id}`, owner.access)).statusCode).toBe(204);
    expect(await stored(key)).toBe(false);
    const audit = JSON.stringify((await call('GET', '/api/access/audit-events', owner.access)).json());
    expect(audit).toContain('tasks.announcement-attachment-added');
  });

  it('keeps an occurrence that was given a file when its series changes', async () => {
    const created = await call('POST', '/api/tasks/series', s.mona.access, {
      name: 'Daily check',
      weight: 2,
      priority: 'low',
      assigneeId: e.rami.id,
      frequency: 'daily',
      startsOn: today,
    });
    expect(created.statusCode, created.body).toBe(201);
    const series = created.json<{ id: string; version: number }>();
    const occurrences = (await call('GET', '/api/tasks/tasks?pageSize=100', s.mona.access))
      .json<{ items: Task[] }>()
      .items.filter((t) => t.seriesId === series.id)
      .sort((x, y) => x.startDate.localeCompare(y.startDate));
    const tomorrow = occurrences[1]!;
    expect((await send(`/api/tasks/tasks/${tomorrow.id}/attachments`, s.mona.access, 'checklist.pdf', PDF)).statusCode).toBe(201);
    const renamed = await call('PATCH', `/api/tasks/series/${series.id}`, s.mona.access, { version: series.version, name: 'Daily round' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const kept = (await call('GET', `/api/tasks/tasks/${tomorrow.id}`, s.mona.access)).json<Task>();
    expect(kept.name).toBe('Daily check');
    expect((await call('GET', `/api/tasks/tasks/${tomorrow.id}/attachments`, s.mona.access)).json<TaskAttachmentList>().items).toHaveLength(
      1,
    );
  });
});
