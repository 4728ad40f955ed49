import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built index.html, or null when the web app is not built. */
function readIndexHtml(webDir: string | null): Buffer | null {
  const indexFile = webDir ? path.join(webDir, 'index.html') : null;
  return indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;
}

/**
 * The CSP sources of the inline scripts in the built index.html ('sha256-<base64>'), none when the
 * web app is not built. Its one inline script is the early start (ADR 0137).
 */
export function inlineScriptHashes(webDir: string | null): string[] {
  const html = readIndexHtml(webDir)?.toString('utf8') ?? '';
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed files when the client
 * accepts them, translations at /locales/{lng}/{ns}.json, and index.html for every client route.
 * Unknown /api paths answer 404 in the error shape.
 */
export async function registerSpa(app: FastifyInstance, webDir: string | null): Promise<void> {
  const indexHtml = readIndexHtml(webDir);
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDir!, filePath);
        void res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', `No endpoint ${request.method} ${pathname}`);
    }
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/') || pathname.startsWith('/locales/');
    if (looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', `Nothing at ${pathname}`);
    }
    if (!indexHtml) throw new AppError('NOT_FOUND', 'The web app is not built; run npm run build');
    // Every client route gets the app; the client router shows its own error page for unknown paths.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
