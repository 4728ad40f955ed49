/**
 * The iCalendar (RFC 5545) text of a calendar feed: pure functions, no I/O. Every event of the
 * workspace calendar is a whole-day one, so DTSTART/DTEND are DATE values, DTEND exclusive.
 */

export type FeedEvent = { uid: string; title: string; start: string; end: string };

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space,
 * and a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space counts
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-03-05 -> 20260305 */
const dateValue = (iso: string): string => iso.replace(/-/g, '');

/** The day after an ISO date (the exclusive DTEND of a whole-day event). */
export function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** 2026-11-27T05:10:00.123Z -> 20261127T051000Z */
const stamp = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The whole VCALENDAR, CRLF line endings, folded lines. */
export function buildIcs(input: { name: string; host: string; now: Date; events: readonly FeedEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HCIMS//Workspace calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}@${input.host}`,
      `DTSTAMP:${stamp(input.now)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.end))}`,
      `SUMMARY:${escapeText(event.title)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The feed window around today: 3 months back to 12 months ahead. */
export function feedWindow(today: string): { from: string; to: string } {
  const shift = (months: number): string => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.toISOString().slice(0, 10);
  };
  const end = new Date(`${shift(13)}T00:00:00Z`);
  end.setUTCDate(0);
  return { from: shift(-3), to: end.toISOString().slice(0, 10) };
}
