import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
 * `inlineScriptHashes`: the CSP sources ('sha256-...') of the built index.html's own inline script
 * (the early start, ADR 0137); no other inline script runs.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimitPerMinute: number; inlineScriptHashes?: string[] },
): Promise<void> {
  const scriptSrc = [...contentSecurityPolicy.scriptSrc, ...(options.inlineScriptHashes ?? [])];
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy, scriptSrc } },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
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
