import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  EmployeeDetailsReport,
  ReportBuilderOptions,
  ReportDefinitionInput,
  ReportHub,
  ReportResult,
  SavedReport,
} from '@hcims/contracts/people';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.js';
import { readImportFile } from '../../../platform/imports/index.js';
import { bearer, testClock } from '../../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../../test/org-people.js';
import { FIXTURE_NOW, reportingFixture, type ReportingFixture } from './testing.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'hcims-reports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describeEachDatabase('reports: hub, builder, saved reports, exports', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let f: ReportingFixture;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(FIXTURE_NOW) });
    f = await reportingFixture(t.app, database);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const run = (access: string, definition: ReportDefinitionInput, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/people/reports/run${query}`, headers: bearer(access), payload: { definition } });
  const names = (result: ReportResult) => result.rows.map((r) => r.fullName);

  describe('builder', () => {
    it('runs columns, filters, sort and pages within the company for HR', async () => {
      const definition: ReportDefinitionInput = {
        columns: ['fullName', 'departmentName', 'managerName', 'hireDate', 'tenureYears', 'status'],
        filters: [{ field: 'hireDate', operator: 'onOrAfter', value: '2018-01-01' }],
        sort: [{ field: 'hireDate', direction: 'asc' }],
      };
      const first = await run(f.sessions.hr.access, definition, '?pageSize=2');
      expect(first.statusCode).toBe(200);
      const page1 = first.json<ReportResult>();
      expect(page1).toMatchObject({ total: 6, page: 1, pageSize: 2, scope: 'company', groups: null });
      expect(page1.columns.map((c) => [c.key, c.type])).toEqual([
        ['fullName', 'text'],
        ['departmentName', 'text'],
        ['managerName', 'text'],
        ['hireDate', 'date'],
        ['tenureYears', 'number'],
        ['status', 'enum'],
      ]);
      expect(page1.rows[0]).toEqual({
        fullName: 'Mona Saleh',
        departmentName: 'Sales',
        managerName: 'Omar Haddad',
        hireDate: '2018-05-10',
        tenureYears: 7,
        status: 'active',
      });
      const page2 = (await run(f.sessions.hr.access, definition, '?pageSize=2&page=2')).json<ReportResult>();
      expect(names(page2)).toEqual(['Rami Nasser', 'Maya Ali']);
      expect(names((await run(f.sessions.hr.access, definition, '?pageSize=2&page=3')).json<ReportResult>())).toEqual([
        'Adam Stone',
        'Sara Khan',
      ]);
      // Former employees are left out unless asked for.
      const former = (await run(f.sessions.hr.access, { ...definition, includeFormer: true })).json<ReportResult>();
      expect(former.total).toBe(7);
      expect(former.rows.find((r) => r.fullName === 'Lina Farah')).toMatchObject({ status: 'terminated', tenureYears: 5 });
    });

    it('groups by one field with counts, and summarises', async () => {
      const grouped = (
        await run(f.sessions.hr.access, {
          columns: ['fullName'],
          groupBy: { field: 'departmentName', summaryOnly: false },
          sort: [{ field: 'fullName', direction: 'asc' }],
        })
      ).json<ReportResult>();
      expect(grouped.groups).toEqual([
        { value: 'Executive', count: 1 },
        { value: 'Human Resources', count: 2 },
        { value: 'Marketing', count: 1 },
        { value: 'Sales', count: 3 },
      ]);
      expect(grouped.columns.map((c) => c.key)).toEqual(['departmentName', 'fullName']);
      expect(grouped.rows.map((r) => [r.departmentName, r.fullName])).toEqual([
        ['Executive', 'Omar Haddad'],
        ['Human Resources', 'Adam Stone'],
        ['Human Resources', 'Hana Yousef'],
        ['Marketing', 'Maya Ali'],
        ['Sales', 'Mona Saleh'],
        ['Sales', 'Rami Nasser'],
        ['Sales', 'Sara Khan'],
      ]);
      const summary = (
        await run(f.sessions.hr.access, { columns: ['fullName'], groupBy: { field: 'tenureBand', summaryOnly: true } })
      ).json<ReportResult>();
      expect(summary.columns).toEqual([
        { key: 'tenureBand', type: 'enum' },
        { key: 'count', type: 'number' },
      ]);
      expect(summary.rows).toEqual([
        { tenureBand: '10_plus', count: 1 },
        { tenureBand: '1_to_3', count: 2 },
        { tenureBand: '3_to_5', count: 2 },
        { tenureBand: '5_to_10', count: 1 },
        { tenureBand: 'under_1', count: 1 },
      ]);
    });

    it('filters by ids, lists, text and emptiness', async () => {
      const sales = f.structure.departments.sales;
      expect(
        names(
          (
            await run(f.sessions.hr.access, {
              columns: ['fullName'],
              filters: [{ field: 'departmentId', operator: 'eq', value: sales }],
              sort: [{ field: 'fullName', direction: 'asc' }],
            })
          ).json(),
        ),
      ).toEqual(['Mona Saleh', 'Rami Nasser', 'Sara Khan']);
      expect(
        names(
          (
            await run(f.sessions.hr.access, {
              columns: ['fullName'],
              filters: [
                { field: 'gender', operator: 'in', value: ['other', 'male'] },
                { field: 'fullName', operator: 'contains', value: 'A' },
              ],
            })
          ).json(),
        ),
      ).toEqual(['Maya Ali', 'Omar Haddad', 'Rami Nasser', 'Adam Stone']);
      expect(
        names((await run(f.sessions.hr.access, { columns: ['fullName'], filters: [{ field: 'managerId', operator: 'isEmpty' }] })).json()),
      ).toEqual(['Maya Ali', 'Omar Haddad', 'Adam Stone', 'Hana Yousef']);
    });

    it('treats values as data: quotes, percent signs and SQL in a filter match nothing and break nothing', async () => {
      for (const value of ["'; drop table employees; --", '%', '_', "O'Brien", '\\']) {
        const res = await run(f.sessions.hr.access, {
          columns: ['fullName'],
          filters: [{ field: 'fullName', operator: 'contains', value }],
        });
        expect(res.statusCode, value).toBe(200);
        expect(res.json<ReportResult>().total, value).toBe(0);
      }
      const [count] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from employees`);
      expect(count!.n).toBeGreaterThanOrEqual(8);
      // A field name is never taken from the request: anything off the allow-list is refused.
      const bad = await run(f.sessions.hr.access, { columns: ['fullName', 'first_name; drop table employees' as 'fullName'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a definition that does not fit the allow-list', async () => {
      const res = await run(f.sessions.hr.access, {
        columns: ['fullName'],
        filters: [{ field: 'hireDate', operator: 'contains', value: '2020' }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'PEOPLE_REPORT_INVALID_DEFINITION',
        details: [{ path: 'definition.filters.0.operator' }],
      });
    });

    it('shows sensitive fields only with people.sensitive-data:read and does not offer them otherwise', async () => {
      const hr = (
        await run(f.sessions.hr.access, {
          columns: ['fullName', 'salaryAmount'],
          filters: [{ field: 'salaryAmount', operator: 'isNotEmpty' }],
        })
      ).json<ReportResult>();
      // Without a sort: by last name.
      expect(hr.rows).toEqual([
        { fullName: 'Sara Khan', salaryAmount: 9000 },
        { fullName: 'Rami Nasser', salaryAmount: 12000 },
      ]);
      const options = (
        await t.app.inject({ url: '/api/people/reports/builder', headers: bearer(f.sessions.analyst.access) })
      ).json<ReportBuilderOptions>();
      const keys = options.entities[0]!.fields.map((x) => x.key);
      expect(keys).toContain('managerName');
      expect(keys).not.toContain('salaryAmount');
      const hrOptions = (
        await t.app.inject({ url: '/api/people/reports/builder', headers: bearer(f.sessions.hr.access) })
      ).json<ReportBuilderOptions>();
      expect(hrOptions.entities[0]!.fields.find((x) => x.key === 'salaryAmount')).toMatchObject({
        sensitive: true,
        operators: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
      });
    });

    // The analyst reads reports company-wide but not sensitive data; the manager holds it for less than the report reaches.
    it.each([
      ['a column', { columns: ['fullName', 'salaryAmount', 'iban'] }, ['salaryAmount', 'iban']],
      ['a filter', { columns: ['fullName'], filters: [{ field: 'salaryAmount', operator: 'gt', value: 10000 }] }, ['salaryAmount']],
      ['a sort', { columns: ['fullName'], sort: [{ field: 'salaryAmount', direction: 'desc' }] }, ['salaryAmount']],
      ['the grouping', { columns: ['fullName'], groupBy: { field: 'bloodType', summaryOnly: true } }, ['bloodType']],
    ] as [string, ReportDefinitionInput, string[]][])(
      'refuses a sensitive field as %s the same way, when run and when exported, to whoever may not see it',
      async (_, definition, fields) => {
        const refusal = { code: 'PEOPLE_REPORT_FIELD_FORBIDDEN', details: { fields, permission: 'people.sensitive-data:read' } };
        for (const access of [f.sessions.analyst.access, f.sessions.manager.access]) {
          const ran = await run(access, definition);
          expect(ran.statusCode).toBe(403);
          expect(ran.json().error).toMatchObject(refusal);
          const exported = await t.app.inject({
            method: 'POST',
            url: '/api/people/reports/export?format=csv',
            headers: bearer(access),
            payload: { definition },
          });
          expect(exported.statusCode).toBe(403);
          expect(exported.json().error).toMatchObject(refusal);
          expect(exported.body).not.toContain('12000');
        }
        expect((await run(f.sessions.hr.access, definition)).statusCode).toBe(200);
      },
    );

    it('refuses a saved report shared by HR that names a sensitive column, for a member who may not see it', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/people/saved-reports',
        headers: bearer(f.sessions.hr.access),
        payload: {
          name: 'Pay of the team',
          definition: { columns: ['fullName', 'salaryAmount'] },
          sharedWithRoleIds: [f.roles.teamReports],
        },
      });
      expect(created.statusCode).toBe(201);
      const report = created.json<SavedReport>();
      const refusal = { code: 'PEOPLE_REPORT_FIELD_FORBIDDEN', details: { fields: ['salaryAmount'] } };
      const ran = await t.app.inject({ url: `/api/people/saved-reports/${report.id}/run`, headers: bearer(f.sessions.manager.access) });
      expect(ran.statusCode).toBe(403);
      expect(ran.json().error).toMatchObject(refusal);
      const exported = await t.app.inject({
        url: `/api/people/saved-reports/${report.id}/export?format=csv`,
        headers: bearer(f.sessions.manager.access),
      });
      expect(exported.statusCode).toBe(403);
      expect(exported.json().error).toMatchObject(refusal);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/people/saved-reports/${report.id}`,
        headers: bearer(f.sessions.hr.access),
      });
      expect(removed.statusCode).toBe(204);
    });

    it('limits a manager with team scope to their reporting line', async () => {
      const res = (
        await run(f.sessions.manager.access, { columns: ['fullName', 'designationName'], sort: [{ field: 'fullName', direction: 'asc' }] })
      ).json<ReportResult>();
      expect(res.scope).toBe('team');
      expect(names(res)).toEqual(['Mona Saleh', 'Rami Nasser', 'Sara Khan']);
    });

    it('refuses an employee without the reports permission', async () => {
      const res = await run(f.sessions.employee.access, { columns: ['fullName'] });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('exports', () => {
    const definition: ReportDefinitionInput = {
      columns: ['fullName', 'departmentName', 'hireDate', 'tenureYears', 'salaryAmount', 'status'],
      sort: [{ field: 'fullName', direction: 'asc' }],
    };
    const exportAs = (format: string, query = '', access = f.sessions.hr.access) =>
      t.app.inject({
        method: 'POST',
        url: `/api/people/reports/export?format=${format}${query}`,
        headers: bearer(access),
        payload: { definition },
      });

    it('writes CSV that reads back as the same table', async () => {
      const res = await exportAs('csv', '&title=Staff%20list');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="staff-list-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const file = await readImportFile(res.rawPayload);
      expect(file.headers).toEqual(['Name', 'Department', 'Hire date', 'Years of service', 'Salary', 'Status']);
      expect(file.rows.map((r) => r.cells)).toContainEqual(['Rami Nasser', 'Sales', '2022-01-10', '3', '12000', 'Active']);
      expect(file.rows).toHaveLength(7);
    });

    it('writes XLSX with typed cells that reads back', async () => {
      const res = await exportAs('xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Name',
        'Department',
        'Hire date',
        'Years of service',
        'Salary',
        'Status',
      ]);
      const rami = sheet.getRows(2, 7)!.find((row) => row.getCell(1).value === 'Rami Nasser')!;
      expect(rami.getCell(4).value).toBe(3);
      expect(rami.getCell(5).value).toBe(12000);
      expect(rami.getCell(3).value).toBeInstanceOf(Date);
    });

    it('writes a PDF in Arabic, right to left, with ?lng=ae', async () => {
      const res = await exportAs('pdf', '&lng=ae');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const file = path.join(scratch, `report-${kind}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
      // (pdftotext splits the lam-alef ligature of الاسم, so that header is not searched for.)
      for (const label of ['القسم', 'تاريخ التعيين', 'سنوات الخدمة', 'الراتب', 'نشط']) expect(text, label).toContain(label);
      expect(text).toContain('Rami Nasser');
      // Accept-Language works too, and English stays the default.
      const arabic = await t.app.inject({
        method: 'POST',
        url: '/api/people/reports/export?format=csv',
        headers: { ...bearer(f.sessions.hr.access), 'accept-language': 'ar-AE,ar;q=0.9' },
        payload: { definition },
      });
      expect(arabic.body.split('\r\n')[0]).toBe('\ufeffالاسم,القسم,تاريخ التعيين,سنوات الخدمة,الراتب,الحالة');
    });

    it('refuses an unknown export format', async () => {
      expect((await exportAs('docx')).statusCode).toBe(400);
    });
  });

  describe('hub and ready-made reports', () => {
    it('lists what the module can produce, with the number of saved reports', async () => {
      const hub = (await t.app.inject({ url: '/api/people/reports', headers: bearer(f.sessions.hr.access) })).json<ReportHub>();
      expect(hub.reports.map((r) => r.key)).toEqual([
        'headcount-by-department',
        'headcount-by-designation',
        'joiners-by-month',
        'leavers-by-month',
        'birthdays',
        'work-anniversaries',
        'contact-directory',
        'employee-list',
        'tenure',
        'employee-details',
        'task-completion-by-department',
        'lateness-this-month',
        'leave-taken-this-year',
        'claims-by-category',
        'builder',
      ]);
      expect(hub.reports[0]).toMatchObject({ kind: 'standard', category: 'headcount', formats: ['csv', 'xlsx', 'pdf'] });
    });

    it('runs every ready-made report', async () => {
      const standard = async (key: string, query = '') => {
        const res = await t.app.inject({ url: `/api/people/reports/standard/${key}${query}`, headers: bearer(f.sessions.hr.access) });
        expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
        return res.json<ReportResult>();
      };
      expect((await standard('headcount-by-department')).rows).toEqual([
        { departmentName: 'Executive', count: 1 },
        { departmentName: 'Human Resources', count: 2 },
        { departmentName: 'Marketing', count: 1 },
        { departmentName: 'Sales', count: 3 },
      ]);
      expect((await standard('joiners-by-month')).groups).toEqual([{ value: '2025-02', count: 1 }]);
      const leavers = await standard('leavers-by-month');
      expect(leavers.groups).toEqual([{ value: '2025-03', count: 1 }]);
      expect(leavers.rows[0]).toMatchObject({ fullName: 'Lina Farah', terminationDate: '2025-03-31', tenureYears: 5 });
      expect(names(await standard('birthdays', '?month=7'))).toEqual(['Rami Nasser', 'Maya Ali']);
      expect((await standard('work-anniversaries', '?month=6')).rows).toEqual([
        expect.objectContaining({ fullName: 'Hana Yousef', anniversary: '06-20', tenureYears: 4 }),
      ]);
      expect(names(await standard('contact-directory', `?departmentId=${f.structure.departments.hr}`))).toEqual([
        'Adam Stone',
        'Hana Yousef',
      ]);
      expect((await standard('employee-list')).total).toBe(7);
      expect((await standard('tenure')).groups!.map((g) => g.value)).toEqual(['10_plus', '1_to_3', '3_to_5', '5_to_10', 'under_1']);
      const unknown = await t.app.inject({ url: '/api/people/reports/standard/payroll', headers: bearer(f.sessions.hr.access) });
      expect(unknown.statusCode).toBe(404);
    });

    it('exports a ready-made report with its translated title', async () => {
      const res = await t.app.inject({
        url: '/api/people/reports/standard/contact-directory/export?format=xlsx&lng=ae',
        headers: bearer(f.sessions.hr.access),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('دليل-الاتصال')}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      expect(workbook.worksheets[0]!.views[0]).toMatchObject({ rightToLeft: true });
    });
  });

  describe('saved reports', () => {
    let saved: SavedReport;
    const definition: ReportDefinitionInput = { columns: ['fullName', 'designationName'], sort: [{ field: 'fullName', direction: 'asc' }] };

    it('saves a definition shared with a role; its members see it, others do not', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/people/saved-reports',
        headers: bearer(f.sessions.analyst.access),
        payload: { name: 'Sales line-up', definition, sharedWithRoleIds: [f.roles.teamReports] },
      });
      expect(res.statusCode).toBe(201);
      saved = res.json<SavedReport>();
      expect(saved).toMatchObject({
        name: 'Sales line-up',
        mine: true,
        sharedWithRoleIds: [f.roles.teamReports],
        version: 1,
        owner: { name: 'Adam Stone' },
      });

      const forManager = (await t.app.inject({ url: '/api/people/saved-reports', headers: bearer(f.sessions.manager.access) })).json<
        SavedReport[]
      >();
      expect(forManager.map((r) => [r.name, r.mine])).toEqual([['Sales line-up', false]]);
      const forHr = (await t.app.inject({ url: '/api/people/saved-reports', headers: bearer(f.sessions.hr.access) })).json<SavedReport[]>();
      expect(forHr).toEqual([]);
      const hidden = await t.app.inject({ url: `/api/people/saved-reports/${saved.id}`, headers: bearer(f.sessions.hr.access) });
      expect(hidden.statusCode).toBe(404);
    });

    it('runs and exports a shared report in the runner’s own scope', async () => {
      const byManager = (
        await t.app.inject({ url: `/api/people/saved-reports/${saved.id}/run`, headers: bearer(f.sessions.manager.access) })
      ).json<ReportResult>();
      expect(names(byManager)).toEqual(['Mona Saleh', 'Rami Nasser', 'Sara Khan']);
      const byOwner = (
        await t.app.inject({ url: `/api/people/saved-reports/${saved.id}/run?pageSize=100`, headers: bearer(f.sessions.analyst.access) })
      ).json<ReportResult>();
      expect(byOwner.total).toBe(7);
      const csv = await t.app.inject({
        url: `/api/people/saved-reports/${saved.id}/export?format=csv`,
        headers: bearer(f.sessions.manager.access),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/filename="sales-line-up-/);
      expect(csv.body.trim().split('\r\n')).toHaveLength(4);
    });

    it('lets only the owner change, share and delete it, with optimistic concurrency', async () => {
      const patch = (access: string, payload: object) =>
        t.app.inject({ method: 'PATCH', url: `/api/people/saved-reports/${saved.id}`, headers: bearer(access), payload });
      const byOther = await t.app.inject({
        method: 'PUT',
        url: `/api/people/saved-reports/${saved.id}/shares`,
        headers: bearer(f.sessions.manager.access),
        payload: { roleIds: [], version: 1 },
      });
      // The manager holds no update permission at all: refused by the guard.
      expect(byOther.statusCode).toBe(403);
      const renamed = await patch(f.sessions.analyst.access, { name: 'Sales team', version: 1 });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<SavedReport>().version).toBe(2);
      const stale = await patch(f.sessions.analyst.access, { name: 'Old', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({ code: 'PEOPLE_REPORT_STALE_VERSION', details: { currentVersion: 2 } });
      const shared = await t.app.inject({
        method: 'PUT',
        url: `/api/people/saved-reports/${saved.id}/shares`,
        headers: bearer(f.sessions.analyst.access),
        payload: { roleIds: [f.roles.hrAdmin], version: 2 },
      });
      expect(shared.json<SavedReport>().sharedWithRoleIds).toEqual([f.roles.hrAdmin]);
      // Shared with HR now: HR admins (who hold people.reports:update) still cannot change it.
      const hrPatch = await patch(f.sessions.hr.access, { name: 'Mine now', version: 3 });
      expect(hrPatch.statusCode).toBe(403);
      expect(hrPatch.json().error.code).toBe('PEOPLE_REPORT_NOT_OWNER');
      const unknownRole = await t.app.inject({
        method: 'PUT',
        url: `/api/people/saved-reports/${saved.id}/shares`,
        headers: bearer(f.sessions.analyst.access),
        payload: { roleIds: ['7d3f2c1e-0000-4000-8000-000000000000'], version: 3 },
      });
      expect(unknownRole.statusCode).toBe(404);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/people/saved-reports/${saved.id}`,
        headers: bearer(f.sessions.analyst.access),
      });
      expect(removed.statusCode).toBe(204);
      expect(
        (await t.app.inject({ url: `/api/people/saved-reports/${saved.id}`, headers: bearer(f.sessions.analyst.access) })).statusCode,
      ).toBe(404);
    });

    it('refuses a duplicate name, an invalid definition and a sensitive column or filter the saver may not use', async () => {
      const create = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/people/saved-reports', headers: bearer(f.sessions.analyst.access), payload });
      expect((await create({ name: 'Twice', definition })).statusCode).toBe(201);
      const again = await create({ name: 'twice', definition });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('PEOPLE_REPORT_NAME_TAKEN');
      expect((await create({ name: 'Bad', definition: { columns: ['departmentId'] } })).statusCode).toBe(422);
      const sensitive = await create({
        name: 'Pay',
        definition: { columns: ['fullName'], filters: [{ field: 'salaryAmount', operator: 'gt', value: 1 }] },
      });
      expect(sensitive.statusCode).toBe(403);
      const column = await create({ name: 'Pay', definition: { columns: ['fullName', 'salaryAmount'] } });
      expect(column.statusCode).toBe(403);
      expect(column.json().error).toMatchObject({ code: 'PEOPLE_REPORT_FIELD_FORBIDDEN', details: { fields: ['salaryAmount'] } });
      expect((await create({ name: '', definition })).statusCode).toBe(400);
    });
  });

  describe('employee details report', () => {
    const details = (access: string, id: string) =>
      t.app.inject({ url: `/api/people/reports/employee-details/${id}`, headers: bearer(access) });

    it('gives HR the whole profile: job history, documents, direct reports, tenure and sensitive sections', async () => {
      const res = await details(f.sessions.hr.access, f.people.rami.id);
      expect(res.statusCode).toBe(200);
      const report = res.json<EmployeeDetailsReport>();
      expect(report.employee).toMatchObject({
        firstName: 'Rami',
        departmentName: 'Sales',
        managerName: 'Mona Saleh',
        salary: { amount: 12000, currency: 'AED' },
      });
      expect(report.sensitiveIncluded).toBe(true);
      expect(report.tenure).toEqual({ years: 3, months: 5, days: 5 });
      expect(report.directReports).toEqual([{ id: f.people.sara.id, name: 'Sara Khan', designationName: 'Sales Rep' }]);
      expect(report.jobHistory.map((h) => h.field)).toContain('hired');
      expect(report.documents.map((d) => d.title)).toEqual(['Rami visa']);
      expect(report.termination).toBeNull();
    });

    it('leaves out what the caller may not see, and 404s outside their scope', async () => {
      const analyst = (await details(f.sessions.analyst.access, f.people.rami.id)).json<EmployeeDetailsReport>();
      expect(analyst.sensitiveIncluded).toBe(false);
      expect(analyst.employee.salary).toBeUndefined();
      expect(analyst.employee.bank).toBeUndefined();
      expect(analyst.documents).toEqual([]);
      expect((await details(f.sessions.manager.access, f.people.sara.id)).statusCode).toBe(200);
      const outside = await details(f.sessions.manager.access, f.people.maya.id);
      expect(outside.statusCode).toBe(404);
      // Rami himself holds no report permission.
      expect((await details(f.sessions.employee.access, f.people.rami.id)).statusCode).toBe(403);
      expect((await details(f.sessions.hr.access, '1f0e5a7c-2b3d-4e5f-8a9b-0c1d2e3f4a5b')).statusCode).toBe(404);
    });

    it('exports the report as Section / Field / Value, translated, without sensitive values for those who may not see them', async () => {
      const xlsx = await t.app.inject({
        url: `/api/people/reports/employee-details/${f.people.rami.id}/export?format=xlsx&lng=ae`,
        headers: bearer(f.sessions.hr.access),
      });
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
      const values = workbook.worksheets[0]!.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.slice(1).map(String) : []));
      expect(values.slice(0, 3)).toEqual(['الجزء', 'الحقل', 'القيمة']);
      expect(values).toContain('Rami Nasser');
      expect(values).toContain('12000 AED (monthly)');
      expect(values).toContain('Sara Khan');
      const csv = await t.app.inject({
        url: `/api/people/reports/employee-details/${f.people.rami.id}/export?format=csv`,
        headers: bearer(f.sessions.analyst.access),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Section,Field,Value');
      expect(csv.body).toContain('Job,Name,Rami Nasser');
      expect(csv.body).not.toContain('12000');
      const pdf = await t.app.inject({
        url: `/api/people/reports/employee-details/${f.people.rami.id}/export?format=pdf`,
        headers: bearer(f.sessions.hr.access),
      });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/filename="employee-details-rami-nasser-/);
    });
  });
});
