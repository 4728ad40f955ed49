import type { FastifyRequest } from 'fastify';
import { cookieValue, DEVICE_COOKIE } from './device-token.js';
import type { Origin } from './identity.deps.js';

/** Where a request came from, for sessions, throttles and audit events. */
export function originOf(request: FastifyRequest): Origin {
  const agent = request.headers['user-agent'];
  return {
    requestId: request.id,
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent : null,
    device: cookieValue(request.headers.cookie, DEVICE_COOKIE),
  };
}
