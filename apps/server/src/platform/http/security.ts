import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors/app-error.js';

/**
 * Strict CSP: scripts only from our origin, and inline only the one script the build wrote, by
 * its hash. The access token lives in localStorage (spec), so keeping foreign and inline script
 * out is the main mitigation.
 * Inline style attributes stay allowed because React and Radix position elements with them.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets for these options, computed once: they are the same on every response.
 * (The Fastify plugin built helmet's middleware again for every request, parsing the policy each
 * time: about 0.08 ms of each request, ADR 0149.) helmet checks the options here, at start-up.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused the security header options');
  return headers;
}

/**
 * `inlineScriptHashes`: the CSP sources ('sha256-...') of the built index.html's own inline script
 * (the early start, ADR 0137); no other inline script runs.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimitPerMinute: number; inlineScriptHashes?: string[] },
): Promise<void> {
  const scriptSrc = [...contentSecurityPolicy.scriptSrc, ...(options.inlineScriptHashes ?? [])];
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy, scriptSrc } },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    // light-my-request (inject) leaves req.ip undefined.
    keyGenerator: (req) => req.ip ?? 'inject',
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many requests; slow down and try again shortly'),
  });
}
