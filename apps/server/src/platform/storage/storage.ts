import type { Readable } from 'node:stream';
import type { FileKind, FileType } from './file-types.js';

/**
 * Where uploaded files live. Modules keep only the returned key (and type, size, original name)
 * in their own tables; the bytes sit behind this interface so local disk can be swapped for an
 * object store when the app runs on several machines (ARCHITECTURE.md §4).
 */
export type StorageBody = Buffer | Uint8Array | AsyncIterable<Uint8Array>;

export type PutOptions = {
  /** Refused past this many bytes while streaming, nothing kept (default 10 MB). */
  maxBytes?: number;
  /** Kinds accepted for this upload (default: every kind in fileTypes). */
  allow?: FileKind[];
  /**
   * The uploader's file name, only to refuse a name that contradicts the content ("cv.pdf"
   * that is really HTML). It is never used to build a path.
   */
  fileName?: string;
};

export type StoredFile = {
  /** Opaque random key; the only handle on the file. */
  key: string;
  size: number;
  type: FileType;
  /** Hex SHA-256 of the bytes, for integrity checks and de-duplication by callers. */
  sha256: string;
};

export type FileStat = { key: string; size: number; modifiedAt: Date };

export type Storage = {
  put(body: StorageBody, options?: PutOptions): Promise<StoredFile>;
  /** A stream of the bytes; throws STORAGE_NOT_FOUND (404) for an unknown or malformed key. */
  get(key: string): Promise<Readable>;
  /** null when there is no such file. */
  stat(key: string): Promise<FileStat | null>;
  /** Removes the file; deleting a missing key is not an error (retries are safe). */
  delete(key: string): Promise<void>;
};
