import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong tag for any JSON value: a hash of its JSON. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names this tag (weak or strong). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  return typeof given === 'string' && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a compact list under a tag computed beforehand: 304 without a body when the request
 * names the tag, otherwise the body (which the caller then must have loaded: null only goes with
 * a matching tag). The list is private to the caller and revalidated on every use.
 */
export function replyTagged<T>(request: FastifyRequest, reply: FastifyReply, etag: string, body: T | null): T | FastifyReply {
  void reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization');
  if (notModified(request, etag)) return reply.code(304).send();
  if (body === null) throw new Error('replyTagged: the body is missing for a tag the request does not name');
  return body;
}

/** Answers a compact list with a strong ETag of its content; a matching If-None-Match gets 304 without a body. */
export function replyWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  return replyTagged(request, reply, etagOf(body), body);
}

/**
 * For a list too large to load and hash on every revalidation: the tag is a hash of a small
 * fingerprint of the data, and the list is loaded only when the request does not name that tag.
 * The fingerprint is read first, so a change landing between the two reads costs one more 200
 * at the next request, never a stale 304. The fingerprint must change with everything the list
 * shows (and name the list's format, so a release that changes the format changes the tag).
 */
export async function loadUnlessNotModified<T>(
  request: FastifyRequest,
  fingerprint: () => Promise<unknown>,
  load: () => Promise<T>,
): Promise<{ etag: string; body: T | null }> {
  const etag = etagOf(await fingerprint());
  return { etag, body: notModified(request, etag) ? null : await load() };
}
