import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { employeeTerminations, sessions } from '../../db/schema.js';
import { registerCompany, signIn, testMailbox } from '../../platform/auth/testing.js';
import { createJobQueue, type JobQueue } from '../../platform/jobs/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure } from '../../test/org-people.js';
import { documentRemindersJob, terminationJob, terminationSweepJob } from './index.js';

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeEachDatabase('people jobs on the queue', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    queue = createJobQueue({ database, pollingIntervalSeconds: 1 });
    app = await buildApp({
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }),
      database,
      webDir: null,
      jobs: queue,
      mailTransport: testMailbox(),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('starts with the app and schedules the termination sweep and the daily document reminders', async () => {
    const schedules = await queue.schedules();
    expect(schedules.map((s) => [s.name, s.cron])).toEqual(
      expect.arrayContaining([
        [documentRemindersJob.name, '0 4 * * *'],
        [terminationSweepJob.name, '*/15 * * * *'],
      ]),
    );
  });

  it('revokes the sessions of a termination whose date has passed when its job runs', async () => {
    const owner = await registerCompany(app, { companyName: 'Queue Co' });
    const s = await createStructure(app, owner.access);
    const leaver = await addEmployeeWhoSignsIn(app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
    });
    await signIn(app, leaver.employee.workEmail);
    // Recorded as if the job at the date had not run yet.
    await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId: owner.company.id, userId: null });
      await tx.insert(employeeTerminations).values({
        companyId: owner.company.id,
        employeeId: leaver.employee.id,
        terminationDate: '2024-01-31',
        type: 'resignation',
        reason: 'Left',
        accessEndsAt: new Date('2024-01-31T20:00:00Z'),
        recordedByName: 'Test',
        recordedAt: new Date('2024-01-15T08:00:00Z'),
      });
    });
    const open = () =>
      database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, leaver.session.user.id), isNull(sessions.revokedAt)));
    expect((await open()).length).toBe(2);
    await queue.send(terminationJob, { companyId: owner.company.id });
    await until(async () => (await open()).length === 0);
  });
});
