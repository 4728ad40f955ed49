import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { registerCompany } from '../auth/testing.js';
import { createLocalDiskStorage } from '../storage/index.js';
import { freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { multipart, PNG } from '../../test/org-people.js';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; reusedSocket: boolean };

/** One request through `agent`; rejects on a reset or a broken connection. */
function send(agent: Agent, url: URL, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          reusedSocket: req.reusedSocket,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error('no answer in 15 s')));
    req.end(options.body);
  });
}

describe('a rejected upload on a keep-alive connection', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: URL;
  let access: string;
  const files = mkdtempSync(path.join(tmpdir(), 'hcims-upload-'));

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await buildApp({
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }),
      database,
      webDir: null,
      storage: createLocalDiskStorage({ root: files }),
      jobs: null,
      mailTransport: null,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    base = new URL(`http://127.0.0.1:${port}`);
    access = (await registerCompany(app)).access;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(files, { recursive: true, force: true });
  });

  const oversizeLogo = () => multipart({}, { name: 'logo.png', content: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024, 7)]) });

  it.each([
    [
      'a multipart file over the route limit',
      () => multipart({}, { name: 'logo.png', content: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024, 7)]) }),
    ],
    [
      'a JSON body over the body limit',
      () => ({
        payload: Buffer.from(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) })),
        headers: { 'content-type': 'application/json' },
      }),
    ],
  ])('answers 413 to %s, and the next request on the same agent succeeds', async (_what, body) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { payload, headers } = body();
      const rejected = await send(agent, new URL('/api/org/company/logo', base), {
        method: 'PUT',
        headers: { ...headers, authorization: `Bearer ${access}` },
        body: payload,
      });
      expect(rejected.status).toBe(413);
      // Either the rest of the body was read and the connection stays usable, or the server says it closes it.
      const next = await send(agent, new URL('/api/health', base));
      expect(next.status).toBe(200);
      if (next.reusedSocket) expect(rejected.headers.connection).not.toBe('close');
      const again = await send(agent, new URL('/api/health', base));
      expect(again.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
  it('answers 413 to a body of no declared length, and the next request works (on a new connection when it said close)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { payload, headers } = oversizeLogo();
      const rejected = await send(agent, new URL('/api/org/company/logo', base), {
        method: 'PUT',
        headers: { ...headers, 'transfer-encoding': 'chunked', authorization: `Bearer ${access}` },
        body: payload,
      });
      expect(rejected.status).toBe(413);
      // Whether the rest of a body of unknown length was still arriving decides: then the
      // connection ends (close); when all of it had arrived (a local socket is fast), it was read
      // and the connection carries on. Either way the next request is answered, on a new socket
      // exactly when the server said close.
      const closed = rejected.headers.connection === 'close';
      const next = await send(agent, new URL('/api/health', base));
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(!closed);
    } finally {
      agent.destroy();
    }
  });
});
