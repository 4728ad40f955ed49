import { HolidayTypes, MAX_HOLIDAY_IMPORT_ROWS, type HolidayImportIssue, type HolidayType } from '@hcims/contracts/routines';
import { isCalendarDate, normaliseHeader, type SourceRow } from '../../platform/imports/index.js';
import { datesBetween } from './routines.rules.js';

/**
 * Holiday import rules (ADR 0116): pure functions that turn the rows of a CSV, or the text of an
 * ICS calendar, into dated holiday candidates and issues naming the row (or line) and the column
 * (or property). Nothing here reads the database; branches and existing holidays are matched by
 * the service afterwards.
 */

export type HolidayCandidate = {
  /** The CSV row (header = 1) or the ICS line of the event's BEGIN:VEVENT. */
  row: number;
  date: string;
  type: HolidayType;
  description: string;
  /** The branch name as written in the CSV; null for the whole company (ICS never names one). */
  branch: string | null;
};

export type HolidayParse = { items: HolidayCandidate[]; issues: HolidayImportIssue[] };

const MAX_DESCRIPTION = 200;
const CSV_COLUMNS = ['date', 'type', 'description', 'branch'] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
const REQUIRED: readonly CsvColumn[] = ['date', 'type', 'description'];
const typeByLower = new Map(HolidayTypes.map((t) => [t.toLowerCase(), t]));

const issue = (row: number, column: string, code: string, value: string | null = null): HolidayImportIssue => ({
  row,
  column,
  code,
  value,
});

/** Two candidates on one date would be one holiday twice; the later row is the one reported. */
function refuseRepeats(items: HolidayCandidate[], issues: HolidayImportIssue[], column: string): HolidayCandidate[] {
  const seen = new Map<string, number>();
  const kept: HolidayCandidate[] = [];
  for (const item of items) {
    const first = seen.get(item.date);
    if (first !== undefined) {
      issues.push(issue(item.row, column, 'duplicate_in_file', `${item.date} (row ${first})`));
      continue;
    }
    seen.set(item.date, item.row);
    kept.push(item);
  }
  if (kept.length > MAX_HOLIDAY_IMPORT_ROWS)
    issues.push(issue(kept[MAX_HOLIDAY_IMPORT_ROWS]!.row, column, 'too_many', String(kept.length)));
  return kept;
}

/** The holidays of CSV rows read by the platform's import reader (header cells matched loosely). */
export function holidaysFromCsv(headers: string[], headerRow: number, rows: SourceRow[]): HolidayParse {
  const issues: HolidayImportIssue[] = [];
  const index = new Map<CsvColumn, number>();
  headers.forEach((header, i) => {
    const name = normaliseHeader(header);
    const column = CSV_COLUMNS.find((c) => c === name);
    if (column && !index.has(column)) index.set(column, i);
  });
  for (const column of REQUIRED) if (!index.has(column)) issues.push(issue(headerRow, column, 'missing_column'));
  if (issues.length > 0) return { items: [], issues };

  const items: HolidayCandidate[] = [];
  for (const source of rows) {
    const cell = (column: CsvColumn) => {
      const at = index.get(column);
      return at === undefined ? '' : (source.cells[at] ?? '').trim();
    };
    if (CSV_COLUMNS.every((c) => cell(c) === '')) continue;
    const before = issues.length;
    const date = cell('date');
    if (date === '') issues.push(issue(source.row, 'date', 'required'));
    else if (!isCalendarDate(date)) issues.push(issue(source.row, 'date', 'invalid_date', date));
    const typeText = cell('type');
    const type = typeByLower.get(typeText.toLowerCase());
    if (typeText === '') issues.push(issue(source.row, 'type', 'required'));
    else if (!type) issues.push(issue(source.row, 'type', 'invalid_type', typeText));
    const description = cell('description');
    if (description === '') issues.push(issue(source.row, 'description', 'required'));
    else if (description.length > MAX_DESCRIPTION) issues.push(issue(source.row, 'description', 'too_long', description.slice(0, 40)));
    if (issues.length > before || !type) continue;
    items.push({ row: source.row, date, type, description, branch: cell('branch') || null });
  }
  return { items: refuseRepeats(items, issues, 'date'), issues };
}

type IcsLine = { line: number; text: string };

/** Physical lines (CRLF, LF or CR), with folded continuation lines joined back (RFC 5545 3.1). */
export function unfoldIcs(text: string): IcsLine[] {
  const out: IcsLine[] = [];
  text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, i) => {
      const last = out.at(-1);
      if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) last.text += raw.slice(1);
      else if (raw !== '') out.push({ line: i + 1, text: raw });
    });
  return out;
}

type IcsProperty = { name: string; params: Map<string, string>; value: string };

/** NAME;PARAM=VALUE;...:value, with the colon inside a quoted parameter left alone. */
export function icsProperty(text: string): IcsProperty | null {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const [name = '', ...params] = text.slice(0, colon).split(';');
  return {
    name: name.toUpperCase(),
    params: new Map(
      params.map((p) => {
        const eq = p.indexOf('=');
        return [p.slice(0, eq).toUpperCase(), p.slice(eq + 1).replace(/^"|"$/g, '')] as [string, string];
      }),
    ),
    value: text.slice(colon + 1),
  };
}

/** TEXT values escape backslash, semicolon, comma and newline (RFC 5545 3.3.11). */
export const icsText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c)).trim();

/** 20270101 to 2027-01-01, or null when it is not a calendar date. */
function icsDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return isCalendarDate(date) ? date : null;
}

/** The day before a date (DTEND of an all-day event is exclusive). */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

type EventDraft = {
  line: number;
  start?: IcsProperty & { line: number };
  end?: IcsProperty & { line: number };
  summary?: string;
  rrule?: number;
};

function eventDates(event: EventDraft, issues: HolidayImportIssue[]): string[] {
  const start = event.start;
  if (!start) {
    issues.push(issue(event.line, 'DTSTART', 'required'));
    return [];
  }
  const timed = start.params.get('VALUE') === 'DATE-TIME' || /T/i.test(start.value);
  if (timed) {
    issues.push(issue(start.line, 'DTSTART', 'not_all_day', start.value));
    return [];
  }
  const first = icsDate(start.value);
  if (!first) {
    issues.push(issue(start.line, 'DTSTART', 'invalid_date', start.value));
    return [];
  }
  if (!event.end) return [first];
  const end = icsDate(event.end.value);
  if (!end) {
    issues.push(issue(event.end.line, 'DTEND', /T/i.test(event.end.value) ? 'not_all_day' : 'invalid_date', event.end.value));
    return [];
  }
  const last = dayBefore(end);
  if (last < first) {
    issues.push(issue(event.end.line, 'DTEND', 'bad_range', event.end.value));
    return [];
  }
  const dates = datesBetween(first, last);
  if (dates.length > MAX_HOLIDAY_IMPORT_ROWS) {
    issues.push(issue(event.end.line, 'DTEND', 'too_many', String(dates.length)));
    return [];
  }
  return dates;
}

/**
 * The holidays of an ICS calendar: every all-day VEVENT gives one holiday per date from DTSTART
 * up to the day before DTEND (one day without DTEND), described by its SUMMARY, of `type`.
 */
export function holidaysFromIcs(text: string, type: HolidayType): HolidayParse {
  const issues: HolidayImportIssue[] = [];
  const items: HolidayCandidate[] = [];
  let event: EventDraft | null = null;
  let events = 0;
  for (const { line, text: raw } of unfoldIcs(text)) {
    const property = icsProperty(raw);
    if (!property) continue;
    if (property.name === 'BEGIN' && property.value.toUpperCase() === 'VEVENT') {
      event = { line };
      continue;
    }
    if (!event) continue;
    if (property.name === 'END' && property.value.toUpperCase() === 'VEVENT') {
      events += 1;
      const before = issues.length;
      const dates = eventDates(event, issues);
      const description = icsText(event.summary ?? '');
      if (event.rrule !== undefined) issues.push(issue(event.rrule, 'RRULE', 'recurring'));
      if (description === '') issues.push(issue(event.line, 'SUMMARY', 'required'));
      else if (description.length > MAX_DESCRIPTION) issues.push(issue(event.line, 'SUMMARY', 'too_long', description.slice(0, 40)));
      if (issues.length === before) for (const date of dates) items.push({ row: event.line, date, type, description, branch: null });
      event = null;
    } else if (property.name === 'DTSTART') event.start = { ...property, line };
    else if (property.name === 'DTEND') event.end = { ...property, line };
    else if (property.name === 'SUMMARY') event.summary = property.value;
    else if (property.name === 'RRULE') event.rrule = line;
  }
  if (events === 0) issues.push(issue(1, 'VEVENT', 'no_events'));
  return { items: refuseRepeats(items, issues, 'DTSTART'), issues };
}
