import type { FileHandle } from 'node:fs/promises';

export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

/** Reads `length` bytes at `position`; a file handle or a buffer can answer. */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

export function readAtBuffer(buffer: Buffer): ReadAt {
  return (position, length) => Promise.resolve(buffer.subarray(position, position + length));
}

export function readAtHandle(handle: FileHandle): ReadAt {
  return async (position, length) => {
    const target = Buffer.alloc(length);
    const { bytesRead } = await handle.read(target, 0, length, position);
    return target.subarray(0, bytesRead);
  };
}

/**
 * Lists a ZIP's entries (names and declared sizes) from its central directory, without
 * decompressing anything, so a zip bomb costs nothing to inspect. Returns null when the
 * directory is missing or malformed: such a file is not a document we accept. ZIP64 is not
 * read; uploads are capped far below 4 GB.
 */
export async function zipEntries(readAt: ReadAt, size: number, maxEntries = 10_000): Promise<ZipEntry[] | null> {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The end record is 22 bytes plus a comment of up to 65,535 bytes.
  const tailLength = Math.min(size, 22 + 65_535);
  const tail = await readAt(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (count > maxEntries || directoryOffset + directorySize > size || directorySize === 0xffffffff) return null;

  const directory = await readAt(directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL) return null;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > directory.length) return null;
    entries.push({
      name: directory.toString('utf8', offset + 46, offset + 46 + nameLength),
      compressedSize: directory.readUInt32LE(offset + 20),
      uncompressedSize: directory.readUInt32LE(offset + 24),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
