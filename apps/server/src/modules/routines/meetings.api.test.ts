import type { MeetingDetail, MeetingPage } from '@hcims/contracts/routines';
import type { TaskPage } from '@hcims/contracts/tasks';
import type { Calendar, NotificationFeed } from '@hcims/contracts/workspace';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployeeWhoSignsIn,
  createStructure,
  grantRole,
  PDF,
  peopleTestApp,
  PNG,
  upload,
  type PeopleTestApp,
} from '../../test/org-people.js';

describeEachDatabase('routines minutes of meetings', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let manager: Awaited<ReturnType<typeof addEmployeeWhoSignsIn>>;
  let managerAccess: string;
  let rep: Awaited<ReturnType<typeof addEmployeeWhoSignsIn>>;
  let marketer: Awaited<ReturnType<typeof addEmployeeWhoSignsIn>>;
  let marketingId: string;
  let meeting: MeetingDetail;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const body = (extra: object = {}) => ({
    title: 'Weekly sales review',
    date: '2026-11-16',
    startTime: '09:30',
    endTime: '10:30',
    place: 'Room 2',
    organiserId: manager.employee.id,
    attendeeIds: [rep.employee.id],
    departmentIds: [marketingId],
    agenda: '1. Pipeline',
    notes: '<b>bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>',
    decisions: 'Hire one more rep',
    actionItems: [{ description: 'Send the pipeline report', assigneeId: rep.employee.id, dueDate: '2026-11-20' }],
    ...extra,
  });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Meeting Co' });
    other = await registerCompany(t.app, { companyName: 'Other Meeting Co' });
    const s = await createStructure(t.app, owner.access);
    marketingId = s.departments.marketing;
    manager = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
    });
    await grantRole(t.app, owner.access, 'Manager', manager.employee.userId!);
    managerAccess = (await signIn(t.app, manager.employee.workEmail)).access;
    rep = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: manager.employee.id,
    });
    marketer = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.marketing,
      designationId: s.designations.marketer,
    });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('records a meeting: departments expand to their members, notes are sanitised rich text, attendees are notified and see it in their calendar', async () => {
    const res = await call('POST', '/api/routines/meetings', body());
    expect(res.statusCode, res.body).toBe(201);
    meeting = res.json<MeetingDetail>();
    expect(meeting).toMatchObject({
      title: 'Weekly sales review',
      startTime: '09:30',
      endTime: '10:30',
      notes: '<b>bold</b>',
      decisions: '<p>Hire one more rep</p>',
      version: 1,
    });
    expect(meeting.attendees.map((a) => a.employeeId).sort()).toEqual([rep.employee.id, marketer.employee.id].sort());
    expect(meeting.actionItems).toMatchObject([{ description: 'Send the pipeline report', taskId: null, task: null }]);

    const feed = (await call('GET', '/api/workspace/notifications', undefined, marketer.session.access)).json<NotificationFeed>();
    expect(feed.items.some((n) => n.textKey === 'routines:notifications.meetingInvited')).toBe(true);
    const calendar = (
      await call('GET', '/api/workspace/calendar?from=2026-11-01&to=2026-11-30', undefined, rep.session.access)
    ).json<Calendar>();
    expect(calendar.events.some((e) => e.id === meeting.id && e.start === '2026-11-16')).toBe(true);
  });

  it('lists by search and date range, for those who attend; not for others', async () => {
    const found = (await call('GET', '/api/routines/meetings?q=sales&from=2026-11-01&to=2026-11-30')).json<MeetingPage>();
    expect(found).toMatchObject({ total: 1, items: [{ id: meeting.id, attendeeCount: 2 }] });
    expect((await call('GET', '/api/routines/meetings?from=2026-12-01')).json<MeetingPage>().total).toBe(0);
    expect((await call('GET', '/api/routines/meetings', undefined, rep.session.access)).json<MeetingPage>().total).toBe(1);
    // Past the end the total stays; the same filters with other values answer for those values.
    expect(
      (await call('GET', '/api/routines/meetings?q=sales&from=2026-11-01&to=2026-11-30&sort=title&pageSize=1&page=3')).json<MeetingPage>(),
    ).toMatchObject({ items: [], total: 1 });
    expect((await call('GET', '/api/routines/meetings?q=nowhere&from=2026-11-01&to=2026-11-30&sort=title')).json<MeetingPage>().total).toBe(
      0,
    );
    const attended = (
      await call('GET', '/api/routines/meetings?q=sales&from=2026-11-01&to=2026-11-30', undefined, rep.session.access)
    ).json<MeetingPage>();
    expect(attended.items.map((m) => m.id)).toEqual([meeting.id]);
    expect((await call('GET', '/api/routines/meetings?q=sales', undefined, other.access)).json<MeetingPage>().total).toBe(0);
    expect((await call('GET', `/api/routines/meetings/${meeting.id}`, undefined, managerAccess)).statusCode).toBe(200);
    // An attendee reads but does not change it.
    expect((await call('PUT', `/api/routines/meetings/${meeting.id}`, { ...body(), version: 1 }, rep.session.access)).statusCode).toBe(403);
  });

  it('searches the words of the notes, not their markup', async () => {
    const created = await call(
      'POST',
      '/api/routines/meetings',
      body({
        title: 'Quarter planning',
        date: '2026-10-05',
        place: '',
        agenda: '',
        attendeeIds: [],
        departmentIds: [],
        actionItems: [],
        notes: '<p><strong>Bud</strong>get &amp; hiring</p><ul><li>Q1 targets</li></ul>',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const planning = created.json<MeetingDetail>();
    const search = async (q: string) =>
      (await call('GET', `/api/routines/meetings?q=${encodeURIComponent(q)}&to=2026-10-31`)).json<MeetingPage>().items.map((m) => m.id);
    try {
      // Words split by inline tags and escaped characters are found as they read.
      expect(await search('budget & hiring')).toEqual([planning.id]);
      expect(await search('hiring Q1')).toEqual([planning.id]);
      // The tags and entities themselves are not text.
      for (const q of ['strong', '<p>', 'li', 'amp', 'ul>']) expect(await search(q), q).toEqual([]);
    } finally {
      expect((await call('DELETE', `/api/routines/meetings/${planning.id}`)).statusCode).toBe(204);
    }
  });

  it('answers 400 naming the field, and 404 across companies', async () => {
    const late = await call('POST', '/api/routines/meetings', body({ endTime: '09:00' }));
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('endTime');
    const stranger = await call('POST', '/api/routines/meetings', body({ attendeeIds: [other.user.id] }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('attendeeIds.0');
    expect((await call('POST', '/api/routines/meetings', body({ title: '' }))).body).toContain('title');
    expect((await call('GET', `/api/routines/meetings/${meeting.id}`, undefined, other.access)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/routines/meetings/${meeting.id}`, undefined, other.access)).statusCode).toBe(404);
  });

  it('updates with the version read (409 when stale), keeping action items by id', async () => {
    const item = meeting.actionItems[0]!;
    const res = await call(
      'PUT',
      `/api/routines/meetings/${meeting.id}`,
      {
        ...body({ departmentIds: [], title: 'Weekly sales review (moved)' }),
        actionItems: [
          { id: item.id, description: item.description, assigneeId: item.assigneeId, dueDate: item.dueDate },
          { description: 'Book the room', assigneeId: manager.employee.id, dueDate: '2026-11-18' },
        ],
        version: 1,
      },
      managerAccess,
    );
    expect(res.statusCode, res.body).toBe(200);
    meeting = res.json<MeetingDetail>();
    expect(meeting).toMatchObject({ version: 2, title: 'Weekly sales review (moved)' });
    const saved = await call('PUT', `/api/routines/meetings/${meeting.id}`, {
      ...body({ departmentIds: [], title: meeting.title, attendeeIds: [rep.employee.id] }),
      actionItems: meeting.actionItems.map((i) => ({ id: i.id, description: i.description, assigneeId: i.assigneeId, dueDate: i.dueDate })),
      decisions: '<p style="color:red" onmouseover="x()">Agreed <a href="javascript:alert(1)">here</a></p>',
      version: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    meeting = saved.json<MeetingDetail>();
    expect(meeting.decisions).toBe('<p>Agreed <a rel="noopener noreferrer" target="_blank">here</a></p>');
    expect(meeting.attendees.map((a) => a.employeeId)).toEqual([rep.employee.id]);
    expect(meeting.actionItems.map((i) => i.id)[0]).toBe(item.id);
    expect(meeting.actionItems).toHaveLength(2);
    const stale = await call('PUT', `/api/routines/meetings/${meeting.id}`, { ...body(), version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('ROUTINES_MEETING_STALE_VERSION');
  });

  it('turns an action item into a task in one step, shows its status, and only once', async () => {
    const item = meeting.actionItems[0]!;
    const res = await call('POST', `/api/routines/meetings/${meeting.id}/action-items/${item.id}/task`, undefined, managerAccess);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<MeetingDetail>().actionItems[0]!;
    expect(made.taskId).not.toBeNull();
    expect(made.task).toMatchObject({ status: expect.any(String), progress: 0 });
    const tasks = (await call('GET', '/api/tasks/tasks?mine=true', undefined, rep.session.access)).json<TaskPage>();
    expect(tasks.items.some((x) => x.id === made.taskId && x.dueDate === '2026-11-20')).toBe(true);
    const again = await call('POST', `/api/routines/meetings/${meeting.id}/action-items/${item.id}/task`, undefined, managerAccess);
    expect(again.json().error.code).toBe('ROUTINES_MEETING_TASK_EXISTS');
    expect(
      (await call('POST', `/api/routines/meetings/${meeting.id}/action-items/${item.id}/task`, undefined, other.access)).statusCode,
    ).toBe(404);
  });

  it('exports the minutes as PDF, with the action items’ task status, to those who see the meeting', async () => {
    const pdf = await call('GET', `/api/routines/meetings/${meeting.id}/pdf?lng=en`, undefined, rep.session.access);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
    for (const part of [
      'Minutes: Weekly sales review',
      'Room 2',
      'Attendees',
      'Pipeline',
      'bold',
      'Agreed here',
      'Send the pipeline report',
      'Pending',
      'Not a task yet',
    ]) {
      expect(text, part).toContain(part);
    }
    // Rich text reaches the PDF as its words, never as tags.
    expect(text).not.toMatch(/<\/?(b|p|a)\b/);
    const arabic = await call('GET', `/api/routines/meetings/${meeting.id}/pdf?lng=ae`, undefined, rep.session.access);
    expect(execFileSync('pdftotext', ['-', '-'], { input: arabic.rawPayload, encoding: 'utf8' })).toContain('الحضور');
    expect((await call('GET', `/api/routines/meetings/${meeting.id}/pdf`, undefined, other.access)).statusCode).toBe(404);
  });

  it('keeps files on a meeting, checked by content, for those who see it', async () => {
    const url = `/api/routines/meetings/${meeting.id}/attachments`;
    const added = await upload(t.app, 'POST', url, managerAccess, {}, { name: 'slides.pdf', content: PDF });
    expect(added.statusCode, added.body).toBe(201);
    const slides = added.json<MeetingDetail['attachments'][number]>();
    expect(slides).toMatchObject({ fileName: 'slides.pdf', contentType: 'application/pdf' });
    expect((await upload(t.app, 'POST', url, managerAccess, {}, { name: 'board.png', content: PNG })).statusCode).toBe(201);
    expect(
      (await upload(t.app, 'POST', url, managerAccess, {}, { name: 'x.pdf', content: '<html><script>x</script></html>' })).statusCode,
    ).toBe(415);
    expect(
      (
        await upload(
          t.app,
          'POST',
          url,
          managerAccess,
          {},
          { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]) },
        )
      ).statusCode,
    ).toBe(413);
    expect((await upload(t.app, 'POST', url, rep.session.access, {}, { name: 'x.pdf', content: PDF })).statusCode).toBe(403);
    expect((await upload(t.app, 'POST', url, other.access, {}, { name: 'x.pdf', content: PDF })).statusCode).toBe(404);

    const seen = (await call('GET', `/api/routines/meetings/${meeting.id}`, undefined, rep.session.access)).json<MeetingDetail>();
    expect(seen.attachments.map((a) => a.fileName).sort()).toEqual(['board.png', 'slides.pdf']);
    const file = await call('GET', `${url}/${slides.id}`, undefined, rep.session.access);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect((await call('GET', `${url}/${slides.id}`, undefined, other.access)).statusCode).toBe(404);

    expect((await call('DELETE', `${url}/${slides.id}`, undefined, rep.session.access)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${slides.id}`, undefined, other.access)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${slides.id}`, undefined, managerAccess)).statusCode).toBe(204);
    expect((await call('GET', `${url}/${slides.id}`, undefined, rep.session.access)).statusCode).toBe(404);
  });

  it('deletes a meeting', async () => {
    expect((await call('DELETE', `/api/routines/meetings/${meeting.id}`, undefined, rep.session.access)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/routines/meetings/${meeting.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/routines/meetings/${meeting.id}`)).statusCode).toBe(404);
  });
});
