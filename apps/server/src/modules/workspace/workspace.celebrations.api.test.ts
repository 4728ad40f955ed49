import type { Dashboard } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployee, createStructure, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';

// The celebrations card reads only the days of its two weeks, month by month (people.surfaces.ts).
describeEachDatabase('workspace celebrations card across a month end', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let access: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // 20 February 2027, a common year: the card covers 20 February to 5 March.
    t = await peopleTestApp(database, { clock: testClock(new Date('2027-02-20T09:00:00Z')) });
    access = (await registerCompany(t.app, { companyName: 'Month End Co' })).access;
    const s = await createStructure(t.app, access);
    const place = { departmentId: s.departments.sales, designationId: s.designations.salesRep, hireDate: '2026-01-05' };
    await addEmployee(t.app, access, { ...place, firstName: 'Before', dateOfBirth: '1990-02-19' });
    await addEmployee(t.app, access, { ...place, firstName: 'First', dateOfBirth: '1990-02-20' });
    await addEmployee(t.app, access, { ...place, firstName: 'Leap', dateOfBirth: '1996-02-29' });
    await addEmployee(t.app, access, { ...place, firstName: 'Anna', hireDate: '2020-02-25' });
    await addEmployee(t.app, access, { ...place, firstName: 'March', dateOfBirth: '1990-03-05' });
    await addEmployee(t.app, access, { ...place, firstName: 'After', dateOfBirth: '1990-03-06' });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('lists the days from today to 13 days on, in both months, 29 February on the 28th', async () => {
    const board = (await t.app.inject({ url: '/api/workspace/dashboard', headers: bearer(access) })).json<Dashboard>();
    const card = board.cards.find((c) => c.id === 'people.celebrations')!;
    expect(card.items.map((i) => [i.title.split(' ')[0], i.date, i.detailKey])).toEqual([
      ['First', '2027-02-20', 'people:cards.birthday'],
      ['Anna', '2027-02-25', 'people:cards.anniversary'],
      ['Leap', '2027-02-28', 'people:cards.birthday'],
      ['March', '2027-03-05', 'people:cards.birthday'],
    ]);
  });
});
