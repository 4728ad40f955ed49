import type { HrDashboard, ReportResult, SavedReport } from '@hcims/contracts/people';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSeeds } from '../../../db/seed.js';
import { demoSeeds } from '../../../modules.js';
import { bearer, signIn } from '../../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../../test/org-people.js';
import { DEMO_PASSWORD } from '../../identity/index.js';

describeEachDatabase('the demo company’s reports', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let hr: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    t = await peopleTestApp(database);
    hr = (await signIn(t.app, 'hr@meridiancrest.example', DEMO_PASSWORD)).access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const get = <T>(url: string) =>
    t.app.inject({ url, headers: bearer(hr) }).then((res) => {
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    });

  it('shares two saved reports of the owner with HR admins, and they run', async () => {
    const saved = await get<SavedReport[]>('/api/people/saved-reports');
    expect(saved.map((r) => [r.name, r.mine, r.owner.name])).toEqual([
      ['Head-count by department and tenure', false, 'Omar Al Mansoori'],
      ['New joiners (first year)', false, 'Omar Al Mansoori'],
    ]);
    const run = await get<ReportResult>(`/api/people/saved-reports/${saved[0]!.id}/run?pageSize=100`);
    expect(run.total).toBe(59);
    expect(run.groups!.length).toBe(8);
  });

  it('computes the dashboard of the demo company', async () => {
    const dashboard = await get<HrDashboard>('/api/people/dashboard');
    expect(dashboard.headcount.total).toBe(59);
    expect(dashboard.byDepartment).toHaveLength(8);
    expect(dashboard.attrition.leavers).toBe(1);
  });
});
