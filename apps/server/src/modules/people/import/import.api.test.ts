import type { ImportJob, ImportPreview } from '@hcims/contracts/people';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.js';
import { auditEvents, mailMessages, memberships, oneTimeTokens, roleMembers, roles, users } from '../../../db/schema.js';
import { readImportFile } from '../../../platform/imports/index.js';
import { bearer, invitePerson, registerCompany, testClock } from '../../../platform/auth/testing.js';
import {
  addEmployee,
  createStructure,
  expectStatus,
  multipart,
  peopleTestApp,
  type PeopleTestApp,
  type Structure,
} from '../../../test/org-people.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../../test/harness.js';
import { HEADER, upload, waitFor } from './testing.js';
import { employeeJobHistory, employees } from '../people.table.js';

const countEmployees = async (database: TestDatabase, companyId: string, emailLike: string) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), like(employees.workEmail, emailLike)))
  )[0]!.n;

describeEachDatabase('employee import (bulk CSV/XLSX)', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let siblingEmail: string;
  let access: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock() });
    owner = await registerCompany(t.app, { companyName: 'Import Co' });
    access = owner.access;
    s = await createStructure(t.app, access);
    await addEmployee(t.app, access, {
      firstName: 'Existing',
      lastName: 'Manager',
      workEmail: 'boss@import.test',
      employeeNumber: 'B-1',
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
    });
    // An employee of another company of the same group: work emails are unique in the group.
    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/org/group/companies',
      headers: bearer(access),
      payload: { name: 'Import Sister Co', countryCode: 'AE', currency: 'AED', timeZone: 'Asia/Dubai' },
    });
    expectStatus(sibling, 201, 'sibling company');
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-company',
      headers: bearer(access),
      payload: { companyId: sibling.json<{ id: string }>().id },
    });
    expectStatus(switched, 200, 'switch');
    const siblingAccess = switched.json<{ access: string }>().access;
    const siblingStructure = await createStructure(t.app, siblingAccess);
    siblingEmail = 'sister@import.test';
    await addEmployee(t.app, siblingAccess, {
      workEmail: siblingEmail,
      departmentId: siblingStructure.departments.sales,
      designationId: siblingStructure.designations.salesRep,
    });
    // Switching ends the previous session: come back to the import company with a new one.
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-company',
      headers: bearer(siblingAccess),
      payload: { companyId: owner.company.id },
    });
    expectStatus(back, 200, 'switch back');
    access = back.json<{ access: string }>().access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  describe('upload and mapping', () => {
    it('reads a CSV by content and proposes a mapping from the headers', async () => {
      const res = await upload(
        t.app,
        access,
        'staff.csv',
        `${HEADER},Notes\nAda,Lovelace,ada@import.test,,Sales,Sales Rep,,2024-03-01,,f,,hi\n`,
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.job).toMatchObject({
        status: 'uploaded',
        fileName: 'staff.csv',
        format: 'csv',
        totalRows: 1,
        mapping: null,
        progressPercent: 0,
      });
      expect(body.suggestedMapping).toEqual({
        'First name': 'firstName',
        'Last name': 'lastName',
        Email: 'workEmail',
        'Employee no': 'employeeNumber',
        Department: 'department',
        Designation: 'designation',
        'Reports to': 'manager',
        'Start date': 'hireDate',
        'Date of birth': 'dateOfBirth',
        Gender: 'gender',
        Mobile: 'mobilePhone',
        Notes: null,
      });
      expect(body.sampleRows).toEqual([
        { row: 2, cells: ['Ada', 'Lovelace', 'ada@import.test', '', 'Sales', 'Sales Rep', '', '2024-03-01', '', 'f', '', 'hi'] },
      ]);
      expect(body.fields.find((f: { field: string }) => f.field === 'salaryAmount')).toMatchObject({ sensitive: true, required: false });
    });

    it('refuses what is not a CSV or XLSX file, an empty file, a missing file part and a non-multipart body', async () => {
      const xls = await upload(t.app, access, 'old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]));
      expect(xls.statusCode).toBe(415);
      expect(xls.json().error.code).toBe('IMPORT_UNSUPPORTED_FORMAT');
      const empty = await upload(t.app, access, 'empty.csv', '');
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error.code).toBe('IMPORT_EMPTY_FILE');
      const noFile = multipart({ note: 'x' });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/people/imports',
        headers: { ...bearer(access), ...noFile.headers },
        payload: noFile.payload,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('IMPORT_NO_FILE');
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/people/imports',
        headers: bearer(access),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });

    it('refuses a file over 10 MB', async () => {
      const big = `${HEADER}\n${'x'.repeat(10 * 1024 * 1024 + 10)}\n`;
      const res = await upload(t.app, access, 'big.csv', big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('IMPORT_FILE_TOO_LARGE');
    });

    it('reads an XLSX with date cells', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Staff');
      sheet.addRow(['First name', 'Last name', 'Email', 'Department', 'Designation', 'Start date']);
      sheet.addRow(['Xena', 'Sheet', 'xena@import.test', 'Sales', 'Sales Rep', new Date(Date.UTC(2023, 4, 2))]);
      const res = await upload(t.app, access, 'staff.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(res.statusCode).toBe(201);
      const { job } = res.json<{ job: ImportJob }>();
      const preview = await t.app.inject({
        method: 'POST',
        url: `/api/people/imports/${job.id}/preview`,
        headers: bearer(access),
        payload: {
          mapping: {
            'First name': 'firstName',
            'Last name': 'lastName',
            Email: 'workEmail',
            Department: 'department',
            Designation: 'designation',
            'Start date': 'hireDate',
          },
        },
      });
      expect(preview.json<ImportPreview>()).toMatchObject({ job: { format: 'xlsx', validRows: 1, invalidRows: 0 }, issues: [] });
    });
  });

  describe('preview', () => {
    it('reports every problem with its row, column and a stable code', async () => {
      const csv = [
        HEADER, // 1
        'Ada,Lovelace,ada@import.test,N-1,Sales,Sales Rep,B-1,2024-03-01,1990-05-01,f,+971501112233', // 2 valid (manager existing by number)
        'Grace,Hopper,grace@import.test,N-2,Sales,Sales Rep,ada@import.test,2024-02-30,,f,', // 3 bad date; manager = row 2
        'Linus,T,KID@import.test,N-3,Sales,Sales Rep,,2024-01-01,,m,', // 4 duplicate email in file (row 10)
        'Old,Timer,boss@import.test,N-4,Sales,Sales Rep,,2024-01-01,,,', // 5 email already an employee
        'Sis,Ter,sister@import.test,N-5,Sales,Sales Rep,,2024-01-01,,,', // 6 email of an employee of the sister company
        'Mark,Eting,mark@import.test,N-6,Marketting,Marketer,,2024-01-01,,,', // 7 unknown department
        'Sam,Wrong,sam@import.test,N-7,Sales,Marketer,,2024-01-01,,,', // 8 designation of another department
        'Nobody,Boss,nb@import.test,N-8,Sales,Sales Rep,Zed Unknown,2024-01-01,,,', // 9 unknown manager
        'Kid,Born,kid@import.test,N-9,Sales,Sales Rep,,2020-01-01,2021-01-01,,', // 10 duplicate email (row 4); born after hire
        'Under,Grace,under@import.test,N-10,Sales,Sales Rep,grace@import.test,2024-01-01,,,', // 11 manager row 3 is invalid
        ',,,,,,,,,,', // 12 empty
        'Loop,One,loop1@import.test,N-11,Sales,Sales Rep,loop2@import.test,2024-01-01,,,', // 13 loop
        'Loop,Two,loop2@import.test,N-12,Sales,Sales Rep,loop1@import.test,2024-01-01,,,', // 14 loop
        'Dup,Number,dupnum@import.test,B-1,Sales,Sales Rep,,2024-01-01,,x,', // 15 employee number taken; bad gender
        'Bea,Valid,bea@import.test,N-13,Marketing,Marketer,ada@import.test,2024-04-01,,female,', // 16 valid, reports to row 2
      ].join('\n');
      const uploaded = await upload(t.app, access, 'bad.csv', csv);
      const { job, suggestedMapping } = uploaded.json<{ job: ImportJob; suggestedMapping: Record<string, string | null> }>();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/people/imports/${job.id}/preview`,
        headers: bearer(access),
        payload: { mapping: suggestedMapping },
      });
      expect(res.statusCode).toBe(200);
      const preview = res.json<ImportPreview>();
      expect(preview.issues.map((i) => [i.row, i.column, i.value, i.code])).toEqual([
        [3, 'Start date', '2024-02-30', 'invalid_date'],
        [4, 'Email', 'KID@import.test', 'duplicate_in_file'],
        [5, 'Email', 'boss@import.test', 'already_exists'],
        [6, 'Email', 'sister@import.test', 'already_exists'],
        [7, 'Department', 'Marketting', 'unknown_value'],
        [8, 'Designation', 'Marketer', 'designation_other_department'],
        [9, 'Reports to', 'Zed Unknown', 'unknown_value'],
        [10, 'Email', 'kid@import.test', 'duplicate_in_file'],
        [10, 'Date of birth', '2021-01-01', 'date_order'],
        [11, 'Reports to', 'grace@import.test', 'manager_not_imported'],
        [13, 'Reports to', 'loop2@import.test', 'manager_cycle'],
        [14, 'Reports to', 'loop1@import.test', 'manager_cycle'],
        [15, 'Employee no', 'B-1', 'already_exists'],
        [15, 'Gender', 'x', 'invalid_choice'],
      ]);
      expect(preview.issues.find((i) => i.row === 6)!.message).toBe(
        '"sister@import.test" is already the work email of an employee of the group',
      );
      expect(preview.issues.find((i) => i.row === 11)!.message).toBe('reports to row 3, which cannot be imported');
      expect(preview.emptyRows).toEqual([12]);
      expect(preview.invalidRowNumbers).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15]);
      expect(preview.job).toMatchObject({ status: 'validated', totalRows: 14, validRows: 2, invalidRows: 12, issueCount: 14 });
      // The failed rows, ready to fix and upload again.
      const failed = await t.app.inject({ url: `/api/people/imports/${job.id}/failed-rows`, headers: bearer(access) });
      expect(failed.statusCode).toBe(200);
      expect(failed.headers['content-disposition']).toContain('bad-failed-rows.csv');
      const file = await readImportFile(failed.rawPayload);
      expect(file.headers.slice(-2)).toEqual(['Row', 'Errors']);
      expect(file.rows.map((r) => r.cells[11])).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '13', '14', '15']);
      // Nothing was written by a preview.
      expect(await countEmployees(database, owner.company.id, '%@import.test')).toBe(1);
      // Paging through all issues.
      const page = await t.app.inject({ url: `/api/people/imports/${job.id}/issues?pageSize=5&page=3`, headers: bearer(access) });
      const third = page.json<{ total: number; items: { row: number }[] }>();
      expect(third.total).toBe(14);
      expect(third.items.map((i) => i.row)).toEqual([13, 14, 15, 15]);
    });

    it('refuses a mapping that names a missing column, leaves out a required field or maps salary without the permission', async () => {
      const uploaded = await upload(t.app, access, 'm.csv', `${HEADER}\nA,B,a@import.test,,Sales,Sales Rep,,2024-01-01,,,\n`);
      const { job } = uploaded.json<{ job: ImportJob }>();
      const preview = (mapping: Record<string, string | null>) =>
        t.app.inject({ method: 'POST', url: `/api/people/imports/${job.id}/preview`, headers: bearer(access), payload: { mapping } });
      const missing = await preview({ 'First name': 'firstName' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().error.code).toBe('IMPORT_MAPPING_MISSING_FIELD');
      const unknownColumn = await preview({ Nope: 'firstName' });
      expect(unknownColumn.json().error.code).toBe('IMPORT_MAPPING_UNKNOWN_COLUMN');
      const unknownField = await preview({ 'First name': 'favouriteColour' });
      expect(unknownField.statusCode).toBe(400);
    });

    it('reads 5,000 rows with scattered bad rows and reports exactly those', async () => {
      const lines = [HEADER];
      const expected: [number, string][] = [];
      for (let i = 0; i < 5000; i++) {
        const row = i + 2;
        let email = `bulk${i}@import.test`;
        let department = 'Sales';
        let hired = '2023-01-15';
        if (i % 500 === 7) {
          hired = '2023-13-01';
          expected.push([row, 'invalid_date']);
        } else if (i % 500 === 99) {
          department = 'Nowhere';
          expected.push([row, 'unknown_value']);
        } else if (i % 1000 === 321) {
          email = 'bulk0@import.test';
          expected.push([row, 'duplicate_in_file']);
        }
        lines.push(`Bulk,Person${i},${email},BK-${i},${department},Sales Rep,,${hired},,,`);
      }
      // Row 2 is the first copy of the duplicated address: every copy is flagged.
      expected.unshift([2, 'duplicate_in_file']);
      const uploaded = await upload(t.app, access, 'bulk.csv', lines.join('\r\n'));
      const { job, suggestedMapping } = uploaded.json<{ job: ImportJob; suggestedMapping: Record<string, string | null> }>();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/people/imports/${job.id}/preview`,
        headers: bearer(access),
        payload: { mapping: suggestedMapping },
      });
      const preview = res.json<ImportPreview>();
      expect(preview.job).toMatchObject({ totalRows: 5000, invalidRows: expected.length, validRows: 5000 - expected.length });
      const all = await t.app.inject({ url: `/api/people/imports/${job.id}/issues?pageSize=1000`, headers: bearer(access) });
      expect(all.json<{ items: { row: number; code: string }[] }>().items.map((i) => [i.row, i.code])).toEqual(expected);
    });
  });

  describe('run', () => {
    const goodCsv = (prefix: string, rows: number) => {
      const lines = [HEADER, `Lead,${prefix},lead-${prefix}@import.test,${prefix}-0,Sales,Sales Manager,B-1,2022-01-01,,m,`];
      for (let i = 1; i < rows; i++)
        lines.push(
          `Member${i},${prefix},m${i}-${prefix}@import.test,${prefix}-${i},Sales,Sales Rep,lead-${prefix}@import.test,2023-03-0${(i % 9) + 1},,f,`,
        );
      return lines.join('\n');
    };

    async function previewed(name: string, csv: string): Promise<ImportJob> {
      const uploaded = await upload(t.app, access, name, csv);
      expectStatus(uploaded, 201, 'upload');
      const { job, suggestedMapping } = uploaded.json<{ job: ImportJob; suggestedMapping: Record<string, string | null> }>();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/people/imports/${job.id}/preview`,
        headers: bearer(access),
        payload: { mapping: suggestedMapping },
      });
      expectStatus(res, 200, 'preview');
      return res.json<ImportPreview>().job;
    }
    const run = (id: string, mode: string) =>
      t.app.inject({ method: 'POST', url: `/api/people/imports/${id}/run`, headers: bearer(access), payload: { mode } });

    it('imports everything in one transaction, managers first, with accounts and invitations, and tracks progress', async () => {
      const job = await previewed('clean.csv', goodCsv('aon', 25));
      expect(job.invalidRows).toBe(0);
      const started = await run(job.id, 'all_or_nothing');
      expect(started.statusCode).toBe(202);
      expect(started.json<ImportJob>()).toMatchObject({ status: 'running', mode: 'all_or_nothing', toProcess: 25 });
      const done = await waitFor(t.app, access, job.id);
      expect(done).toMatchObject({
        status: 'completed',
        importedRows: 25,
        processedRows: 25,
        progressPercent: 100,
        error: null,
        resumable: false,
      });
      expect(await countEmployees(database, owner.company.id, '%-aon@import.test')).toBe(25);
      // Everyone reports to the lead of the file, who reports to the existing manager B-1.
      const lead = (await database.db.select().from(employees).where(eq(employees.workEmail, 'lead-aon@import.test')))[0]!;
      const boss = (await database.db.select().from(employees).where(eq(employees.workEmail, 'boss@import.test')))[0]!;
      expect(lead.managerId).toBe(boss.id);
      const members = await database.db
        .select({ managerId: employees.managerId })
        .from(employees)
        .where(like(employees.workEmail, 'm%-aon@import.test'));
      expect(new Set(members.map((m) => m.managerId))).toEqual(new Set([lead.id]));
      // Each new employee has an invited account and an invitation in the mailbox.
      await t.app.identity.settled();
      const invited = await database.db
        .select({ id: users.id })
        .from(users)
        .where(and(like(users.email, '%-aon@import.test'), eq(users.status, 'invited')));
      expect(invited).toHaveLength(25);
      const mails = await database.db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(and(like(mailMessages.toAddress, '%-aon@import.test'), eq(mailMessages.purpose, 'invitation')));
      expect(mails).toHaveLength(25);
      // Nothing failed: the failed-rows report is the header alone.
      const none = await t.app.inject({ url: `/api/people/imports/${job.id}/failed-rows`, headers: bearer(access) });
      expect(none.statusCode).toBe(200);
      expect(none.body.replace(/^\ufeff/, '').trim()).toBe(`${HEADER},Row,Errors`);
      // A completed import cannot run again, and its file is not kept.
      expect((await run(job.id, 'all_or_nothing')).json().error.code).toBe('IMPORT_ALREADY_COMPLETED');
    });

    it('all or nothing: a file with errors imports nothing', async () => {
      const csv = `${goodCsv('bad', 5)}\nBroken,Row,broken-bad@import.test,bad-x,Nowhere,Sales Rep,,2023-01-01,,,`;
      const job = await previewed('aon-bad.csv', csv);
      expect(job.invalidRows).toBe(1);
      const res = await run(job.id, 'all_or_nothing');
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'IMPORT_HAS_ERRORS', details: { invalidRows: 1 } });
      expect(await countEmployees(database, owner.company.id, '%-bad@import.test')).toBe(0);
    });

    it('all or nothing: a problem that appears after the preview aborts the run with nothing written', async () => {
      const job = await previewed('race.csv', goodCsv('race', 6));
      // Someone adds an employee with one of the file's addresses in the meantime.
      await addEmployee(t.app, access, {
        workEmail: 'm3-race@import.test',
        departmentId: s.departments.sales,
        designationId: s.designations.salesRep,
      });
      expect((await run(job.id, 'all_or_nothing')).statusCode).toBe(202);
      const done = await waitFor(t.app, access, job.id);
      expect(done).toMatchObject({ status: 'failed', importedRows: 0, resumable: true, error: { code: 'IMPORT_HAS_ERRORS' } });
      expect(await countEmployees(database, owner.company.id, '%-race@import.test')).toBe(1);
      const issues = await t.app.inject({ url: `/api/people/imports/${job.id}/issues`, headers: bearer(access) });
      expect(issues.json<{ items: { row: number; code: string }[] }>().items.map((i) => [i.row, i.code])).toEqual([[5, 'already_exists']]);
      // Only the valid rows, then: everything but that row.
      expect((await run(job.id, 'valid_only')).statusCode).toBe(202);
      const second = await waitFor(t.app, access, job.id);
      expect(second).toMatchObject({ status: 'completed', importedRows: 5 });
      expect(await countEmployees(database, owner.company.id, '%-race@import.test')).toBe(6);
    });

    it('valid only: imports exactly the valid rows, and keeps the failed ones as a CSV', async () => {
      const csv = [
        goodCsv('vo', 8),
        'Broken,Date,broken-vo@import.test,vo-x,Sales,Sales Rep,,2023-02-31,,,', // 10
        'Under,Broken,under-vo@import.test,vo-y,Sales,Sales Rep,broken-vo@import.test,2023-01-01,,,', // 11: manager invalid
        'Dup,Mail,m1-vo@import.test,vo-z,Sales,Sales Rep,,2023-01-01,,,', // 12: duplicate of row 3
      ].join('\n');
      const job = await previewed('vo.csv', csv);
      expect(job).toMatchObject({ totalRows: 11, validRows: 7, invalidRows: 4 });
      expect((await run(job.id, 'valid_only')).statusCode).toBe(202);
      const done = await waitFor(t.app, access, job.id);
      expect(done).toMatchObject({ status: 'completed', importedRows: 7, invalidRows: 4 });
      const emails = (
        await database.db.select({ e: employees.workEmail }).from(employees).where(like(employees.workEmail, '%-vo@import.test'))
      )
        .map((r) => r.e)
        .sort();
      expect(emails).toEqual(['lead-vo', 'm2-vo', 'm3-vo', 'm4-vo', 'm5-vo', 'm6-vo', 'm7-vo'].map((e) => `${e}@import.test`));
      expect(emails).not.toContain('m1-vo@import.test');
      const failed = await readImportFile(
        (await t.app.inject({ url: `/api/people/imports/${job.id}/failed-rows`, headers: bearer(access) })).rawPayload,
      );
      expect(failed.rows.map((r) => r.cells[11])).toEqual(['3', '10', '11', '12']);
    });

    it('writes a large file in chunks: managers of the file first, every account, role, invitation, history row and audit event', async () => {
      const rows = 1_100;
      const job = await previewed('chunks.csv', goodCsv('chk', rows));
      expect(job.invalidRows).toBe(0);
      expect((await run(job.id, 'all_or_nothing')).statusCode).toBe(202);
      const done = await waitFor(t.app, access, job.id);
      expect(done).toMatchObject({ status: 'completed', importedRows: rows, processedRows: rows, error: null });
      const lead = (await database.db.select().from(employees).where(eq(employees.workEmail, 'lead-chk@import.test')))[0]!;
      const members = await database.db
        .select({ id: employees.id, managerId: employees.managerId, userId: employees.userId })
        .from(employees)
        .where(like(employees.workEmail, 'm%-chk@import.test'));
      expect(members).toHaveLength(rows - 1);
      expect(new Set(members.map((m) => m.managerId))).toEqual(new Set([lead.id]));
      const ids = [lead.id, ...members.map((m) => m.id)];
      const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
      const n = sql<number>`count(*)::int`;
      // Each record is linked to its own invited account, a member of the company with the Employee role.
      expect(new Set(members.map((m) => m.userId)).size).toBe(rows - 1);
      expect(
        await count(
          database.db
            .select({ n })
            .from(users)
            .innerJoin(employees, eq(employees.userId, users.id))
            .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, owner.company.id)))
            .innerJoin(roleMembers, eq(roleMembers.membershipId, memberships.id))
            .innerJoin(roles, and(eq(roles.id, roleMembers.roleId), eq(roles.builtIn, 'employee')))
            .where(and(like(users.email, '%-chk@import.test'), eq(users.status, 'invited'))),
        ),
      ).toBe(rows);
      await t.app.identity.settled();
      expect(
        await count(
          database.db
            .select({ n })
            .from(mailMessages)
            .where(and(like(mailMessages.toAddress, '%-chk@import.test'), eq(mailMessages.purpose, 'invitation'))),
        ),
      ).toBe(rows);
      expect(
        await count(
          database.db
            .select({ n })
            .from(oneTimeTokens)
            .innerJoin(users, eq(users.id, oneTimeTokens.userId))
            .where(and(like(users.email, '%-chk@import.test'), eq(oneTimeTokens.purpose, 'invitation'))),
        ),
      ).toBe(rows);
      const history = await database.db
        .select({ field: employeeJobHistory.field, toLabel: employeeJobHistory.toLabel })
        .from(employeeJobHistory)
        .where(inArray(employeeJobHistory.employeeId, ids));
      expect(history).toHaveLength(rows);
      expect(new Set(history.map((h) => `${h.field}: ${h.toLabel}`))).toEqual(
        new Set(['hired: Sales Manager, Sales', 'hired: Sales Rep, Sales']),
      );
      for (const action of ['people.employee-created', 'identity.member-invited']) {
        expect(
          await count(
            database.db
              .select({ n })
              .from(auditEvents)
              .where(
                and(
                  eq(auditEvents.companyId, owner.company.id),
                  eq(auditEvents.action, action),
                  sql`coalesce(${auditEvents.after}->>'email', ${auditEvents.after}->>'workEmail') like '%-chk@import.test'`,
                ),
              ),
          ),
        ).toBe(rows);
      }
    });

    it('a row refused at write time is reported exactly: valid only skips it alone, all or nothing writes nothing', async () => {
      // Something the checks cannot see refuses one row when it is written (as a concurrent insert of its address would).
      await database.db.execute(
        sql.raw(`create function import_test_refuse() returns trigger language plpgsql as $$
          begin
            if new.work_email = 'm7-wt@import.test' then raise exception 'taken meanwhile' using errcode = '23505'; end if;
            return new;
          end $$`),
      );
      await database.db.execute(
        sql.raw('create trigger import_test_refuse before insert on employees for each row execute function import_test_refuse()'),
      );
      try {
        const job = await previewed('write-time.csv', goodCsv('wt', 12));
        expect(job.invalidRows).toBe(0);
        expect((await run(job.id, 'all_or_nothing')).statusCode).toBe(202);
        const failed = await waitFor(t.app, access, job.id);
        expect(failed).toMatchObject({
          status: 'failed',
          importedRows: 0,
          resumable: true,
          error: { code: 'IMPORT_WRITE_FAILED', message: expect.stringContaining('Row 9 could not be imported') as unknown },
        });
        expect(await countEmployees(database, owner.company.id, '%-wt@import.test')).toBe(0);
        const noMail = await database.db.select().from(mailMessages).where(like(mailMessages.toAddress, '%-wt@import.test'));
        expect(noMail).toHaveLength(0);
        expect((await run(job.id, 'valid_only')).statusCode).toBe(202);
        const done = await waitFor(t.app, access, job.id);
        expect(done).toMatchObject({ status: 'completed', importedRows: 11, invalidRows: 1 });
        const issues = await t.app.inject({ url: `/api/people/imports/${job.id}/issues`, headers: bearer(access) });
        expect(issues.json<{ items: { row: number; code: string }[] }>().items.map((i) => [i.row, i.code])).toEqual([
          [9, 'write_failed:PEOPLE_EMAIL_TAKEN'],
        ]);
        expect(await countEmployees(database, owner.company.id, '%-wt@import.test')).toBe(11);
        expect(await countEmployees(database, owner.company.id, 'm7-wt@import.test')).toBe(0);
        await t.app.identity.settled();
        const mails = await database.db
          .select({ to: mailMessages.toAddress })
          .from(mailMessages)
          .where(like(mailMessages.toAddress, '%-wt@import.test'));
        expect(mails.map((m) => m.to)).not.toContain('m7-wt@import.test');
        expect(mails).toHaveLength(11);
      } finally {
        await database.db.execute(sql.raw('drop trigger import_test_refuse on employees'));
        await database.db.execute(sql.raw('drop function import_test_refuse()'));
      }
    });

    it('refuses to run before a preview, twice at once, and for someone who may not create employees company-wide', async () => {
      const uploaded = await upload(t.app, access, 'np.csv', goodCsv('np', 2));
      const { job } = uploaded.json<{ job: ImportJob }>();
      const early = await run(job.id, 'valid_only');
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe('IMPORT_NOT_PREVIEWED');
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/people/imports/${job.id}/run`,
        headers: bearer(access),
        payload: { mode: 'some' },
      });
      expect(bad.statusCode).toBe(400);
      const missing = await t.app.inject({
        url: '/api/people/imports/6c1b8b3e-7c2a-4f6e-9d55-3c8f1f1a2b3c',
        headers: bearer(access),
      });
      expect(missing.statusCode).toBe(404);
    });

    it('refuses an importer who may create employees only in their team: no run ever checks scope row by row', async () => {
      // Imports need people.employees:create company-wide (the whole file is one company), so the
      // writer's per-record scope check is never reached from an import: createEmployees skips
      // it for company and group scope, and any narrower scope is refused before the file is read.
      const role = await t.app.inject({
        method: 'POST',
        url: '/api/access/roles',
        headers: bearer(access),
        payload: { name: 'Team creators' },
      });
      expectStatus(role, 201, 'role');
      const { id: roleId, version } = role.json<{ id: string; version: number }>();
      const grants = await t.app.inject({
        method: 'PUT',
        url: `/api/access/roles/${roleId}/grants`,
        headers: bearer(access),
        payload: {
          version,
          grants: [{ resource: 'people.employees', create: true, read: true, update: true, delete: false, scope: 'team' }],
        },
      });
      expectStatus(grants, 200, 'grants');
      const member = await invitePerson(t.app, database, access, { roleIds: [roleId] });
      const job = await previewed('team.csv', goodCsv('team', 3));
      const asMember = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(member.access), ...(payload ? { payload } : {}) });
      const refused = [
        await upload(t.app, member.access, 'team.csv', goodCsv('team2', 3)),
        await asMember('GET', '/api/people/imports/fields'),
        await asMember('GET', '/api/people/imports'),
        await asMember('GET', `/api/people/imports/${job.id}`),
        await asMember('POST', `/api/people/imports/${job.id}/preview`, { mapping: {} }),
        await asMember('POST', `/api/people/imports/${job.id}/run`, { mode: 'valid_only' }),
      ];
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', details: { permission: 'people.employees:create', scope: 'company' } });
      }
      expect(await countEmployees(database, owner.company.id, '%-team@import.test')).toBe(0);
    });

    it('lists the company’s imports, newest first', async () => {
      const res = await t.app.inject({ url: '/api/people/imports', headers: bearer(access) });
      expect(res.statusCode).toBe(200);
      const jobs = res.json<ImportJob[]>();
      expect(jobs.length).toBeGreaterThan(5);
      expect(jobs.every((j, i) => i === 0 || j.createdAt <= jobs[i - 1]!.createdAt)).toBe(true);
      const [count] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from employee_imports where company_id = ${owner.company.id}`,
      );
      expect(jobs).toHaveLength(Math.min(50, count!.n));
    });
  });
});
