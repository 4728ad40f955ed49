import type { FileKind } from '../../platform/storage/index.js';

/**
 * What is kept of a whistle-blowing attachment (ADR 0123). Images lose every metadata block
 * that can name a person, a device, a place or an instant (EXIF, XMP, IPTC, comments, text
 * chunks, modification times); the pixels and colour profile stay. PDFs are kept as sent: the
 * form tells the reporter that a document's properties may carry an author.
 */
export const WHISTLE_FILE_KINDS: FileKind[] = ['pdf', 'png', 'jpeg', 'webp'];
export const WHISTLE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The bytes without metadata; anything that is not a well-formed image of its kind is refused (null). */
export function withoutMetadata(kind: FileKind, bytes: Buffer): Buffer | null {
  if (kind === 'jpeg') return cleanJpeg(bytes);
  if (kind === 'png') return cleanPng(bytes);
  if (kind === 'webp') return cleanWebp(bytes);
  return bytes;
}

/** A neutral stored name: the case reference, a number and the detected extension, nothing the reporter typed. */
export function neutralFileName(reference: string, n: number, extension: string): string {
  return `${reference}-${n}.${extension}`;
}

/**
 * JPEG: markers up to the start of scan are copied except APP1 (EXIF, XMP), APP3 to APP13
 * (maker notes, IPTC, Photoshop), APP15 and comments; APP2 is kept only for an ICC profile
 * (not multi-picture data, which holds a second EXIF). The entropy-coded data is copied as is.
 */
function cleanJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      return Buffer.concat(kept);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const iccProfile = marker === 0xe2 && bytes.subarray(at + 4, at + 16).toString('latin1') === 'ICC_PROFILE\0';
    const adobe = marker === 0xee && bytes.subarray(at + 4, at + 9).toString('latin1') === 'Adobe';
    const drop = marker === 0xfe || (isApp && marker !== 0xe0 && !iccProfile && !adobe);
    if (!drop) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** PNG: every chunk is copied except text (tEXt, zTXt, iTXt), EXIF (eXIf) and the modification time (tIME). */
function cleanPng(bytes: Buffer): Buffer | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}

/** WEBP: the EXIF and XMP chunks are left out, and the extended header's flags for them cleared. */
function cleanWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const kept: Buffer[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) return null;
    if (type === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, bytes.length)));
      chunk[8] = chunk[8]! & ~0x0c; // EXIF (0x08) and XMP (0x04) flags
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(at, Math.min(end, bytes.length)));
    }
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
