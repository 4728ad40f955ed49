import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany } from '../auth/testing.js';
import { describeEachDatabase, freshDatabase, testApp, type TestDatabase } from '../../test/harness.js';
import { createStructure } from '../../test/org-people.js';

const SALARY = 98765.43;
const IBAN = 'AE070331234567890123456';
const NATIONAL_ID = '784-1987-7654321-1';

describeEachDatabase('personal data stays out of the log', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let access: string;
  let structure: Awaited<ReturnType<typeof createStructure>>;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await testApp(database, {
      env: { LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1000000' },
      logStream: { write: (line) => void lines.push(line) },
    });
    access = (await registerCompany(app)).access;
    structure = await createStructure(app, access);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('logs a failed write with its code and statement, never the salary, IBAN or national id it carried', async () => {
    // The database refuses every salaried employee: the write fails inside PostgreSQL, with the row.
    await database.db.execute(
      sql.raw('alter table employees add constraint log_probe_refuses_salaries check (salary_amount is null) not valid'),
    );
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/people/employees',
      headers: bearer(access),
      payload: {
        firstName: 'Layla',
        lastName: 'Haddad',
        workEmail: 'layla.haddad@log-probe.example',
        hireDate: '2023-04-02',
        departmentId: structure.departments.sales,
        designationId: structure.designations.salesRep,
        sendInvitation: false,
        salary: { amount: SALARY, currency: 'AED', frequency: 'monthly' },
        bank: { bankName: 'Harbour Bank', accountName: 'Layla Haddad', iban: IBAN },
        nationalId: { type: 'Emirates ID', number: NATIONAL_ID },
      },
    });
    await database.db.execute(sql.raw('alter table employees drop constraint log_probe_refuses_salaries'));
    expect(res.statusCode, res.body).toBe(500);

    const log = lines.join('');
    const failure = lines.map((l) => JSON.parse(l) as { msg: string; err?: unknown }).find((l) => l.msg === 'request failed');
    for (const value of [String(SALARY), IBAN, NATIONAL_ID, 'Harbour Bank', 'Haddad']) expect(log, 'the log').not.toContain(value);
    // The line says what failed: the database's code and the statement text.
    expect(JSON.stringify(failure?.err)).toContain('23514');
    expect(JSON.stringify(failure?.err)).toMatch(/insert into \\?"employees\\?"/);
  });

  it('logs request URLs without the values of query parameters that may be secret or personal', async () => {
    lines.length = 0;
    const token = 'tok-4f1c2a9e-secret';
    await app.inject({ url: `/api/people/employees?access_token=${token}&page=2&q=Haddad`, headers: bearer(access) });
    const urls = lines.map((l) => (JSON.parse(l) as { req?: { url: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(['/api/people/employees?access_token=[redacted]&page=2&q=[redacted]']);
    expect(lines.join('')).not.toContain(token);
  });
});
