/**
 * Document types accepted for upload, recognised by their bytes (never by name or by the
 * browser's Content-Type, both of which the uploader controls).
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'docx' | 'xlsx' | 'pptx' | 'text';

export type FileType = { kind: FileKind; mime: string; extension: string };

export const fileTypes: Record<FileKind, FileType> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' },
  png: { kind: 'png', mime: 'image/png', extension: 'png' },
  jpeg: { kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
  webp: { kind: 'webp', mime: 'image/webp', extension: 'webp' },
  gif: { kind: 'gif', mime: 'image/gif', extension: 'gif' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  xlsx: { kind: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  pptx: { kind: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' },
  text: { kind: 'text', mime: 'text/plain; charset=utf-8', extension: 'txt' },
};

export const allFileKinds = Object.keys(fileTypes) as FileKind[];
export const imageKinds: FileKind[] = ['png', 'jpeg', 'webp', 'gif'];

/** File-name extensions that claim each kind; used only to refuse a name that lies. */
const extensionsByKind: Record<FileKind, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  webp: ['webp'],
  gif: ['gif'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  text: ['txt', 'text', 'csv', 'tsv', 'md', 'log'],
};
const kindByExtension = new Map(Object.entries(extensionsByKind).flatMap(([kind, list]) => list.map((ext) => [ext, kind as FileKind])));

/**
 * The kind a file name claims, or null when its extension is not one of ours (then the content
 * alone decides). `report.pdf.exe` claims nothing we know; `report.exe` neither.
 */
export function kindClaimedBy(fileName: string): FileKind | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match ? (kindByExtension.get(match[1]!.toLowerCase()) ?? null) : null;
}

export function isExtensionOf(kind: FileKind, fileName: string): boolean {
  const claimed = kindClaimedBy(fileName);
  return claimed === null || claimed === kind;
}

/** What the first bytes say: a final kind, a ZIP to inspect further, or possibly text. */
export type HeadVerdict = { kind: Exclude<FileKind, 'docx' | 'xlsx' | 'pptx' | 'text'> } | { zip: true } | { maybeText: true };

/** Bytes needed to decide (WEBP's marker ends at offset 12). */
export const HEAD_BYTES = 16;

const at = (bytes: Uint8Array, offset: number, magic: number[] | string) => {
  const expected = typeof magic === 'string' ? [...magic].map((c) => c.charCodeAt(0)) : magic;
  return expected.every((b, i) => bytes[offset + i] === b);
};

export function sniffHead(head: Uint8Array): HeadVerdict {
  if (at(head, 0, '%PDF-')) return { kind: 'pdf' };
  if (at(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'png' };
  if (at(head, 0, [0xff, 0xd8, 0xff])) return { kind: 'jpeg' };
  if (at(head, 0, 'GIF87a') || at(head, 0, 'GIF89a')) return { kind: 'gif' };
  if (at(head, 0, 'RIFF') && at(head, 8, 'WEBP')) return { kind: 'webp' };
  if (at(head, 0, [0x50, 0x4b, 0x03, 0x04])) return { zip: true };
  return { maybeText: true };
}

/**
 * Office Open XML is a ZIP whose directory lists [Content_Types].xml and the main part's
 * folder. Anything else zipped (ODT, JAR, APK, a plain archive) is refused, and so is a
 * macro-enabled document (a .docm renamed .docx still carries vbaProject.bin).
 */
export function ooxmlKind(entryNames: string[]): Extract<FileKind, 'docx' | 'xlsx' | 'pptx'> | 'macro' | null {
  const names = new Set(entryNames);
  if (!names.has('[Content_Types].xml')) return null;
  if (entryNames.some((n) => n.toLowerCase().endsWith('vbaproject.bin'))) return 'macro';
  if (entryNames.some((n) => n.startsWith('word/'))) return 'docx';
  if (entryNames.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (entryNames.some((n) => n.startsWith('ppt/'))) return 'pptx';
  return null;
}

/**
 * Text must be UTF-8 without control characters other than tab, newlines and form feed.
 * Markup is refused even though it is text: an HTML or SVG file is an attack vector if any
 * browser ever renders it, and no HR document needs to be one.
 */
export function hasForbiddenControl(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

export function looksLikeMarkup(start: string): boolean {
  return /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|meta|object|embed|!--)/i.test(start.replace(/^\ufeff/, ''));
}
