import { describe, expect, it } from 'vitest';
import { sniffHead } from '../../../platform/storage/index.js';
import { demoPdf } from './demo-pdf.js';
import { reminderThreshold } from './reminders.js';

describe('demo documents and reminder thresholds', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = demoPdf(['Passport', 'José Dela Cruz (test)', 'Valid until 2027-01-01']);
    const text = pdf.toString('latin1');
    expect(sniffHead(pdf.subarray(0, 16))).toEqual({ kind: 'pdf' });
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Jose Dela Cruz \\(test\\)) Tj');
  });

  it('reminds at 30 and 7 days, never after expiry', () => {
    expect(reminderThreshold(45)).toBeNull();
    expect(reminderThreshold(30)).toBe(30);
    expect(reminderThreshold(8)).toBe(30);
    expect(reminderThreshold(7)).toBe(7);
    expect(reminderThreshold(0)).toBe(7);
    expect(reminderThreshold(-1)).toBeNull();
  });
});
