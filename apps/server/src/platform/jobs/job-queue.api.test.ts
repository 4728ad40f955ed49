import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { defineJob, type JobInfo, type JobQueue } from './job-queue.js';
import { createJobQueue } from './pg-boss-queue.js';

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('job queue (pg-boss)', (kind) => {
  let database: TestDatabase;
  let queue: JobQueue;
  const errors: unknown[] = [];
  const log = { info: () => undefined, warn: () => undefined, error: (entry: unknown) => errors.push(entry) };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // One-second polling keeps the retry tests short; production uses the modest defaults.
    queue = createJobQueue({ database, log, pollingIntervalSeconds: 1 });
    await queue.start();
  });

  afterAll(async () => {
    await queue.stop();
    await database.dispose();
  });

  const stateOf = (definition: Parameters<JobQueue['job']>[0], id: string, states: JobInfo['state'][]) =>
    until(async () => {
      const job = await queue.job(definition, id);
      return job && states.includes(job.state) ? job : null;
    });

  it('runs a sent job exactly once, with its payload', async () => {
    const welcome = defineJob<{ employeeId: string }>('test.welcome', { schema: z.object({ employeeId: z.string() }) });
    const seen: { id: string; data: unknown; retryCount: number }[] = [];
    await queue.register(welcome, async (job) => {
      seen.push({ id: job.id, data: job.data, retryCount: job.retryCount });
      await Promise.resolve();
    });
    const id = await queue.send(welcome, { employeeId: 'e-1' });
    expect(id).toBeTruthy();
    const done = await stateOf(welcome, id!, ['completed']);
    expect(done.retryCount).toBe(0);
    await sleep(2500); // several polling rounds: nothing runs it a second time
    expect(seen).toEqual([{ id, data: { employeeId: 'e-1' }, retryCount: 0 }]);
  });

  it('retries a failing job and completes it when a later attempt succeeds', async () => {
    const flaky = defineJob<{ n: number }>('test.flaky', { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false });
    let attempts = 0;
    await queue.register(flaky, async () => {
      attempts++;
      await Promise.resolve();
      if (attempts === 1) throw new Error('SMTP server said 421, try again later');
    });
    const id = await queue.send(flaky, { n: 1 });
    const done = await stateOf(flaky, id!, ['completed', 'failed']);
    expect(done).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(attempts).toBe(2);
  });

  it('marks a job failed once its retries are used up, keeping the error', async () => {
    const doomed = defineJob<object>('test.doomed', { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false });
    let attempts = 0;
    await queue.register(doomed, async () => {
      attempts++;
      await Promise.resolve();
      throw new Error('template does not exist');
    });
    const id = await queue.send(doomed, {});
    const failed = await stateOf(doomed, id!, ['failed']);
    expect(attempts).toBe(2);
    expect(failed.retryCount).toBe(1);
    expect(JSON.stringify(failed.output)).toContain('template does not exist');
  });

  it('refuses a payload that does not match the job schema, when sending and when running', async () => {
    const typed = defineJob<{ email: string }>('test.typed', { schema: z.object({ email: z.email() }), retryLimit: 0 });
    await expect(queue.send(typed, { email: 'not-an-email' })).rejects.toThrow();
    let ran = false;
    await queue.register(typed, async () => {
      ran = true;
      await Promise.resolve();
    });
    // A job written by other code (an older version) with the wrong shape fails instead of running.
    const untyped = defineJob<object>('test.typed', { retryLimit: 0 });
    const id = await queue.send(untyped, { mail: 'x' });
    await stateOf(typed, id!, ['failed']);
    expect(ran).toBe(false);
  });

  it('keeps one waiting job per singleton key on a short queue, and honours a start delay', async () => {
    const digest = defineJob<object>('test.digest', { policy: 'short' });
    const first = await queue.send(digest, {}, { singletonKey: 'company-1', startAfter: 3600 });
    const second = await queue.send(digest, {}, { singletonKey: 'company-1', startAfter: 3600 });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect((await queue.job(digest, first!))?.state).toBe('created');
  });

  it('registers, lists and removes a cron schedule such as the daily document-expiry reminders', async () => {
    const reminders = defineJob<{ daysAhead: number }>('people.document-expiry-reminders');
    await queue.schedule(reminders, '0 7 * * *', { daysAhead: 30 }, { tz: 'Asia/Dubai' });
    expect(await queue.schedules()).toEqual([
      { name: 'people.document-expiry-reminders', cron: '0 7 * * *', timezone: 'Asia/Dubai', data: { daysAhead: 30 } },
    ]);
    await queue.schedule(reminders, '30 6 * * 1-5', { daysAhead: 14 });
    expect(await queue.schedules()).toMatchObject([{ cron: '30 6 * * 1-5', timezone: 'UTC', data: { daysAhead: 14 } }]);
    await expect(queue.schedule(reminders, 'every morning', { daysAhead: 1 })).rejects.toThrow();
    await queue.unschedule(reminders);
    expect(await queue.schedules()).toEqual([]);
  });

  it('stops cleanly: waits for a running job, then polls no more', async () => {
    const own = createJobQueue({ database, log, pollingIntervalSeconds: 1 });
    await own.start();
    const slow = defineJob<object>('test.slow');
    const events: string[] = [];
    await own.register(slow, async () => {
      events.push('started');
      await sleep(1500);
      events.push('finished');
    });
    const id = await own.send(slow, {});
    await until(() => Promise.resolve(events.includes('started')));
    await own.stop({ timeoutMs: 10_000 });
    events.push('stopped');
    expect(events).toEqual(['started', 'finished', 'stopped']);
    expect((await queue.job(slow, id!))?.state).toBe('completed');
    await expect(own.send(slow, {})).rejects.toThrow('not started');
    await own.stop(); // twice is harmless
    await sleep(1500);
    expect(errors).toEqual([]);
  });
});
