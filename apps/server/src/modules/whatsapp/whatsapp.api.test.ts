import type { WhatsAppMessage, WhatsAppStatus, WhatsAppTemplate } from '@hcims/contracts/whatsapp';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import type { Grant } from '@hcims/contracts/access';
import { bearer, signIn, testClock } from '../../platform/auth/testing.js';
import { createJobQueue, type JobQueue } from '../../platform/jobs/index.js';
import { withTenant } from '../../platform/tenancy/index.js';
import { signatureFor } from '../../platform/whatsapp/index.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { expectStatus, grantRole } from '../../test/org-people.js';
import { employees } from '../people/index.js';
import {
  CLOUD,
  ERROR_NUMBERS,
  FIXTURE_NOW,
  messagingFixture,
  startCloudStub,
  statusWebhook,
  whatsappTestApp,
  type CloudStub,
  type MessagingFixture,
} from './testing.js';
import { whatsappRecipients } from './whatsapp.table.js';

type Detail = WhatsAppMessage & {
  recipients: {
    employeeName: string;
    phone: string | null;
    text: string;
    status: string;
    failureCode: string | null;
    failureReason: string | null;
    attempts: number;
  }[];
};

describeEachDatabase('WhatsApp messaging', (kind) => {
  let database: TestDatabase;
  let stub: CloudStub;
  let jobs: JobQueue;
  let app: FastifyInstance;
  let unconfigured: FastifyInstance;
  let closers: (() => Promise<void>)[] = [];
  let f: MessagingFixture;
  let hr: string;
  const clock = testClock(FIXTURE_NOW);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    stub = await startCloudStub();
    jobs = createJobQueue({ database, pollingIntervalSeconds: 1 });
    const configured = await whatsappTestApp(database, { clock, cloudUrl: stub.url, jobs });
    const plain = await whatsappTestApp(database, { clock });
    app = configured.app;
    unconfigured = plain.app;
    closers = [() => configured.close(), () => plain.close()];
    f = await messagingFixture(app, database, 'WhatsApp Co');
    hr = f.sessions.hr.access;
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await stub.close();
    await database.dispose();
  });

  const send = (target: FastifyInstance, access: string, payload: object) =>
    target.inject({ method: 'POST', url: '/api/people/whatsapp/messages', headers: bearer(access), payload });
  const detail = async (id: string, access = hr) => {
    const res = await app.inject({ url: `/api/people/whatsapp/messages/${id}`, headers: bearer(access) });
    expectStatus(res, 200, 'message detail');
    return res.json<Detail>();
  };
  const settled = async (id: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const message = await detail(id);
      if (message.counts.queued === 0) return message;
      if (Date.now() > deadline) throw new Error(`still queued: ${JSON.stringify(message.counts)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const webhook = (payload: unknown, signature?: string | null) => {
    const raw = JSON.stringify(payload);
    return app.inject({
      method: 'POST',
      url: '/api/people/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature ?? signatureFor(raw, CLOUD.appSecret) }),
      },
      payload: raw,
    });
  };

  describe('templates', () => {
    it('creates, lists, changes and deletes templates, refusing unknown variables and stale versions', async () => {
      const create = (payload: object) =>
        app.inject({ method: 'POST', url: '/api/people/whatsapp/templates', headers: bearer(hr), payload });
      const created = await create({ name: 'Welcome', language: 'en', body: 'Welcome {{first_name}} to {{company}}!' });
      expect(created.statusCode).toBe(201);
      const template = created.json<WhatsAppTemplate>();
      expect(template).toMatchObject({
        name: 'Welcome',
        language: 'en',
        cloudTemplateName: null,
        variables: ['first_name', 'company'],
        version: 1,
      });
      const unknown = await create({ name: 'Typo', body: 'Hi {{frist_name}}' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error).toMatchObject({ code: 'WHATSAPP_UNKNOWN_VARIABLE', details: [{ path: 'body.body' }] });
      expect((await create({ name: 'welcome', language: 'en', body: 'Again' })).json().error.code).toBe('WHATSAPP_TEMPLATE_NAME_TAKEN');
      expect((await create({ name: 'Welcome', language: 'ar', body: 'أهلاً {{first_name}}' })).statusCode).toBe(201);
      expect((await create({ name: 'Bad', body: 'x', cloudTemplateName: 'Not Valid' })).statusCode).toBe(400);

      const list = (await app.inject({ url: '/api/people/whatsapp/templates', headers: bearer(hr) })).json<WhatsAppTemplate[]>();
      expect(list.map((t) => `${t.name}/${t.language}`)).toEqual(['Welcome/ar', 'Welcome/en']);

      const patch = (payload: object) =>
        app.inject({ method: 'PATCH', url: `/api/people/whatsapp/templates/${template.id}`, headers: bearer(hr), payload });
      const changed = await patch({ body: 'Welcome aboard, {{preferred_name}}!', version: 1 });
      expect(changed.json<WhatsAppTemplate>()).toMatchObject({ version: 2, variables: ['preferred_name'] });
      const stale = await patch({ body: 'Old', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({ code: 'WHATSAPP_TEMPLATE_STALE_VERSION', details: { currentVersion: 2 } });

      const removed = await app.inject({ method: 'DELETE', url: `/api/people/whatsapp/templates/${template.id}`, headers: bearer(hr) });
      expect(removed.statusCode).toBe(204);
      expect((await app.inject({ url: `/api/people/whatsapp/templates/${template.id}`, headers: bearer(hr) })).statusCode).toBe(404);
      // Its name is free again.
      expect((await create({ name: 'Welcome', language: 'en', body: 'Hello {{first_name}}' })).statusCode).toBe(201);
    });

    it('previews a message for one employee, with the number it would go to', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/people/whatsapp/preview',
        headers: bearer(hr),
        payload: {
          employeeId: f.people.mona.id,
          content: { type: 'text', body: 'Hi {{first_name}} ({{employee_number}}), {{designation}} in {{department}}' },
        },
      });
      expect(res.json()).toEqual({ text: 'Hi Mona (E-002), Sales Manager in Sales', missingVariables: [], phone: '971501000002' });
      const missing = await app.inject({
        method: 'POST',
        url: '/api/people/whatsapp/preview',
        headers: bearer(hr),
        payload: { employeeId: f.people.omar.id, content: { type: 'text', body: 'Your manager: {{manager_name}}' } },
      });
      expect(missing.json()).toMatchObject({ text: 'Your manager: ', missingVariables: ['manager_name'] });
    });
  });

  describe('without configuration', () => {
    it('accepts messages and keeps them queued; the status says the channel is not configured', async () => {
      const status = (await unconfigured.inject({ url: '/api/people/whatsapp/status', headers: bearer(hr) })).json<WhatsAppStatus>();
      expect(status).toMatchObject({ configured: false, phoneNumberId: null, webhookConfigured: false });
      const res = await send(unconfigured, hr, {
        audience: { type: 'employee', employeeId: f.people.maya.id },
        content: { type: 'text', body: 'Hello {{first_name}}' },
      });
      expect(res.statusCode).toBe(201);
      const message = res.json<WhatsAppMessage>();
      expect(message).toMatchObject({
        audience: { type: 'employee', label: 'Maya Ali' },
        counts: { total: 1, queued: 1 },
        sentBy: { name: 'Hana Yousef' },
      });
      const after = (await unconfigured.inject({ url: '/api/people/whatsapp/status', headers: bearer(hr) })).json<WhatsAppStatus>();
      expect(after.queued).toBe(1);
      expect(stub.messages).toHaveLength(0);
      // Once a configured worker runs, the queued message goes out.
      await app.whatsapp.deliver(f.owner.company.id);
      expect((await detail(message.id)).recipients[0]).toMatchObject({ status: 'sent', phone: '971501000006', text: 'Hello Maya' });
      expect(stub.messages.map((m) => m.to)).toEqual(['971501000006']);
    });
  });

  describe('sending and delivery', () => {
    it('queue -> job sends -> webhook delivered -> read: the full flow, in the Cloud API’s shape', async () => {
      stub.messages.length = 0;
      const configured = (await app.inject({ url: '/api/people/whatsapp/status', headers: bearer(hr) })).json<WhatsAppStatus>();
      expect(configured).toMatchObject({ configured: true, phoneNumberId: '…2922', webhookConfigured: true });
      const res = await send(app, hr, {
        audience: { type: 'employee', employeeId: f.people.rami.id },
        content: { type: 'text', body: 'Hi {{first_name}}, your visa expires soon.' },
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<WhatsAppMessage>();
      const sent = await settled(id);
      expect(sent.counts).toMatchObject({ total: 1, sent: 1 });
      expect(stub.messages).toEqual([
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '971501000003',
          type: 'text',
          text: { body: 'Hi Rami, your visa expires soon.', preview_url: false },
        },
      ]);
      expect(stub.problems).toEqual([]);
      const [row] = await database.db.select().from(whatsappRecipients).where(eq(whatsappRecipients.messageId, id));
      const wamid = row!.providerMessageId!;
      expect(wamid).toMatch(/^wamid\./);

      const at = Math.floor(FIXTURE_NOW.getTime() / 1000);
      const delivered = await webhook(statusWebhook([{ id: wamid, status: 'delivered', recipient: '971501000003', timestamp: at + 5 }]));
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json()).toEqual({ received: 1, applied: 1 });
      expect((await detail(id)).recipients[0]).toMatchObject({ status: 'delivered' });
      await webhook(statusWebhook([{ id: wamid, status: 'read', recipient: '971501000003', timestamp: at + 9 }]));
      // Out of order and repeated: a late "delivered" never moves "read" back.
      await webhook(statusWebhook([{ id: wamid, status: 'delivered', recipient: '971501000003', timestamp: at + 5 }]));
      const read = await detail(id);
      expect(read.recipients[0]).toMatchObject({ status: 'read', failureCode: null });
      expect(read.counts).toMatchObject({ read: 1, delivered: 0 });
      // An id nobody sent is ignored, not an error (Meta would resend for days).
      expect((await webhook(statusWebhook([{ id: 'wamid.unknown', status: 'read', recipient: '1', timestamp: at }]))).json()).toEqual({
        received: 1,
        applied: 0,
      });
    });

    it('sends an approved template to a department with named parameters, failing at once who has no number', async () => {
      stub.messages.length = 0;
      const template = (
        await app.inject({
          method: 'POST',
          url: '/api/people/whatsapp/templates',
          headers: bearer(hr),
          payload: {
            name: 'Birthday',
            language: 'en_US',
            body: 'Happy birthday {{first_name}} from all of us at {{company}}!',
            cloudTemplateName: 'birthday_greeting',
          },
        })
      ).json<WhatsAppTemplate>();
      const res = await send(app, hr, {
        audience: { type: 'department', departmentId: f.structure.departments.sales },
        content: { type: 'template', templateId: template.id },
      });
      expect(res.statusCode).toBe(201);
      const message = await settled(res.json<WhatsAppMessage>().id);
      // Sales and its sub-department Marketing: Mona, Rami, Sara and Maya (Lina has left); Sara has no number.
      expect(message).toMatchObject({
        audience: { type: 'department', label: 'Sales' },
        templateName: 'Birthday',
        counts: { total: 4, sent: 3, failed: 1 },
      });
      expect(message.recipients.find((r) => r.employeeName === 'Sara Khan')).toMatchObject({
        status: 'failed',
        failureCode: 'WHATSAPP_NO_PHONE',
        phone: null,
      });
      expect(stub.messages.map((m) => m.to).sort()).toEqual(['971501000002', '971501000003', '971501000006']);
      expect(stub.messages.find((m) => m.to === '971501000002')).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '971501000002',
        type: 'template',
        template: {
          name: 'birthday_greeting',
          language: { code: 'en_US' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', parameter_name: 'first_name', text: 'Mona' },
                { type: 'text', parameter_name: 'company', text: 'WhatsApp Co' },
              ],
            },
          ],
        },
      });
      expect(stub.problems).toEqual([]);
    });

    it('retries throttling later, and fails a message outside the 24-hour window with its reason', async () => {
      await database.db
        .update(employees)
        .set({ mobilePhone: `+${ERROR_NUMBERS.throttled}` })
        .where(eq(employees.id, f.people.omar.id));
      await database.db
        .update(employees)
        .set({ mobilePhone: `+${ERROR_NUMBERS.window}` })
        .where(eq(employees.id, f.people.hana.id));
      const throttled = (
        await send(app, hr, { audience: { type: 'employee', employeeId: f.people.omar.id }, content: { type: 'text', body: 'Ping' } })
      ).json<WhatsAppMessage>();
      const deadline = Date.now() + 30_000;
      let omar = (await detail(throttled.id)).recipients[0]!;
      // Claimed (attempts 1) and then settled with the error: wait for the second step.
      while (omar.failureCode === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        omar = (await detail(throttled.id)).recipients[0]!;
      }
      expect(omar).toMatchObject({ status: 'queued', attempts: 1, failureCode: 'WHATSAPP_130429', failureReason: 'Rate limit hit' });
      // With a retry now waiting for Omar, a message to someone else still goes out at once.
      const sentAt = Date.now();
      const windowed = (
        await send(app, hr, { audience: { type: 'employee', employeeId: f.people.hana.id }, content: { type: 'text', body: 'Ping' } })
      ).json<WhatsAppMessage>();
      const hana = (await settled(windowed.id)).recipients[0]!;
      expect(Date.now() - sentAt).toBeLessThan(10_000);
      expect(hana).toMatchObject({
        status: 'failed',
        failureCode: 'WHATSAPP_131047',
        failureReason: 'Re-engagement message: Message failed to send because more than 24 hours have passed',
      });
      // A failure reported later by the webhook keeps its reason too.
      const [mayaRow] = await database.db
        .select()
        .from(whatsappRecipients)
        .where(and(eq(whatsappRecipients.employeeId, f.people.maya.id), eq(whatsappRecipients.status, 'sent')));
      await webhook(
        statusWebhook([
          {
            id: mayaRow!.providerMessageId!,
            status: 'failed',
            recipient: '971501000006',
            timestamp: Math.floor(Date.now() / 1000),
            errors: [
              { code: 131026, title: 'Message undeliverable', error_data: { details: 'Receiver is incapable of receiving this message' } },
            ],
          },
        ]),
      );
      const [mayaAfter] = await database.db.select().from(whatsappRecipients).where(eq(whatsappRecipients.id, mayaRow!.id));
      expect(mayaAfter).toMatchObject({
        status: 'failed',
        failureCode: 'WHATSAPP_131026',
        failureReason: 'Message undeliverable: Receiver is incapable of receiving this message',
      });
    });
  });

  describe('webhook security', () => {
    it('verifies the subscription with the verify token, and refuses a wrong one', async () => {
      const ok = await app.inject({
        url: `/api/people/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${CLOUD.verifyToken}&hub.challenge=1158201444`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      expect(ok.headers['content-type']).toContain('text/plain');
      const wrong = await app.inject({ url: '/api/people/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
      expect(wrong.statusCode).toBe(403);
      expect(
        (
          await unconfigured.inject({
            url: `/api/people/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${CLOUD.verifyToken}&hub.challenge=1`,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('refuses unsigned and badly signed updates without changing anything', async () => {
      const [row] = await database.db
        .select()
        .from(whatsappRecipients)
        .where(and(eq(whatsappRecipients.employeeId, f.people.mona.id), eq(whatsappRecipients.status, 'sent')));
      const payload = statusWebhook([
        { id: row!.providerMessageId!, status: 'read', recipient: '971501000002', timestamp: Math.floor(Date.now() / 1000) },
      ]);
      const unsigned = await webhook(payload, null);
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().error.code).toBe('WHATSAPP_SIGNATURE_INVALID');
      const forged = await webhook(payload, signatureFor(JSON.stringify(payload), 'not-the-secret'));
      expect(forged.statusCode).toBe(403);
      // Signed, then altered: the signature covers the exact bytes.
      const raw = JSON.stringify(payload);
      const altered = await app.inject({
        method: 'POST',
        url: '/api/people/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureFor(raw, CLOUD.appSecret) },
        payload: raw.replace('"read"', '"failed"'),
      });
      expect(altered.statusCode).toBe(403);
      const raw2 = JSON.stringify(payload);
      const notConfigured = await unconfigured.inject({
        method: 'POST',
        url: '/api/people/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureFor(raw2, CLOUD.appSecret) },
        payload: raw2,
      });
      expect(notConfigured.statusCode).toBe(403);
      const [after] = await database.db.select().from(whatsappRecipients).where(eq(whatsappRecipients.id, row!.id));
      expect(after!.status).toBe('sent');
      expect(after!.readAt).toBeNull();
    });

    it('keeps the owner-only look-up by message id out of tenant code’s reach', async () => {
      const other = await messagingFixture(app, database, 'Other WhatsApp Co');
      const [theirs] = await database.db.select().from(whatsappRecipients).where(eq(whatsappRecipients.status, 'sent')).limit(1);
      const seen = await withTenant(
        database,
        { companyId: other.owner.company.id, groupId: other.owner.company.groupId, userId: other.owner.user.id },
        async (tx) => {
          await tx.execute(sql`select set_config('app.whatsapp_message_id', ${theirs!.providerMessageId}, true)`);
          return selectRows<{ id: string }>(tx, sql`select id from whatsapp_recipients`);
        },
      );
      expect(seen).toEqual([]);
    });
  });

  describe('scope and history', () => {
    it('lets a department-scoped sender reach only their department, and refuses callers without the permission', async () => {
      const grant = (resource: string, scope: Grant['scope']): Grant => ({
        resource,
        create: true,
        read: true,
        update: false,
        delete: false,
        scope,
      });
      const created = (
        await app.inject({
          method: 'POST',
          url: '/api/access/roles',
          headers: bearer(f.owner.access),
          payload: { name: 'Sales messenger' },
        })
      ).json<{
        id: string;
        version: number;
      }>();
      await app.inject({
        method: 'PUT',
        url: `/api/access/roles/${created.id}/grants`,
        headers: bearer(f.owner.access),
        payload: { version: created.version, grants: [grant('people.whatsapp', 'department')] },
      });
      await grantRole(app, f.owner.access, 'Sales messenger', f.people.mona.userId!);
      const mona = (await signIn(app, f.people.mona.workEmail)).access;
      const everyone = await send(app, mona, { audience: { type: 'everyone' }, content: { type: 'text', body: 'Team meeting at 10' } });
      expect(everyone.statusCode).toBe(201);
      const message = await detail(everyone.json<WhatsAppMessage>().id, mona);
      // Her department (Sales) and its sub-departments (Marketing).
      expect(message.recipients.map((r) => r.employeeName).sort()).toEqual(['Maya Ali', 'Mona Saleh', 'Rami Nasser', 'Sara Khan']);
      const outside = await send(app, mona, {
        audience: { type: 'employee', employeeId: f.people.hana.id },
        content: { type: 'text', body: 'Hi' },
      });
      expect(outside.statusCode).toBe(404);
      const hrDepartment = await send(app, mona, {
        audience: { type: 'department', departmentId: f.structure.departments.hr },
        content: { type: 'text', body: 'Hi' },
      });
      expect(hrDepartment.statusCode).toBe(422);
      expect(hrDepartment.json().error.code).toBe('WHATSAPP_NO_RECIPIENTS');
      // History: only messages that reached her department, and only those recipients.
      const history = (await app.inject({ url: '/api/people/whatsapp/messages?pageSize=100', headers: bearer(mona) })).json<{
        items: WhatsAppMessage[];
      }>();
      expect(history.items.length).toBeGreaterThan(0);
      expect(history.items.every((m) => m.audience.label !== 'Hana Yousef')).toBe(true);
      const toHana = (await app.inject({ url: `/api/people/whatsapp/messages?employeeId=${f.people.hana.id}`, headers: bearer(hr) })).json<{
        items: WhatsAppMessage[];
      }>();
      expect((await app.inject({ url: `/api/people/whatsapp/messages/${toHana.items[0]!.id}`, headers: bearer(mona) })).statusCode).toBe(
        404,
      );
      const employee = await send(app, f.sessions.employee.access, {
        audience: { type: 'everyone' },
        content: { type: 'text', body: 'Hi' },
      });
      expect(employee.statusCode).toBe(403);
      const unknownTemplate = await send(app, hr, {
        audience: { type: 'everyone' },
        content: { type: 'template', templateId: '5b0b5c7e-1111-4222-8333-944455556666' },
      });
      expect(unknownTemplate.statusCode).toBe(404);
    });

    it('pages through the history newest first, filtered by status or employee', async () => {
      const page = (query: string) => app.inject({ url: `/api/people/whatsapp/messages?${query}`, headers: bearer(hr) });
      const all = (await page('pageSize=100')).json<{ items: WhatsAppMessage[]; total: number }>();
      expect(all.total).toBe(all.items.length);
      expect(all.items.every((m, i) => i === 0 || m.createdAt <= all.items[i - 1]!.createdAt)).toBe(true);
      const first = (await page('pageSize=2&page=1')).json<{ items: WhatsAppMessage[]; total: number; page: number }>();
      expect(first).toMatchObject({ total: all.total, page: 1 });
      expect(first.items.map((m) => m.id)).toEqual(all.items.slice(0, 2).map((m) => m.id));
      const failed = (await page('status=failed')).json<{ items: WhatsAppMessage[] }>();
      expect(failed.items.length).toBeGreaterThan(0);
      expect(failed.items.every((m) => m.counts.failed > 0)).toBe(true);
      const forRami = (await page(`employeeId=${f.people.rami.id}`)).json<{ items: WhatsAppMessage[] }>();
      expect(forRami.items.length).toBeGreaterThanOrEqual(3);
      expect((await page('status=lost')).statusCode).toBe(400);
    });
  });
});
