import type { ReportBuilderOptions, ReportDefinitionInput, ReportHub, ReportResult, SavedReport } from '@hcims/contracts/people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { ENTITY_NOW, entityFixture, type EntityFixture } from './entity-reports.testing.js';

/**
 * The report definitions of routines and tasks over HTTP (ADR 0108): each keeps to the rows its
 * permission's scope covers, refuses its sensitive fields to those who may not decide on them,
 * filters, groups, sorts and exports, under the neutral paths and the people aliases.
 */
describeEachDatabase('reports: attendance, leave, expense and task definitions', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let f: EntityFixture;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(ENTITY_NOW) });
    f = await entityFixture(t.app, database);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const post = (url: string, who: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(who), payload });
  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const run = async (who: string, definition: ReportDefinitionInput, prefix = '/api/reports') => {
    const res = await post(`${prefix}/run`, who, { definition });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReportResult>();
  };
  const people = (result: ReportResult, key = 'employeeName') => [...new Set(result.rows.map((r) => r[key]))].sort();

  describe('attendance', () => {
    const days: ReportDefinitionInput = {
      entity: 'attendance',
      columns: ['employeeName', 'workDate', 'status', 'clockIn', 'clockOut', 'workedMinutes', 'lateMinutes'],
      filters: [{ field: 'workDate', operator: 'between', value: ['2027-03-01', '2027-03-31'] }],
      sort: [{ field: 'workDate', direction: 'asc' }],
    };

    it('gives one row per person and day, and each caller only the people their scope covers', async () => {
      const hr = await run(f.access.hr, days);
      expect(hr.total).toBe(5);
      expect(hr.rows.find((r) => r.employeeName === f.name.rep && r.workDate === '2027-03-02')).toEqual({
        employeeName: f.name.rep,
        workDate: '2027-03-02',
        status: 'late',
        clockIn: '08:45',
        clockOut: '17:00',
        workedMinutes: 435,
        lateMinutes: 15,
      });
      const rep = await run(f.access.rep, days);
      expect(rep).toMatchObject({ total: 3, scope: 'team' });
      expect(people(rep)).toEqual([f.name.rep]);
      expect(people(await run(f.access.manager, days))).toEqual([f.name.manager, f.name.rep].sort());
      // Another company's owner sees their own day only.
      const other = await run(f.access.other, days);
      expect(other.total).toBe(1);
      expect(other.rows[0]).toMatchObject({ workDate: '2027-03-02', lateMinutes: 150 });
    });

    it('refuses the day notes to someone who may not correct attendance, and groups lateness', async () => {
      const refused = await post('/api/reports/run', f.access.rep, { definition: { ...days, columns: ['workDate', 'note'] } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'PEOPLE_REPORT_FIELD_FORBIDDEN', details: { fields: ['note'] } } });
      const notes = await run(f.access.manager, {
        ...days,
        columns: ['employeeName', 'note'],
        filters: [{ field: 'note', operator: 'isNotEmpty' }],
      });
      expect(notes.rows).toEqual([{ employeeName: f.name.rep, note: 'Traffic' }]);
      const late = await run(f.access.hr, {
        ...days,
        filters: [...days.filters!, { field: 'status', operator: 'eq', value: 'late' }],
        groupBy: { field: 'employeeName', summaryOnly: true },
      });
      expect(late.rows).toEqual(
        [
          { employeeName: f.name.rep, count: 2 },
          { employeeName: f.name.marketer, count: 1 },
        ].sort((a, b) => a.employeeName.localeCompare(b.employeeName)),
      );
    });

    it('exports with its own headers and translated values', async () => {
      const res = await post('/api/reports/export?format=csv&lng=en', f.access.rep, {
        definition: { ...days, columns: ['workDate', 'status', 'lateMinutes'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
      expect(lines[0]).toBe('Date,Status,Late minutes');
      expect(lines.slice(1, 4)).toEqual(['2027-03-01,Present,0', '2027-03-02,Late,15', '2027-03-03,Late,30']);
      expect(res.headers['content-disposition']).toContain('attendance');
    });

    it('heads a day’s status as a status, not as the employees’ employment status, in every language', async () => {
      const header = async (lng: string) => {
        const res = await post(`/api/reports/export?format=csv&lng=${lng}`, f.access.rep, { definition: { ...days, columns: ['status'] } });
        expect(res.statusCode, res.body).toBe(200);
        return res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
      };
      expect([await header('de'), await header('fr'), await header('ja')]).toEqual(['Status', 'Statut', 'ステータス']);
    });
  });

  describe('leave requests and expense claims', () => {
    it('lists leave requests in scope; the reason only for those who decide on leave', async () => {
      const leave: ReportDefinitionInput = {
        entity: 'leave-requests',
        columns: ['employeeName', 'leaveTypeName', 'startDate', 'days', 'status'],
        sort: [{ field: 'startDate', direction: 'desc' }],
      };
      const hr = await run(f.access.hr, leave);
      expect(hr.rows.map((r) => [r.startDate, r.days, r.status])).toEqual([
        ['2027-04-12', 0.5, 'pending'],
        ['2027-03-08', 1, 'approved'],
        ['2027-02-15', 1, 'approved'],
        ['2026-12-28', 1, 'approved'],
      ]);
      expect(people(await run(f.access.marketer, leave))).toEqual([f.name.marketer]);
      const reason: ReportDefinitionInput = { entity: 'leave-requests', columns: ['employeeName', 'reason'] };
      expect((await post('/api/reports/run', f.access.rep, { definition: reason })).statusCode).toBe(403);
      const withReason: ReportDefinitionInput = { ...reason, filters: [{ field: 'reason', operator: 'contains', value: 'doc' }] };
      expect((await run(f.access.manager, withReason)).rows).toEqual([{ employeeName: f.name.rep, reason: 'Doctor' }]);
      const taken = await get('/api/reports/standard/leave-taken-this-year', f.access.hr);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json<ReportResult>()).toMatchObject({ total: 2, groups: [{ value: 'Entity annual', count: 2 }] });
    });

    it('lists submitted claims (never drafts) by category, the description only for approvers', async () => {
      const claims: ReportDefinitionInput = {
        entity: 'expense-claims',
        columns: ['employeeName', 'expenseDate', 'amountMinor', 'currency', 'status'],
        groupBy: { field: 'categoryName', summaryOnly: false },
        sort: [{ field: 'amountMinor', direction: 'desc' }],
      };
      const hr = await run(f.access.hr, claims);
      expect(hr.groups).toEqual([
        { value: 'Entity meals', count: 1 },
        { value: 'Entity travel', count: 2 },
      ]);
      expect(hr.rows.map((r) => [r.categoryName, r.amountMinor])).toEqual([
        ['Entity meals', 2500],
        ['Entity travel', 10000],
        ['Entity travel', 7000],
      ]);
      expect((await run(f.access.rep, claims)).total).toBe(2);
      const described = await post('/api/reports/run', f.access.rep, { definition: { ...claims, columns: ['description'] } });
      expect(described.json()).toMatchObject({ error: { code: 'PEOPLE_REPORT_FIELD_FORBIDDEN', details: { fields: ['description'] } } });
      const bad = await post('/api/reports/run', f.access.hr, { definition: { entity: 'expense-claims', columns: ['salaryAmount'] } });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('columns');
    });
  });

  describe('tasks', () => {
    const all: ReportDefinitionInput = {
      entity: 'tasks',
      columns: ['taskName', 'assigneeName', 'status', 'dueDate', 'overdue', 'completedOn'],
      sort: [{ field: 'dueDate', direction: 'asc' }],
    };

    it('keeps to the tasks of people in scope and derives overdue on the company’s today', async () => {
      const hr = await run(f.access.hr, all);
      expect(hr.rows.map((r) => [r.taskName, r.overdue, r.completedOn])).toEqual([
        ['Print flyers', 'no', '2027-03-04'],
        ['Call leads', 'yes', null],
        ['Send quotes', 'no', null],
        ['Plan quarter', 'no', null],
      ]);
      expect((await run(f.access.rep, all)).rows.map((r) => r.taskName)).toEqual(['Call leads', 'Send quotes']);
      expect((await run(f.access.manager, all)).rows.map((r) => r.taskName)).toEqual(['Call leads', 'Send quotes', 'Plan quarter']);
      expect((await run(f.access.other, all)).rows.map((r) => r.taskName)).toEqual(['Theirs']);
      const byDepartment = await get('/api/reports/standard/task-completion-by-department', f.access.hr);
      expect(byDepartment.json<ReportResult>().groups?.map((g) => g.count)).toEqual([1, 3]);
      // Tasks have no sensitive field; an employee field is simply not one of theirs.
      const bad = await post('/api/reports/run', f.access.hr, { definition: { ...all, columns: ['salaryAmount'] } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('catalogue, hub, aliases and saved reports', () => {
    it('offers each caller only the definitions and fields they may use', async () => {
      const rep = (await get('/api/reports/builder', f.access.rep)).json<ReportBuilderOptions>();
      expect(rep.entities.map((e) => e.entity)).toEqual(['tasks', 'attendance', 'leave-requests', 'expense-claims']);
      expect(rep.entities[1]!.fields.map((x) => x.key)).not.toContain('note');
      const hr = (await get('/api/reports/builder', f.access.hr)).json<ReportBuilderOptions>();
      expect(hr.entities.map((e) => e.entity)).toEqual(['employees', 'tasks', 'attendance', 'leave-requests', 'expense-claims']);
      expect(hr.entities.find((e) => e.entity === 'attendance')!.fields.find((x) => x.key === 'note')).toMatchObject({ sensitive: true });
      const hub = (await get('/api/reports', f.access.manager)).json<ReportHub>();
      expect(hub.reports.map((r) => r.key)).toEqual([
        'task-completion-by-department',
        'lateness-this-month',
        'leave-taken-this-year',
        'claims-by-category',
        'builder',
      ]);
    });

    it('serves the people paths as aliases, with the access they were published with', async () => {
      const definition: ReportDefinitionInput = { entity: 'attendance', columns: ['employeeName', 'workDate'] };
      expect((await run(f.access.hr, definition, '/api/people/reports')).total).toBe(6);
      // A manager holds routines reports but not the HR reports permission of the people paths.
      expect((await post('/api/people/reports/run', f.access.manager, { definition })).statusCode).toBe(403);
      expect((await run(f.access.manager, definition)).total).toBe(5);
      const employees = await run(f.access.hr, { columns: ['fullName'] });
      expect(employees.columns).toEqual([{ key: 'fullName', type: 'text' }]);
      expect((await post('/api/reports/run', f.access.manager, { definition: { columns: ['fullName'] } })).statusCode).toBe(403);
    });

    it('saves an attendance report that remembers its entity, under either path', async () => {
      const created = await post('/api/saved-reports', f.access.hr, {
        name: 'Late days',
        definition: {
          entity: 'attendance',
          columns: ['employeeName', 'workDate'],
          filters: [{ field: 'status', operator: 'eq', value: 'late' }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const saved = created.json<SavedReport>();
      expect(saved.definition.entity).toBe('attendance');
      const again = (await get(`/api/people/saved-reports/${saved.id}`, f.access.hr)).json<SavedReport>();
      expect(again.definition).toEqual(saved.definition);
      const ran = await get(`/api/people/saved-reports/${saved.id}/run`, f.access.hr);
      expect(ran.json<ReportResult>().total).toBe(3);
      const exported = await get(`/api/saved-reports/${saved.id}/export?format=xlsx`, f.access.hr);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
      const employees = await post('/api/people/saved-reports', f.access.hr, { name: 'Names', definition: { columns: ['fullName'] } });
      expect(employees.json<SavedReport>().definition.entity).toBe('employees');
    });
  });
});
