import type { Holiday, HolidayImportReport, HolidayPage } from '@hcims/contracts/routines';
import type { Calendar } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';

describeEachDatabase('routines holidays', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let employeeAccess: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Holiday Co' });
    other = await registerCompany(t.app, { companyName: 'Other Holiday Co' });
    const structure = await createStructure(t.app, owner.access);
    const person = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: structure.departments.sales,
      designationId: structure.designations.salesRep,
    });
    employeeAccess = person.session.access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('marks a range and single dates, lists them by year, type and text, one page at a time, each audited', async () => {
    const range = await call('POST', '/api/routines/holidays', {
      from: '2027-12-01',
      to: '2027-12-03',
      type: 'public',
      description: '  National Day ',
    });
    expect(range.statusCode).toBe(201);
    expect(range.json<{ items: Holiday[] }>().items.map((h) => h.date)).toEqual(['2027-12-01', '2027-12-02', '2027-12-03']);
    const dates = await call('POST', '/api/routines/holidays', {
      dates: ['2027-05-16', '2027-05-15', '2027-05-16'],
      type: 'religious',
      description: 'Eid al-Adha',
    });
    expect(dates.json<{ items: Holiday[] }>().items).toMatchObject([
      { date: '2027-05-15', description: 'Eid al-Adha', branchId: null },
      { date: '2027-05-16' },
    ]);
    await call('POST', '/api/routines/holidays', { dates: ['2028-01-01'], type: 'public', description: 'New Year' });

    const year = (await call('GET', '/api/routines/holidays?year=2027&pageSize=2&page=2')).json<HolidayPage>();
    expect(year).toMatchObject({ total: 5, page: 2, items: [{ date: '2027-12-01' }, { date: '2027-12-02' }] });
    const religious = (await call('GET', '/api/routines/holidays?type=religious')).json<HolidayPage>();
    expect(religious.total).toBe(2);
    const found = (await call('GET', '/api/routines/holidays?q=national&sort=-date')).json<HolidayPage>();
    expect(found.items.map((h) => h.date)).toEqual(['2027-12-03', '2027-12-02', '2027-12-01']);
    // Filters with a sort, the last page and one past the end (whose total is counted on its own).
    for (const [page, dates] of [
      [2, ['2027-12-01']],
      [3, []],
    ] as const) {
      const url = `/api/routines/holidays?year=2027&type=public&sort=-date&pageSize=2&page=${page}`;
      expect((await call('GET', url)).json<HolidayPage>()).toMatchObject({ total: 3, items: dates.map((date) => ({ date })) });
    }
    expect(JSON.stringify((await call('GET', '/api/access/audit-events')).json())).toContain('routines.holiday-created');
    // The workspace calendar shows them as a source of their own.
    const calendar = (await call('GET', '/api/workspace/calendar?from=2027-12-01&to=2027-12-31')).json<Calendar>();
    expect(calendar.events.filter((e) => e.source === 'routines.holidays').map((e) => [e.start, e.title])).toEqual([
      ['2027-12-01', 'National Day'],
      ['2027-12-02', 'National Day'],
      ['2027-12-03', 'National Day'],
    ]);
  });

  it('exports the filtered list as CSV with headers in the asked language, and as XLSX and PDF', async () => {
    const csv = await call('GET', '/api/routines/holidays/export?format=csv&year=2027&type=public&lng=de');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Datum');
    expect(csv.body).toContain('Gesetzlich');
    expect(csv.body).toContain('Ganzes Unternehmen');
    expect(csv.body).not.toContain('Eid al-Adha');
    for (const format of ['xlsx', 'pdf']) {
      const file = await call('GET', `/api/routines/holidays/export?format=${format}&year=2027`);
      expect(file.statusCode, format).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(100);
    }
  });

  it('refuses a date that is already a holiday with 422 naming it, and bad input with 400 naming the field', async () => {
    const taken = await call('POST', '/api/routines/holidays', {
      from: '2027-11-30',
      to: '2027-12-01',
      type: 'other',
      description: 'Overlap',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error).toMatchObject({ code: 'ROUTINES_HOLIDAY_EXISTS', details: { dates: ['2027-12-01'] } });
    // Nothing half-written: 30 November was not marked either.
    expect((await call('GET', '/api/routines/holidays?q=overlap')).json<HolidayPage>().total).toBe(0);

    const backwards = await call('POST', '/api/routines/holidays', {
      from: '2027-02-02',
      to: '2027-02-01',
      type: 'other',
      description: 'x',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('body.to');
    const badType = await call('POST', '/api/routines/holidays', { dates: ['2027-02-01'], type: 'national', description: 'x' });
    expect(badType.body).toContain('body.type');
    const noDates = await call('POST', '/api/routines/holidays', { type: 'other', description: 'x' });
    expect(noDates.body).toContain('body.dates');
  });

  it('changes a holiday with its version (409 when stale, 422 onto a taken date) and deletes it', async () => {
    const [holiday] = (
      await call('POST', '/api/routines/holidays', { dates: ['2027-03-10'], type: 'religious', description: 'Eid al-Fitr' })
    ).json<{ items: Holiday[] }>().items;
    const changed = await call('PATCH', `/api/routines/holidays/${holiday!.id}`, { version: 1, date: '2027-03-09', type: 'public' });
    expect(changed.json()).toMatchObject({ date: '2027-03-09', type: 'public', version: 2 });
    const stale = await call('PATCH', `/api/routines/holidays/${holiday!.id}`, { version: 1, description: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'ROUTINES_HOLIDAY_STALE_VERSION', details: { currentVersion: 2 } });
    const onto = await call('PATCH', `/api/routines/holidays/${holiday!.id}`, { version: 2, date: '2027-12-02' });
    expect(onto.json().error.code).toBe('ROUTINES_HOLIDAY_EXISTS');

    expect((await call('DELETE', `/api/routines/holidays/${holiday!.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/routines/holidays/${holiday!.id}`)).statusCode).toBe(404);
  });

  it('filters the list to the holidays that apply to one branch: its own and the whole company’s', async () => {
    const branch = (await call('POST', '/api/org/branches', { name: 'Filter Branch' })).json<{ id: string }>();
    const other = (await call('POST', '/api/org/branches', { name: 'Other Branch' })).json<{ id: string }>();
    await call('POST', '/api/routines/holidays', { dates: ['2028-02-01'], type: 'special', description: 'Ours', branchId: branch.id });
    await call('POST', '/api/routines/holidays', { dates: ['2028-02-02'], type: 'special', description: 'Theirs', branchId: other.id });
    await call('POST', '/api/routines/holidays', { dates: ['2028-02-03'], type: 'public', description: 'Everyone' });
    const list = (await call('GET', `/api/routines/holidays?year=2028&branchId=${branch.id}`)).json<HolidayPage>();
    expect(list.items.map((h) => h.description)).toEqual(expect.arrayContaining(['Ours', 'Everyone']));
    expect(list.items.map((h) => h.description)).not.toContain('Theirs');
  });

  it('previews a CSV import, then marks its new dates in one go, skipping a date that is already a holiday', async () => {
    await call('POST', '/api/org/branches', { name: 'Import Branch' });
    await call('POST', '/api/routines/holidays', { dates: ['2029-01-01'], type: 'public', description: 'Already there' });
    const content =
      '\ufeffdate,type,description,branch\r\n2029-01-01,public,New Year\r\n2029-04-02,religious,Feast,import branch\r\n2029-12-24,other,Eve,\r\n';
    const preview = await call('POST', '/api/routines/holidays/import', { format: 'csv', content });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<HolidayImportReport>()).toMatchObject({
      issues: [],
      created: 0,
      skipped: 1,
      committed: false,
      rows: [
        { row: 2, date: '2029-01-01', existing: true },
        { row: 3, date: '2029-04-02', type: 'religious', branchName: 'Import Branch', existing: false },
        { row: 4, date: '2029-12-24', branchId: null, existing: false },
      ],
    });
    // A preview writes nothing.
    expect((await call('GET', '/api/routines/holidays?year=2029')).json<HolidayPage>().total).toBe(1);
    const done = (
      await call('POST', '/api/routines/holidays/import', { format: 'csv', content, commit: true })
    ).json<HolidayImportReport>();
    expect(done).toMatchObject({ created: 2, skipped: 1, committed: true });
    const year = (await call('GET', '/api/routines/holidays?year=2029')).json<HolidayPage>();
    expect(year.items.map((h) => [h.date, h.description])).toEqual([
      ['2029-01-01', 'Already there'],
      ['2029-04-02', 'Feast'],
      ['2029-12-24', 'Eve'],
    ]);
    expect(JSON.stringify((await call('GET', '/api/access/audit-events')).json())).toContain('routines.holiday-imported');
  });

  it('refuses the whole import when one row is wrong, naming its row and column, and imports an ICS calendar', async () => {
    const bad = 'date,type,description,branch\n2030-01-01,public,Fine\n2030-02-30,public,Bad date\n2030-03-01,public,Somewhere,Atlantis\n';
    const refused = await call('POST', '/api/routines/holidays/import', { format: 'csv', content: bad, commit: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'ROUTINES_HOLIDAY_IMPORT_INVALID',
      details: {
        issues: [
          { row: 3, column: 'date', code: 'invalid_date', value: '2030-02-30' },
          { row: 4, column: 'branch', code: 'unknown_branch', value: 'Atlantis' },
        ],
      },
    });
    expect((await call('GET', '/api/routines/holidays?year=2030')).json<HolidayPage>().total).toBe(0);

    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20300415',
      'DTEND;VALUE=DATE:20300418',
      'SUMMARY:Spring\\, break',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect((await call('POST', '/api/routines/holidays/import', { format: 'ics', content: ics })).statusCode).toBe(400);
    const imported = await call('POST', '/api/routines/holidays/import', { format: 'ics', content: ics, type: 'special', commit: true });
    expect(imported.json<HolidayImportReport>()).toMatchObject({ created: 3, committed: true });
    const year = (await call('GET', '/api/routines/holidays?year=2030')).json<HolidayPage>();
    expect(year.items.map((h) => [h.date, h.type, h.description])).toEqual([
      ['2030-04-15', 'special', 'Spring, break'],
      ['2030-04-16', 'special', 'Spring, break'],
      ['2030-04-17', 'special', 'Spring, break'],
    ]);
    const foreign = (await call('POST', '/api/org/branches', { name: 'Theirs' }, other.access)).json<{ id: string }>();
    const across = await call('POST', '/api/routines/holidays/import', {
      format: 'ics',
      content: ics,
      type: 'other',
      branchId: foreign.id,
    });
    expect(across.statusCode).toBe(404);
    expect((await call('POST', '/api/routines/holidays/import', { format: 'csv', content: bad }, employeeAccess)).statusCode).toBe(403);
  });

  it('lets employees read holidays but not mark them, and keeps each company to its own', async () => {
    expect((await call('GET', '/api/routines/holidays', undefined, employeeAccess)).json<HolidayPage>().total).toBeGreaterThan(0);
    const refused = await call(
      'POST',
      '/api/routines/holidays',
      { dates: ['2027-04-01'], type: 'other', description: 'x' },
      employeeAccess,
    );
    expect(refused.statusCode).toBe(403);

    const mine = (await call('GET', '/api/routines/holidays')).json<HolidayPage>().items[0]!;
    expect((await call('GET', `/api/routines/holidays/${mine.id}`, undefined, other.access)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/routines/holidays/${mine.id}`, undefined, other.access)).statusCode).toBe(404);
    expect((await call('GET', '/api/routines/holidays', undefined, other.access)).json<HolidayPage>().total).toBe(0);
    // The same date is free in another company.
    const theirs = await call(
      'POST',
      '/api/routines/holidays',
      { dates: ['2027-12-02'], type: 'public', description: 'Theirs' },
      other.access,
    );
    expect(theirs.statusCode).toBe(201);
  });
});
