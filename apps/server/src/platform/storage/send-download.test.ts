import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { contentDisposition, sendDownload } from './send-download.js';

const root = mkdtempSync(path.join(tmpdir(), 'hcims-download-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the real UTF-8 name as RFC 5987 filename*', () => {
    expect(contentDisposition('عقد العمل.pdf')).toBe(
      `attachment; filename="___ _____.pdf"; filename*=UTF-8''%D8%B9%D9%82%D8%AF%20%D8%A7%D9%84%D8%B9%D9%85%D9%84.pdf`,
    );
    expect(contentDisposition('Zoë (final) v2*.docx')).toBe(
      `attachment; filename="Zoe (final) v2*.docx"; filename*=UTF-8''Zo%C3%AB%20%28final%29%20v2%2A.docx`,
    );
  });

  it('cannot be used to inject headers, quotes or paths', () => {
    const value = contentDisposition('../../a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe(`attachment; filename="cSet-Cookie: x=1.pdf"; filename*=UTF-8''cSet-Cookie%3A%20x%3D1.pdf`);
    expect(contentDisposition('..')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(contentDisposition('a"b;c%.txt')).toContain('filename="a_b_c_.txt"');
  });
});

describe('sendDownload', () => {
  it('streams a stored file as an attachment that browsers will neither render, sniff nor cache', async () => {
    const storage = createLocalDiskStorage({ root });
    const stored = await storage.put(Buffer.from('%PDF-1.7\n%%EOF\n'));
    const app = Fastify();
    app.get('/download', async (_request, reply) =>
      sendDownload(reply, { body: await storage.get(stored.key), contentType: stored.type.mime, fileName: 'شهادة.pdf', size: stored.size }),
    );
    const response = await app.inject({ method: 'GET', url: '/download' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.7\n%%EOF\n');
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="_____.pdf"; filename*=UTF-8''%D8%B4%D9%87%D8%A7%D8%AF%D8%A9.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-length': String(stored.size),
    });
  });
});
