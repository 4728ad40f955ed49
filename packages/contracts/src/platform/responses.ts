import { z } from 'zod';

/**
 * The answer of an operation that succeeds without a body (declared as the route's 204). It is
 * `undefined` so that `reply.code(204).send()` type-checks; the API document shows no content.
 */
export const NoContentSchema = z.undefined().describe('Done; no body');

/** The answer to a conditional GET whose If-None-Match still names the current ETag (declared as the route's 304). */
export const NotModifiedSchema = z.undefined().describe('Not modified: the ETag named in If-None-Match is still current; no body');

/** Bytes of a file: the server sends a Buffer, a stream or a string with the file's own Content-Type (never serialised as JSON). */
const FileBytesSchema = z.custom<unknown>(() => true).meta({ type: 'string', format: 'binary' });

/** A file answered as bytes (a download or an export), declared as the route's 200 with the media types it can have. */
export const fileResponse = (description: string, mediaTypes: readonly [string, ...string[]]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileBytesSchema }])),
});
