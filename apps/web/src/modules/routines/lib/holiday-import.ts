/** Pure helpers of the holiday import dialog. */

/** ICS when the name says so or the text is a calendar; CSV otherwise. */
export function holidayFileFormat(name: string, content: string): 'csv' | 'ics' {
  if (/\.ics$/i.test(name)) return 'ics';
  return /^\ufeff?\s*BEGIN:VCALENDAR/i.test(content) ? 'ics' : 'csv';
}

const KNOWN = new Set([
  'missing_column',
  'required',
  'invalid_date',
  'invalid_type',
  'too_long',
  'unknown_branch',
  'duplicate_in_file',
  'not_all_day',
  'bad_range',
  'recurring',
  'no_events',
  'too_many',
]);

/** The translation key of an import issue's code (an unknown code reads as a generic problem). */
export const importIssueKey = (code: string): string => `routines:import.codes.${KNOWN.has(code) ? code : 'other'}`;
