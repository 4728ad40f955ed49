import type { WhatsAppMessage, WhatsAppStatus, WhatsAppTemplate } from '@hcims/contracts/whatsapp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRuns } from '../../db/meta.table.js';
import { runSeeds } from '../../db/seed.js';
import { demoSeeds } from '../../modules.js';
import { bearer, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { DEMO_PASSWORD } from '../identity/index.js';

describeEachDatabase('the demo company’s WhatsApp history', (kind) => {
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

  it('leaves a demo database that already has WhatsApp templates as it is', async () => {
    // A database seeded before WhatsApp was a module of its own: its rows came with the people reports.
    await database.db.delete(seedRuns).where(eq(seedRuns.module, 'whatsapp'));
    const { applied } = await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    expect(applied).toEqual(['whatsapp']);
    const history = await get<{ total: number }>('/api/people/whatsapp/messages');
    expect(history.total).toBe(4);
    expect(await get<WhatsAppTemplate[]>('/api/people/whatsapp/templates')).toHaveLength(2);
  });
});
