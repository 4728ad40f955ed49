import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { createMailer, MAX_DELIVERIES, type MailTransport } from './mail.js';

describeEachDatabase('mail delivery of many messages at once', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => database.dispose());

  it('delivers an import-sized batch a few at a time, every message once, none failing for want of a connection', async () => {
    let sending = 0;
    let most = 0;
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(message) {
        most = Math.max(most, ++sending);
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.to);
        sending--;
      },
    };
    const errors: unknown[] = [];
    const mailer = createMailer({
      database,
      env: testEnv(),
      clock: () => new Date(),
      log: { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => errors.push(args) } as never,
      transport,
    });
    const count = 300;
    const ids = await database.db.transaction((tx) =>
      mailer.enqueueMany(
        tx as never,
        Array.from({ length: count }, (_, i) => ({
          to: `person${i}@example.test`,
          purpose: 'invitation',
          subject: 'Welcome',
          text: 'Hello',
        })),
      ),
    );
    for (const id of ids) mailer.dispatch(id);
    await mailer.settled();

    expect(errors).toEqual([]);
    expect(most).toBeLessThanOrEqual(MAX_DELIVERIES);
    expect(most).toBeGreaterThan(1);
    expect(new Set(sent).size).toBe(count);
    const rows = await database.db.select({ status: mailMessages.status }).from(mailMessages).where(inArray(mailMessages.id, ids));
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(count);
  });
});
