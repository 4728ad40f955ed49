import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition: attachment` with both an ASCII `filename` (old clients) and an RFC 5987
 * `filename*` carrying the real UTF-8 name ("عقد العمل.pdf"). The name is the uploader's, so
 * it is reduced to a base name and stripped of quotes, control characters and line breaks
 * (header injection) before it goes anywhere near a header.
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const base =
    fileName
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .split(/[/\\]/)
      .pop()
      ?.trim() ?? '';
  const name = base === '' || base === '.' || base === '..' ? 'download' : base;
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // "ë" became "e" + a combining mark: keep the "e"
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  // encodeURIComponent leaves ' ( ) * ! unescaped, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type Download = {
  body: Readable | Buffer;
  /** The sniffed MIME type recorded at upload (StoredFile.type.mime), never the uploader's claim. */
  contentType: string;
  fileName: string;
  size?: number;
};

/**
 * Sends a stored file so no browser will render or sniff it: always an attachment, nosniff,
 * a sandboxing CSP in case it is opened anyway, and no caching of personal documents.
 */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin');
  if (file.size !== undefined) void reply.header('content-length', String(file.size));
  return reply.send(file.body);
}
