import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('file size', () => {
  it('shows kilobytes below a megabyte and megabytes from one, in the reader’s language', () => {
    expect(fileSize(2048, 'en')).toBe('2 kB');
    expect(fileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(fileSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
    expect(fileSize(10, 'en')).toBe('0.1 kB');
  });
});
