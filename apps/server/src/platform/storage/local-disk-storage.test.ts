import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { imageKinds, type FileKind } from './file-types.js';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage.js';

const base = mkdtempSync(path.join(tmpdir(), 'hcims-storage-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let storage: LocalDiskStorage;
let counter = 0;
beforeEach(() => {
  storage = createLocalDiskStorage({ root: path.join(base, `root${++counter}`) });
});

/** Every file under the root, temporary ones included. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** A minimal ZIP (stored, no compression) with the given entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const samples: Record<FileKind, () => Promise<Buffer> | Buffer> = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  png: () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  // A real 9x12 JPEG (pdftoppm output).
  jpeg: () =>
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEAAgACAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAAMAAkDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD3toVYYBK854qSiigD/9k=',
      'base64',
    ),
  webp: () => Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
  gif: () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  docx: () => zip({ '[Content_Types].xml': contentTypes, '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' }),
  xlsx: async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('A').addRow(['x']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
  pptx: () => zip({ '_rels/.rels': '<Relationships/>', '[Content_Types].xml': contentTypes, 'ppt/presentation.xml': '<p:presentation/>' }),
  text: () => Buffer.from('\ufeffعقد العمل\r\nEmployment contract, page 1\n\tSigned.\n'),
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

describe('local disk storage: accepted types', () => {
  for (const kind of Object.keys(samples) as FileKind[]) {
    it(`accepts a ${kind.toUpperCase()} by its content and gives it back byte for byte`, async () => {
      const bytes = await samples[kind]();
      const stored = await storage.put(bytes);
      expect(stored.type.kind).toBe(kind);
      expect(stored.size).toBe(bytes.length);
      expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
      expect(await readAll(await storage.get(stored.key))).toEqual(bytes);
    });
  }

  it('stores under a random key, never the uploaded name, and keeps nothing in the temporary folder', async () => {
    const first = await storage.put(samples.pdf() as Buffer, { fileName: '../../etc/passwd.pdf' });
    const second = await storage.put(samples.pdf() as Buffer, { fileName: '../../etc/passwd.pdf' });
    expect(first.key).not.toBe(second.key);
    const files = filesUnder(storage.root).map((f) => path.relative(storage.root, f));
    expect(files.sort()).toEqual([first.key, second.key].map((k) => path.join(k.slice(0, 2), k.slice(2, 4), k)).sort());
  });

  it('reads a stream in chunks, judging the type from bytes split across chunks', async () => {
    const bytes = samples.webp() as Buffer;
    async function* oneByteAtATime(): AsyncGenerator<Uint8Array> {
      for (const byte of bytes) {
        await Promise.resolve();
        yield Uint8Array.of(byte);
      }
    }
    expect((await storage.put(oneByteAtATime())).type.kind).toBe('webp');
  });

  it('reports size and time with stat, and forgets a file on delete (twice is fine)', async () => {
    const stored = await storage.put(samples.png() as Buffer);
    expect(await storage.stat(stored.key)).toMatchObject({ key: stored.key, size: stored.size });
    await storage.delete(stored.key);
    await storage.delete(stored.key);
    expect(await storage.stat(stored.key)).toBeNull();
    expect((await refusal(storage.get(stored.key))).code).toBe('STORAGE_NOT_FOUND');
  });
});

describe('local disk storage: refusals', () => {
  const refuse = async (bytes: Buffer, options: Parameters<LocalDiskStorage['put']>[1] = {}) => {
    const error = await refusal(storage.put(bytes, options));
    expect(filesUnder(storage.root)).toEqual([]);
    return error;
  };

  it('refuses a Windows executable renamed .pdf', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0'), Buffer.alloc(200, 0x90)]);
    const error = await refuse(exe, { fileName: 'invoice.pdf' });
    expect(error.code).toBe('STORAGE_TYPE_NOT_ALLOWED');
    expect(error.statusCode).toBe(415);
  });

  it('refuses HTML and SVG, even renamed .pdf or .txt', async () => {
    for (const markup of [
      '<!DOCTYPE html><html><script>alert(1)</script></html>',
      '\ufeff  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<html>',
    ]) {
      for (const fileName of ['cv.pdf', 'notes.txt', undefined]) {
        expect((await refuse(Buffer.from(markup), fileName ? { fileName } : {})).code).toBe('STORAGE_TYPE_NOT_ALLOWED');
      }
    }
  });

  it('refuses content whose file name claims another type', async () => {
    const error = await refuse(samples.pdf() as Buffer, { fileName: 'photo.png' });
    expect(error.code).toBe('STORAGE_TYPE_NOT_ALLOWED');
    expect(error.details).toMatchObject({ detected: 'pdf', claimed: 'png' });
    // An extension we do not know says nothing: the content decides.
    expect((await storage.put(samples.pdf() as Buffer, { fileName: 'scan.PDF' })).type.kind).toBe('pdf');
    expect((await storage.put(samples.pdf() as Buffer, { fileName: 'scan' })).type.kind).toBe('pdf');
  });

  it('refuses plain ZIP archives and macro-enabled Office files', async () => {
    expect((await refuse(zip({ 'a.txt': 'hello' }))).details).toMatchObject({ detected: 'zip' });
    const docm = zip({ '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'macro' });
    expect((await refuse(docm, { fileName: 'report.docx' })).details).toMatchObject({ detected: 'macro' });
    expect((await refuse(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]))).code).toBe('STORAGE_TYPE_NOT_ALLOWED');
  });

  it('refuses binary data and text that is not UTF-8', async () => {
    expect((await refuse(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]))).code).toBe(
      'STORAGE_TYPE_NOT_ALLOWED',
    );
    expect((await refuse(Buffer.from('Jos\xe9 Garc\xeda\n', 'latin1'))).code).toBe('STORAGE_TYPE_NOT_ALLOWED');
    expect((await refuse(Buffer.from('text with a NUL \0 inside'))).code).toBe('STORAGE_TYPE_NOT_ALLOWED');
  });

  it('refuses types outside the allow-list of the upload', async () => {
    const error = await refuse(samples.pdf() as Buffer, { allow: imageKinds });
    expect(error.details).toMatchObject({ detected: 'pdf' });
    expect((await refuse(samples.text() as Buffer, { allow: imageKinds })).code).toBe('STORAGE_TYPE_NOT_ALLOWED');
    expect((await storage.put(samples.jpeg() as Buffer, { allow: imageKinds })).type.mime).toBe('image/jpeg');
  });

  it('refuses an empty file', async () => {
    expect((await refuse(Buffer.alloc(0))).code).toBe('STORAGE_EMPTY_FILE');
  });

  it('refuses an oversize upload while streaming, without reading the rest or keeping a partial file', async () => {
    let chunks = 0;
    async function* elevenMegabytes(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('%PDF-1.7\n');
      for (let i = 0; i < 176; i++) {
        await Promise.resolve();
        chunks++;
        yield Buffer.alloc(64 * 1024, 0x20);
      }
    }
    const error = await refusal(storage.put(elevenMegabytes()));
    expect(error.code).toBe('STORAGE_FILE_TOO_LARGE');
    expect(error.statusCode).toBe(413);
    expect(error.details).toEqual({ maxBytes: 10 * 1024 * 1024 });
    expect(chunks).toBe(160); // 9 bytes + 160 x 64 KiB is the first chunk past 10 MiB
    expect(filesUnder(storage.root)).toEqual([]);
  });

  it('takes a smaller limit per upload', async () => {
    expect((await refusal(storage.put(Buffer.alloc(2048, 0x41), { maxBytes: 1024 }))).message).toBe('The file is larger than 1 KB');
  });
});

describe('local disk storage: keys are never paths', () => {
  const attempts = [
    '../../../../etc/passwd',
    '..',
    '/etc/passwd',
    '..%2F..%2Fsecret',
    'ab/../../secret',
    `${'0'.repeat(31)}/`,
    `${'A'.repeat(32)}`,
    `${'0'.repeat(32)}\0`,
    '',
    `../${'0'.repeat(32)}`,
  ];

  it('treats traversal attempts as unknown keys on get, stat and delete', async () => {
    writeFileSync(path.join(base, 'secret'), 'do not serve');
    const stored = await storage.put(samples.text() as Buffer);
    for (const key of [...attempts, `../${stored.key}`, `${stored.key}/..`]) {
      expect((await refusal(storage.get(key))).code).toBe('STORAGE_NOT_FOUND');
      expect(await storage.stat(key)).toBeNull();
      await storage.delete(key);
    }
    expect(statSync(path.join(base, 'secret')).size).toBe(12);
    expect(await storage.stat(stored.key)).not.toBeNull();
  });

  it('sweeps temporary files left behind by a crash, and only old ones', async () => {
    await storage.put(samples.gif() as Buffer);
    const tmp = path.join(storage.root, '.tmp');
    writeFileSync(path.join(tmp, 'old.part'), 'partial');
    writeFileSync(path.join(tmp, 'fresh.part'), 'partial');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(tmp, 'old.part'), twoHoursAgo, twoHoursAgo);
    expect(await storage.sweepTemporaryFiles()).toBe(1);
    expect(readdirSync(tmp)).toEqual(['fresh.part']);
  });
});
