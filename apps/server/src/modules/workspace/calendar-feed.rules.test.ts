import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, feedWindow, foldLine, nextDay } from './calendar-feed.rules.js';

describe('calendar feed rules', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('makes the window 3 months back to 12 ahead, and exclusive ends', () => {
    expect(feedWindow('2026-03-10')).toEqual({ from: '2025-12-01', to: '2027-03-31' });
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('writes whole-day events with CRLF line endings', () => {
    const ics = buildIcs({
      name: 'Co',
      host: 'example.test',
      now: new Date('2026-03-10T09:00:00.000Z'),
      events: [{ uid: 'x.y-1', title: 'Hi, there', start: '2026-03-15', end: '2026-03-16' }],
    });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20260315\r\nDTEND;VALUE=DATE:20260317\r\n');
    expect(ics).toContain('DTSTAMP:20260310T090000Z');
    expect(ics).toContain('SUMMARY:Hi\\, there');
  });
});
