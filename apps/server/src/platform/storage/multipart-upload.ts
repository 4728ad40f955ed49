import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { assertStorableText } from '../http/storable-text.js';
import type { FileKind } from './file-types.js';
import { DEFAULT_MAX_UPLOAD_BYTES } from './local-disk-storage.js';
import type { Storage, StoredFile } from './storage.js';

export type ReceivedUpload = StoredFile & {
  /** The uploader's file name (shown back to people; never used as a path). */
  fileName: string;
  /** The text parts of the form, sent before or after the file. */
  fields: Record<string, string>;
};

/**
 * @fastify/multipart settings for a scope whose routes receive uploads: one file, a few text
 * fields, and a file-size cap just above the storage limit, so the storage (which counts every
 * byte while streaming) is what refuses an oversize file, never a silent truncation.
 */
export function multipartOptions(maxBytes = DEFAULT_MAX_UPLOAD_BYTES) {
  return { limits: { fileSize: maxBytes + 1024, files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 } };
}

/**
 * Streams the one file of a multipart request into storage (type checked by content, size by
 * counting) and collects the text fields. A route calls it only after its permission and
 * object checks: nothing is stored for a request that would be refused anyway.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: Storage,
  options: { maxBytes?: number; allow?: FileKind[] } = {},
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', {
      details: [{ path: 'headers.content-type', message: 'expected multipart/form-data' }],
    });
  }
  const fields: Record<string, string> = {};
  let stored: StoredFile | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          assertStorableText(part.value, `body.${part.fieldname}`);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      // The name is stored with the file's record: refused before a byte is written.
      assertStorableText(part.filename, `body.${part.fieldname}.filename`);
      fileName = part.filename;
      stored = await storage.put(part.file, {
        maxBytes: options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
        ...(options.allow ? { allow: options.allow } : {}),
        fileName: part.filename,
      });
      if (part.file.truncated) {
        throw new AppError('STORAGE_FILE_TOO_LARGE', 'The file is too large', { status: 413 });
      }
    }
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('UPLOAD_ONE_FILE', 'Send one file at a time', { status: 400 });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('STORAGE_FILE_TOO_LARGE', 'The file is too large', { status: 413 });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
      throw new AppError('VALIDATION_FAILED', 'The form has too many or malformed parts', {
        details: [{ path: 'body', message: 'is malformed' }],
      });
    }
    throw error;
  }
  if (!stored) {
    throw new AppError('UPLOAD_FILE_MISSING', 'Choose a file to upload', {
      status: 400,
      details: [{ path: 'body.file', message: 'is required' }],
    });
  }
  return { ...stored, fileName: fileName || `upload.${stored.type.extension}`, fields };
}

/** What a module records of a received upload: the key, the uploader's name, the detected type and the size. */
export type UploadRecord = ReceivedUpload & { mime: string };

/**
 * Receives the one file of a request and hands it to `record`, which writes its row (in its own
 * request transaction). When recording fails (a rule, a limit, a lost race) the stored bytes are
 * deleted before the error goes on, so no file is kept without its row.
 */
export async function receiveAndRecord<T>(
  request: FastifyRequest,
  storage: Storage,
  options: { maxBytes?: number; allow?: FileKind[] },
  record: (file: UploadRecord) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, storage, options);
  try {
    return await record({ ...upload, mime: upload.type.mime });
  } catch (error) {
    await storage.delete(upload.key);
    throw error;
  }
}
