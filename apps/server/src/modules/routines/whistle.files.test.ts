import { describe, expect, it } from 'vitest';
import { withoutMetadata } from './whistle.files.js';

/** A JPEG skeleton: SOI, JFIF, an EXIF block naming a person, a comment, a scan and EOI. */
function jpegWithExif(name: string): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from(`Exif\0\0Artist=${name};GPS=25.2048,55.2708`, 'latin1')),
    segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01colour', 'latin1')),
    segment(0xfe, Buffer.from(`taken by ${name}`, 'latin1')),
    segment(0xda, Buffer.from([0x00, 0x01, 0x02, 0x03])),
    Buffer.from([0x11, 0x22, 0x33, 0xff, 0xd9]),
  ]);
}

function pngWithText(name: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.alloc(13, 1)),
    chunk('tEXt', Buffer.from(`Author\0${name}`, 'latin1')),
    chunk('tIME', Buffer.alloc(7, 2)),
    chunk('IDAT', Buffer.from('pixels', 'latin1')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function webpWithExif(name: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const body = Buffer.concat([
    chunk('VP8X', Buffer.from([0x0c, 0, 0, 0, 1, 0, 0, 1, 0, 0])),
    chunk('VP8L', Buffer.from('pixels!', 'latin1')),
    chunk('EXIF', Buffer.from(`Artist=${name}`, 'latin1')),
    chunk('XMP ', Buffer.from(`<x>${name}</x>`, 'latin1')),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

describe('whistle attachments lose their metadata', () => {
  it('drops EXIF and comments from a JPEG, keeping JFIF, the colour profile and the scan', () => {
    const clean = withoutMetadata('jpeg', jpegWithExif('Zubaida'))!;
    expect(clean.toString('latin1')).not.toContain('Zubaida');
    expect(clean.toString('latin1')).not.toContain('GPS');
    expect(clean.toString('latin1')).toContain('JFIF');
    expect(clean.toString('latin1')).toContain('ICC_PROFILE');
    expect([...clean.subarray(-5)]).toEqual([0x11, 0x22, 0x33, 0xff, 0xd9]);
  });

  it('drops text and time chunks from a PNG', () => {
    const clean = withoutMetadata('png', pngWithText('Zubaida'))!;
    const text = clean.toString('latin1');
    expect(text).not.toContain('Zubaida');
    expect(text).not.toContain('tIME');
    expect(text).toContain('IDAT');
    expect(text.endsWith('IEND\0\0\0\0')).toBe(true);
  });

  it('drops EXIF and XMP from a WEBP and clears their flags', () => {
    const clean = withoutMetadata('webp', webpWithExif('Zubaida'))!;
    expect(clean.toString('latin1')).not.toContain('Zubaida');
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    expect(clean[20]! & 0x0c).toBe(0);
    expect(clean.toString('latin1')).toContain('VP8L');
  });

  it('refuses an image that is not well formed, and keeps a PDF as sent', () => {
    expect(withoutMetadata('jpeg', Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
    expect(withoutMetadata('png', Buffer.from('not a png'))).toBeNull();
    const pdf = Buffer.from('%PDF-1.4 body');
    expect(withoutMetadata('pdf', pdf)).toBe(pdf);
  });
});
