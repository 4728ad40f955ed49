import type { Celebration, DirectoryEntry } from '@hcims/contracts/people';
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  peopleTestApp,
  type PeopleTestApp,
  type Structure,
} from '../../test/org-people.js';

const SECRET_IBAN = 'AE070331234567890123456';

describeEachDatabase('contact and birthday directories', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  const clock = testClock(new Date('2027-02-10T08:00:00Z'));
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let employeeAccess: string;

  const get = (url: string, access = employeeAccess) => t.app.inject({ url, headers: bearer(access) });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock });
    owner = await registerCompany(t.app, { companyName: 'Directory Co' });
    s = await createStructure(t.app, owner.access);
    const sensitive = {
      salary: { amount: 98765, currency: 'AED', frequency: 'monthly' },
      bank: { bankName: 'Emirates NBD', accountName: 'X', iban: SECRET_IBAN },
    };
    await addEmployee(t.app, owner.access, {
      firstName: 'Leila',
      lastName: 'Leap',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      dateOfBirth: '1996-02-29',
      hireDate: '2020-02-15',
      workPhone: '+971 4 555 1234',
      ...sensitive,
    });
    await addEmployee(t.app, owner.access, {
      firstName: 'Amir',
      lastName: 'Ahmed',
      departmentId: s.departments.marketing,
      designationId: s.designations.marketer,
      dateOfBirth: '1990-02-03',
      hireDate: '2026-06-01',
      ...sensitive,
    });
    await addEmployee(t.app, owner.access, {
      firstName: 'Zoe',
      lastName: 'Zed',
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
      dateOfBirth: '1985-07-20',
      hireDate: '2015-02-28',
      ...sensitive,
    });
    const leaver = await addEmployee(t.app, owner.access, {
      firstName: 'Gone',
      lastName: 'Away',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      dateOfBirth: '1991-02-11',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/people/employees/${leaver.id}/termination`,
      headers: bearer(owner.access),
      payload: { terminationDate: '2027-01-31', type: 'resignation', reason: 'Left us' },
    });
    // A member with the Employee role only: directories are for everyone in the company.
    employeeAccess = (
      await addEmployeeWhoSignsIn(t.app, database, owner.access, {
        firstName: 'Eve',
        lastName: 'Employee',
        departmentId: s.departments.sales,
        designationId: s.designations.salesRep,
      })
    ).session.access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('lists current staff with work contacts only, searchable and paged', async () => {
    const page = (await get('/api/people/directory?pageSize=50')).json<{ items: DirectoryEntry[]; total: number }>();
    expect(page.items.map((e) => e.name)).toEqual(['Amir Ahmed', 'Eve Employee', 'Leila Leap', 'Zoe Zed']);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'branchName',
        'departmentId',
        'departmentName',
        'designationName',
        'id',
        'mobilePhone',
        'name',
        'photoUrl',
        'workEmail',
        'workLocation',
        'workPhone',
      ].sort(),
    );
    expect((await get('/api/people/directory?q=555%201234')).json().items.map((e: DirectoryEntry) => e.name)).toEqual(['Leila Leap']);
    expect((await get('/api/people/directory?q=marketing')).json().items.map((e: DirectoryEntry) => e.name)).toEqual(['Amir Ahmed']);
    expect(
      (await get(`/api/people/directory?departmentId=${s.departments.sales}&sort=-name`)).json().items.map((e: DirectoryEntry) => e.name),
    ).toEqual(['Leila Leap', 'Eve Employee']);
    const second = (await get('/api/people/directory?pageSize=3&page=2')).json();
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items).toHaveLength(1);
    expect((await get('/api/people/directory?sort=salary')).statusCode).toBe(400);
  });

  it('exports the directory as CSV, XLSX and PDF without any sensitive field', async () => {
    const csv = await get('/api/people/directory/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('contact-directory.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Department,Designation,Work email,Work phone,Mobile,Branch,Work location');
    expect(lines).toHaveLength(5);
    expect(csv.body).not.toContain('98765');
    expect(csv.body).not.toContain(SECRET_IBAN);
    const xlsx = await get('/api/people/directory/export?format=xlsx&q=leila');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet.getSheetValues().flat().map(String);
    expect(values).toContain('Leila Leap');
    expect(values.join(' ')).not.toContain(SECRET_IBAN);
    expect(sheet.rowCount).toBe(2);
    const pdf = await get('/api/people/directory/export?format=pdf&lng=ae');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('contact-directory.pdf');
  });

  it('writes the directory’s headers in the export’s language: ?lng, then Accept-Language', async () => {
    const csvHeader = (body: string) => body.replace(/^\ufeff/, '').split('\r\n')[0];
    const arabic = 'الاسم,القسم,المسمى الوظيفي,البريد الإلكتروني للعمل,هاتف العمل,الجوال,الفرع,مكان العمل';
    expect(csvHeader((await get('/api/people/directory/export?format=csv&lng=ae')).body)).toBe(arabic);
    const byHeader = await t.app.inject({
      url: '/api/people/directory/export?format=csv',
      headers: { ...bearer(employeeAccess), 'accept-language': 'ar-AE,ar;q=0.9' },
    });
    expect(csvHeader(byHeader.body)).toBe(arabic);
    // A language without a catalogue, or a header naming Object.prototype's keys, is English.
    const odd = await t.app.inject({
      url: '/api/people/directory/export?format=csv',
      headers: { ...bearer(employeeAccess), 'accept-language': 'constructor' },
    });
    expect(odd.statusCode).toBe(200);
    expect(csvHeader(odd.body)).toBe('Name,Department,Designation,Work email,Work phone,Mobile,Branch,Work location');

    const xlsx = await get('/api/people/directory/export?format=xlsx&lng=fr&q=leila');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nom complet',
      'Service',
      'Poste',
      'E-mail professionnel',
      'Téléphone professionnel',
      'Portable',
      'Agence',
      'Lieu de travail',
    ]);
    expect(sheet.views[0]).not.toMatchObject({ rightToLeft: true });
  });

  it('lists birthdays and work anniversaries of a month, 29 February on the 28th in common years', async () => {
    const february = (await get('/api/people/celebrations')).json<Celebration[]>();
    expect(february.map((c) => [c.date, c.kind, c.name, c.years])).toEqual([
      ['2027-02-03', 'birthday', 'Amir Ahmed', null],
      ['2027-02-15', 'work_anniversary', 'Leila Leap', 7],
      ['2027-02-28', 'birthday', 'Leila Leap', null],
      ['2027-02-28', 'work_anniversary', 'Zoe Zed', 12],
    ]);
    const leap = (await get('/api/people/celebrations?year=2028&month=2&kind=birthday')).json<Celebration[]>();
    expect(leap.map((c) => [c.date, c.name])).toEqual([
      ['2028-02-03', 'Amir Ahmed'],
      ['2028-02-29', 'Leila Leap'],
    ]);
    const july = (await get(`/api/people/celebrations?month=7&departmentId=${s.departments.exec}`)).json<Celebration[]>();
    expect(july.map((c) => c.name)).toEqual(['Zoe Zed']);
    expect((await get('/api/people/celebrations?month=13')).statusCode).toBe(400);
  });

  it('searches the month’s celebrations by name or department, and exports what the search found', async () => {
    const names = async (q: string) =>
      (await get(`/api/people/celebrations?month=2&q=${encodeURIComponent(q)}`)).json<Celebration[]>().map((c) => [c.kind, c.name]);
    expect(await names('leila lea')).toEqual([
      ['work_anniversary', 'Leila Leap'],
      ['birthday', 'Leila Leap'],
    ]);
    expect(await names('MARKET')).toEqual([['birthday', 'Amir Ahmed']]);
    expect(await names('100%')).toEqual([]);
    const csv = await get('/api/people/celebrations/export?month=2&format=csv&q=zoe');
    expect(
      csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n')
        .slice(1),
    ).toEqual(['2027-02-28,Work anniversary,Zoe Zed,Executive,12']);
  });

  it('exports the month’s celebrations', async () => {
    const csv = await get('/api/people/celebrations/export?month=2&format=csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Occasion,Name,Department,Years of service');
    expect(lines.slice(1)).toEqual([
      '2027-02-03,Birthday,Amir Ahmed,Marketing,',
      '2027-02-15,Work anniversary,Leila Leap,Sales,7',
      '2027-02-28,Birthday,Leila Leap,Sales,',
      '2027-02-28,Work anniversary,Zoe Zed,Executive,12',
    ]);
    const pdf = await get('/api/people/celebrations/export?format=pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes the celebrations’ headers and occasions in the export’s language', async () => {
    const arabic = await get('/api/people/celebrations/export?month=2&format=xlsx&lng=ae');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(arabic.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(1).values).toEqual([undefined, 'التاريخ', 'المناسبة', 'الاسم', 'القسم', 'سنوات الخدمة']);
    expect([2, 3, 4, 5].map((n) => [sheet.getRow(n).getCell(2).value, sheet.getRow(n).getCell(3).value])).toEqual([
      ['عيد ميلاد', 'Amir Ahmed'],
      ['ذكرى التعيين', 'Leila Leap'],
      ['عيد ميلاد', 'Leila Leap'],
      ['ذكرى التعيين', 'Zoe Zed'],
    ]);

    const german = await get('/api/people/celebrations/export?month=2&format=csv&lng=de&q=leila');
    expect(
      german.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Datum,Anlass,Vollständiger Name,Abteilung,Dienstjahre',
      '2027-02-15,Dienstjubiläum,Leila Leap,Sales,7',
      '2027-02-28,Geburtstag,Leila Leap,Sales,',
    ]);
    // A Japanese PDF falls back to English: the PDF font has no Japanese glyphs.
    const pdf = await get('/api/people/celebrations/export?month=2&format=pdf&lng=ja');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
    for (const label of ['Occasion', 'Birthday', 'Leila Leap']) expect(text, label).toContain(label);
  });

  it('needs a session, and shows only the active company', async () => {
    expect((await t.app.inject({ url: '/api/people/directory' })).statusCode).toBe(401);
    const other = await registerCompany(t.app, { companyName: 'Other Directory' });
    expect((await get('/api/people/directory', other.access)).json().total).toBe(0);
    expect((await get('/api/people/celebrations?month=2', other.access)).json()).toEqual([]);
  });
});
