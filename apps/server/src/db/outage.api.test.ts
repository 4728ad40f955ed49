import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase, testApp, type TestDatabase } from '../test/harness.js';
import { adminQuery, createScratchDatabase } from '../test/postgres.js';
import { openDatabase, selectRows } from './client.js';

const terminateBackends = (databaseName: string) =>
  adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`);

const databaseName = (url: string) => new URL(url).pathname.slice(1);

describe.runIf(inject('postgresReachable'))('PostgreSQL outage', () => {
  describe('in process', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await freshDatabase('postgres');
      app = await testApp(database, {
        extend: (a) =>
          a.get('/api/test/slow', { config: { public: true } }, async () => {
            await database.db.execute(sql`select pg_sleep(10)`);
            return { done: true };
          }),
      });
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    it('answers a request whose connection is killed with 503 and Retry-After, then recovers', async () => {
      // Fill the pool with idle connections too: their deaths arrive as pool 'error' events.
      await Promise.all(Array.from({ length: 8 }, () => app.inject('/api/ready')));
      const inFlight = app.inject('/api/test/slow');
      const name = databaseName(database.url!);
      for (let i = 0; i < 50; i++) {
        const [busy] = await selectRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pg_stat_activity where query like '%pg_sleep(10)%' and datname = ${name}`,
        );
        if (busy!.n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await terminateBackends(name);
      const res = await inFlight;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(res.body).not.toContain('terminating connection');

      let ready = await app.inject('/api/ready');
      for (let i = 0; i < 5 && ready.statusCode !== 200; i++) ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
    });

    it('gives the pool back a connection that dies before its transaction began', async () => {
      const one = await openDatabase({ kind: 'postgres', url: database.url!, poolMax: 1 });
      try {
        const pool = (one.db as unknown as { $client: Pool }).$client;
        // The backend goes away between check-out and `begin`, as in a restart under load.
        pool.once('acquire', (client) => (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy());
        await expect(one.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
        // The only connection slot is free again: the next transaction gets a fresh connection.
        await expect(one.db.transaction(async (tx) => selectRows(tx, sql`select 1 as one`))).resolves.toEqual([{ one: 1 }]);
      } finally {
        await one.close();
      }
    });

    it('answers 503 with Retry-After while the database cannot be reached at all', async () => {
      const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/nothing' });
      const offline = await testApp(unreachable);
      try {
        const res = await offline.inject('/api/ready');
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect((await offline.inject('/api/health')).statusCode).toBe(200);
      } finally {
        await offline.close();
        await unreachable.close();
      }
    });
  });

  describe('a real server process', () => {
    let child: ChildProcess;
    let baseUrl: string;
    let scratch: { url: string; drop: () => Promise<void> };
    let stderr = '';

    beforeAll(async () => {
      scratch = await createScratchDatabase();
      const serverDir = fileURLToPath(new URL('../../', import.meta.url));
      child = spawn(process.execPath, ['--conditions=@hcims/source', '--import', 'tsx', 'src/server.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: '0',
          DATABASE_URL: scratch.url,
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          JWT_SECRET: 'x'.repeat(40),
          DB_POOL_MAX: '6',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      baseUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 30_000);
        child.stdout!.on('data', (d: Buffer) => {
          const match = /READY (\S+)/.exec(d.toString());
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
      });
    });
    afterAll(async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await scratch.drop();
    });

    it('stays up when its database connections are terminated, and serves the next requests', async () => {
      const statuses = async (n: number) =>
        (await Promise.all(Array.from({ length: n }, () => fetch(`${baseUrl}/api/ready`)))).map((r) => r.status);
      expect(await statuses(12)).toEqual(Array(12).fill(200));
      await terminateBackends(databaseName(scratch.url));
      // Requests racing the outage may get 503; none may get anything else, and the process lives.
      const during = await statuses(6);
      expect(during.every((s) => s === 200 || s === 503)).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(child.exitCode).toBeNull();
      expect(await statuses(6)).toEqual(Array(6).fill(200));
    });

    it('drains and exits 0 on SIGTERM', async () => {
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  });
});
