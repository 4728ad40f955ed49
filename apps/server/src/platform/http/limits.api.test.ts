import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testApp, type TestDatabase } from '../../test/harness.js';

describe('rate limit, compression and request logging', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await testApp(database, {
      env: { RATE_LIMIT_PER_MINUTE: '5', LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ openapi: '3.0.3' });
  });

  it('writes the request id on every log line of a request', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': 'trace-42' } });
    const ofRequest = lines.filter((l) => l.requestId === 'trace-42');
    expect(ofRequest.length).toBeGreaterThanOrEqual(2); // incoming request + completed (and the rejection)
    expect(lines.filter((l) => 'req' in l || 'res' in l).every((l) => l.requestId)).toBe(true);
    expect(res.json().error.requestId).toBe('trace-42');
  });

  it('answers 429 in the error shape once a client exceeds the limit', async () => {
    let last = await app.inject('/api/openapi.json');
    for (let i = 0; i < 6 && last.statusCode !== 429; i++) last = await app.inject('/api/openapi.json');
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('does not count health checks against the limit', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
