import type { HrDashboard, ReportResult, SavedReport, WhatsAppMessage, WhatsAppStatus, WhatsAppTemplate } from '@hcims/contracts/people';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSeeds } from '../../../db/seed.js';
import { demoSeeds } from '../../../modules.js';
import { bearer, signIn } from '../../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../../test/org-people.js';
import { DEMO_PASSWORD } from '../../identity/index.js';

describeEachDatabase('the demo company’s reports and WhatsApp history', (kind) => {
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

  it('has two WhatsApp templates and past messages with every delivery status, one still queued', async () => {
    const templates = await get<WhatsAppTemplate[]>('/api/people/whatsapp/templates');
    expect(templates.map((x) => [x.name, x.cloudTemplateName])).toEqual([
      ['Birthday greeting', 'birthday_greeting'],
      ['Document expiry reminder', 'document_expiry_reminder'],
    ]);
    const history = await get<{ items: WhatsAppMessage[]; total: number }>('/api/people/whatsapp/messages');
    expect(history.total).toBe(4);
    expect(history.items.map((m) => m.audience.type)).toEqual(['department', 'everyone', 'department', 'employee']);
    const totals = history.items.reduce(
      (sum, m) => ({
        read: sum.read + m.counts.read,
        delivered: sum.delivered + m.counts.delivered,
        sent: sum.sent + m.counts.sent,
        failed: sum.failed + m.counts.failed,
        queued: sum.queued + m.counts.queued,
      }),
      { read: 0, delivered: 0, sent: 0, failed: 0, queued: 0 },
    );
    for (const [status, count] of Object.entries(totals)) expect(count, status).toBeGreaterThan(0);
    const status = await get<WhatsAppStatus>('/api/people/whatsapp/status');
    expect(status).toMatchObject({ configured: false, queued: totals.queued });
  });

  it('computes the dashboard of the demo company', async () => {
    const dashboard = await get<HrDashboard>('/api/people/dashboard');
    expect(dashboard.headcount.total).toBe(59);
    expect(dashboard.byDepartment).toHaveLength(8);
    expect(dashboard.attrition.leavers).toBe(1);
  });
});
