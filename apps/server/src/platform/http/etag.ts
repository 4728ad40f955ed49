import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a compact list with a strong ETag; a matching If-None-Match gets 304 without a body.
 * The list is private to the caller and revalidated on every use.
 */
export function replyWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  void reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization');
  const given = request.headers['if-none-match'];
  if (typeof given === 'string' && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return body;
}
