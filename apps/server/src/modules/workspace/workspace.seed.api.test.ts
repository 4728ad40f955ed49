import type { Mail, MailList } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed.js';
import { demoSeeds } from '../../modules.js';
import { bearer, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../identity/index.js';

describeEachDatabase('the demo company’s mailboxes', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    t = await peopleTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const list = async (access: string, folder: string) => {
    const res = await t.app.inject({ url: `/api/workspace/mailbox?folder=${folder}`, headers: bearer(access) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MailList>();
  };

  it.each(DEMO_SIGN_INS.map((p) => [p.role, p.email]))(
    'gives the %s threads with colleagues, one starred, one unread and a draft',
    async (_role, email) => {
      const { access } = await signIn(t.app, email, DEMO_PASSWORD);
      const inbox = await list(access, 'inbox');
      expect(inbox.items.length).toBeGreaterThanOrEqual(2);
      expect(inbox.counts.inboxUnread).toBe(1);
      expect(inbox.items.filter((m) => m.starred)).toHaveLength(1);
      expect(inbox.counts.drafts).toBe(1);
      expect((await list(access, 'drafts')).items).toHaveLength(1);
      expect((await list(access, 'sent')).items.length).toBeGreaterThanOrEqual(1);
      // Opening the unread one shows a body written by a colleague of the demo company.
      const unread = inbox.items.find((m) => !m.read)!;
      const opened = await t.app.inject({
        method: 'PATCH',
        url: `/api/workspace/mailbox/${unread.id}`,
        headers: bearer(access),
        payload: { read: true },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json<Mail>().body.length).toBeGreaterThan(40);
      expect((await list(access, 'inbox')).counts.inboxUnread).toBe(0);
    },
  );

  it('threads a reply after its message', async () => {
    const { access } = await signIn(t.app, DEMO_SIGN_INS.find((p) => p.role === 'manager')!.email, DEMO_PASSWORD);
    const subjects = (await list(access, 'inbox')).items.map((m) => m.subject);
    expect(subjects).toContain('Re: Quarterly report figures');
  });
});
