import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorBodySchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { inlineScriptHashes } from './spa.js';
import { freshDatabase, testApp, type TestDatabase } from '../../test/harness.js';

const EARLY_SCRIPT = '(()=>{window.early=1})()';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hcims-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'locales', 'fr'), { recursive: true });
  // The build writes one inline script, the early start (ADR 0137); the CSP allows it by its hash.
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script>${EARLY_SCRIPT}</script><title>HCIMS</title><div id="root"></div>`);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'locales', 'fr', 'common.json'), '{"app":{"name":"HCIMS"}}');
  return dir;
}

describe('HTTP platform', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await testApp(database, {
      webDir: fakeWebBuild(),
      env: { BODY_LIMIT_BYTES: '2048' },
      extend: (a) => {
        const api = a.withTypeProvider<ZodTypeProvider>();
        api.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({ email: z.email(), age: z.number().int().min(18) }),
              querystring: z.object({ limit: z.coerce.number().int().max(100).optional() }),
            },
            // Test routes declare their access like every /api route (default deny).
            config: { public: true },
          },
          (req) => req.body,
        );
        a.get('/api/test/conflict', { config: { public: true } }, () => {
          throw new AppError('BUSINESS_RULE', 'The request overlaps an approved one', { status: 422, details: { with: 'x' } });
        });
        a.get('/api/test/items/:id', { config: { public: true } }, () => ({ ok: true }));
        a.get('/api/test/crash', { config: { public: true } }, () => {
          throw new Error('relation "secret_table" does not exist at Parser.parse (/srv/app/x.js:1:1)');
        });
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('answers /api/health with status and version', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
  });

  it('answers /api/ready when the database answers', async () => {
    const res = await app.inject('/api/ready');
    expect(res.json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('answers an unknown /api route with 404 in the error shape', async () => {
    const res = await app.inject('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers a path Fastify cannot route in the error shape, without echoing the path', async () => {
    const long = await app.inject({ url: `/api/test/items/${'x'.repeat(150)}`, headers: { 'x-request-id': 'long-param' } });
    expect(long.statusCode).toBe(414);
    expect(ErrorBodySchema.parse(long.json()).error.requestId).toBe('long-param');
    expect(long.headers['x-request-id']).toBe('long-param');
    expect(long.body).not.toContain('xxxxxxxxxx');
    const badEncoding = await app.inject('/api/test/items/%E0%A4%A');
    expect(badEncoding.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(badEncoding.json()).error.code).toBe('BAD_REQUEST');
  });

  it('names every bad field in a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo?limit=500', payload: { email: 'nope', age: 12 } });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    const paths = (body.error.details as { path: string }[]).map((d) => d.path);
    expect(paths.some((p) => p.startsWith('querystring.limit') || p.startsWith('body.'))).toBe(true);
  });

  it('names the body fields when only the body is wrong', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', age: 12 } });
    const details = res.json().error.details as { path: string; message: string }[];
    expect(details.map((d) => d.path).sort()).toEqual(['body.age', 'body.email']);
    expect(res.json().error.message).toContain('body.email');
  });

  it('names a missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect((res.json().error.details as { path: string }[]).map((d) => d.path)).toEqual(['body.age']);
  });

  it('accepts a valid request', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'a@b.co', age: 30 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'a@b.co', age: 30 });
  });

  it('rejects malformed JSON with INVALID_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('rejects a body over the limit with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'a@b.co', age: 30, pad: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('maps a module error to its status, code and details', async () => {
    const res = await app.inject('/api/test/conflict');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'BUSINESS_RULE', details: { with: 'x' } });
  });

  it('never leaks a stack trace or SQL text from an unexpected error', async () => {
    const res = await app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toMatch(/secret_table|Parser|\.js:\d/);
  });

  it('generates a request id, or keeps a well-formed one from the caller', async () => {
    const generated = await app.inject('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/api/nope', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    expect(kept.json().error.requestId).toBe('lb-1234.abc');
    const replaced = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('sends a strict Content-Security-Policy: our scripts, and inline only the script of the build, by its hash', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(inlineScriptHashes(null)).toEqual([]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The same headers on an API answer, an error included.
    const missing = await app.inject('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(csp);
    expect(missing.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(missing.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('serves index.html for client routes (deep links)', async () => {
    for (const url of ['/', '/hcims', '/auth/boxed-signin', '/some/unknown/page?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with immutable caching and 404s missing ones', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('serves translations at /locales/{lng}/{ns}.json', async () => {
    const res = await app.inject('/locales/fr/common.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ app: { name: 'HCIMS' } });
    expect((await app.inject('/locales/xx/common.json')).statusCode).toBe(404);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: '3.0.3', info: { title: 'HCIMS API' } });
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
    const ui = await app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
