import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { Env } from '../../env.js';
import { AppError } from '../errors/app-error.js';
import {
  allFileKinds,
  fileTypes,
  HEAD_BYTES,
  hasForbiddenControl,
  isExtensionOf,
  kindClaimedBy,
  looksLikeMarkup,
  ooxmlKind,
  sniffHead,
  type FileKind,
  type HeadVerdict,
} from './file-types.js';
import type { FileStat, PutOptions, Storage, StorageBody, StoredFile } from './storage.js';
import { readAtHandle, zipEntries } from './zip-entries.js';

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** 128 random bits as hex: unguessable, and a key can never spell a path. */
const keyPattern = /^[0-9a-f]{32}$/;

export type LocalDiskStorage = Storage & {
  root: string;
  /** Removes partial uploads left by a crash (temporary files older than `olderThanMs`). */
  sweepTemporaryFiles(olderThanMs?: number): Promise<number>;
};

export function localDiskStorageFromEnv(env: Pick<Env, 'DATA_DIR'>): LocalDiskStorage {
  return createLocalDiskStorage({ root: path.join(env.DATA_DIR, 'files') });
}

function notFound(): AppError {
  return new AppError('STORAGE_NOT_FOUND', 'File not found', { status: 404 });
}

function typeNotAllowed(message: string, details: Record<string, unknown>): AppError {
  return new AppError('STORAGE_TYPE_NOT_ALLOWED', message, { status: 415, details });
}

/**
 * Files under `root/<aa>/<bb>/<key>` (two levels of fan-out keep directories small), written
 * first to `root/.tmp` and renamed into place only once complete and accepted, so a refused or
 * interrupted upload never leaves a partial file where a reader could find it.
 */
export function createLocalDiskStorage(options: { root: string }): LocalDiskStorage {
  const root = path.resolve(options.root);
  const tmp = path.join(root, '.tmp');

  /** The only way a key becomes a path: validated, then checked to stay inside root. */
  function pathOf(key: string): string | null {
    if (typeof key !== 'string' || !keyPattern.test(key)) return null;
    const file = path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    return file.startsWith(root + path.sep) ? file : null;
  }

  async function put(body: StorageBody, putOptions: PutOptions = {}): Promise<StoredFile> {
    const maxBytes = putOptions.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
    const allow = new Set(putOptions.allow ?? allFileKinds);
    await mkdir(tmp, { recursive: true, mode: 0o700 });
    const key = randomBytes(16).toString('hex');
    const temporary = path.join(tmp, `${key}.part`);
    // Read-write: a ZIP's directory is read back from the temporary file before accepting it.
    const handle = await open(temporary, 'wx+', 0o600);
    let kept = false;
    try {
      const { size, sha256, verdict } = await writeChecked(handle, body, maxBytes, allow);
      const kind = await finalKind(handle, size, verdict);
      if (!allow.has(kind)) {
        throw typeNotAllowed(`${fileTypes[kind].extension.toUpperCase()} files are not accepted here`, {
          detected: kind,
          allowed: [...allow],
        });
      }
      if (putOptions.fileName !== undefined && !isExtensionOf(kind, putOptions.fileName)) {
        throw typeNotAllowed(
          `The file name says ${kindClaimedBy(putOptions.fileName)?.toUpperCase()} but the content is ${kind.toUpperCase()}`,
          {
            detected: kind,
            claimed: kindClaimedBy(putOptions.fileName),
          },
        );
      }
      await handle.sync();
      await handle.close();
      const destination = pathOf(key)!;
      await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
      await rename(temporary, destination);
      kept = true;
      return { key, size, type: fileTypes[kind], sha256 };
    } finally {
      if (!kept) {
        await handle.close().catch(() => undefined);
        await rm(temporary, { force: true });
      }
    }
  }

  async function get(key: string): Promise<Readable> {
    const file = pathOf(key);
    if (!file) throw notFound();
    let handle: FileHandle;
    try {
      // Opening first turns a missing file into a 404 before any response byte is sent.
      handle = await open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
      throw error;
    }
    return handle.createReadStream({ autoClose: true });
  }

  async function statOf(key: string): Promise<FileStat | null> {
    const file = pathOf(key);
    if (!file) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function remove(key: string): Promise<void> {
    const file = pathOf(key);
    if (!file) return;
    await rm(file, { force: true });
  }

  async function sweepTemporaryFiles(olderThanMs = 60 * 60 * 1000): Promise<number> {
    let removed = 0;
    let names: string[];
    try {
      names = await readdir(tmp);
    } catch {
      return 0;
    }
    for (const name of names) {
      const file = path.join(tmp, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  return { root, put, get, stat: statOf, delete: remove, sweepTemporaryFiles };
}

/**
 * Streams the body into the temporary file while counting, hashing and judging it: an
 * executable is refused at its first bytes and an oversize upload at the first byte too many,
 * without reading (or storing) the rest.
 */
async function writeChecked(
  handle: FileHandle,
  body: StorageBody,
  maxBytes: number,
  allow: Set<FileKind>,
): Promise<{ size: number; sha256: string; verdict: HeadVerdict }> {
  const hash = createHash('sha256');
  const chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array> = body instanceof Uint8Array ? [body] : body;
  let size = 0;
  let head = Buffer.alloc(0);
  let verdict: HeadVerdict | null = null;
  let decoder: TextDecoder | null = null;
  let textStart = '';

  const judge = () => {
    verdict = sniffHead(head);
    if ('kind' in verdict && !allow.has(verdict.kind)) {
      throw typeNotAllowed(`${verdict.kind.toUpperCase()} files are not accepted here`, { detected: verdict.kind, allowed: [...allow] });
    }
    if ('maybeText' in verdict) {
      if (!allow.has('text')) throw typeNotAllowed('This file type is not accepted', { allowed: [...allow] });
      decoder = new TextDecoder('utf-8', { fatal: true });
      checkText(head, false);
    }
  };
  const checkText = (bytes: Uint8Array, last: boolean) => {
    let text: string;
    try {
      text = decoder!.decode(bytes, { stream: !last });
    } catch {
      throw typeNotAllowed('This file type is not accepted', { allowed: [...allow] });
    }
    if (hasForbiddenControl(text)) throw typeNotAllowed('This file type is not accepted', { allowed: [...allow] });
    if (textStart.length < 1024) {
      textStart += text.slice(0, 1024);
      if (looksLikeMarkup(textStart)) throw typeNotAllowed('HTML, SVG and XML files are not accepted', { detected: 'markup' });
    }
  };

  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      throw new AppError('STORAGE_FILE_TOO_LARGE', `The file is larger than ${formatMegabytes(maxBytes)}`, {
        status: 413,
        details: { maxBytes },
      });
    }
    if (verdict === null) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= HEAD_BYTES) judge();
    } else if (decoder) {
      checkText(chunk, false);
    }
    hash.update(chunk);
    await handle.write(chunk);
  }
  if (size === 0) throw new AppError('STORAGE_EMPTY_FILE', 'The file is empty', { status: 422 });
  if (verdict === null) judge();
  if (decoder) checkText(new Uint8Array(0), true);
  return { size, sha256: hash.digest('hex'), verdict: verdict! };
}

async function finalKind(handle: FileHandle, size: number, verdict: HeadVerdict): Promise<FileKind> {
  if ('kind' in verdict) return verdict.kind;
  if ('maybeText' in verdict) return 'text';
  const entries = await zipEntries(readAtHandle(handle), size);
  const kind = entries ? ooxmlKind(entries.map((e) => e.name)) : null;
  if (kind === 'macro') throw typeNotAllowed('Documents with macros are not accepted', { detected: 'macro' });
  if (!kind) throw typeNotAllowed('ZIP archives are not accepted; only Word, Excel and PowerPoint documents', { detected: 'zip' });
  return kind;
}

function formatMegabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
