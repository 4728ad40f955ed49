import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../platform/imports/index.js';
import { holidaysFromCsv, holidaysFromIcs, icsProperty, icsText, unfoldIcs } from './holidays-import.rules.js';

const csv = async (text: string) => {
  const file = await readImportFile(Buffer.from(text, 'utf8'));
  return holidaysFromCsv(file.headers, file.headerRow, file.rows);
};

describe('holiday CSV rows', () => {
  it('reads a header row in any case and order, with a BOM and CRLF line ends, and an optional branch', async () => {
    const parsed = await csv('\ufeffDescription,DATE,Type,Branch\r\nNew Year,2027-01-01,public,\r\nEid,2027-03-10,Religious,Dubai\r\n');
    expect(parsed.issues).toEqual([]);
    expect(parsed.items).toEqual([
      { row: 2, date: '2027-01-01', type: 'public', description: 'New Year', branch: null },
      { row: 3, date: '2027-03-10', type: 'religious', description: 'Eid', branch: 'Dubai' },
    ]);
  });

  it('names the row and column of each bad cell, and the missing columns of the header', async () => {
    const parsed = await csv(
      'date,type,description\n2027-02-30,public,Not a day\n03/04/2027,feast,Two issues\n2027-05-01,other,\n\n2027-06-01,special,Fine\n',
    );
    expect(parsed.issues).toEqual([
      { row: 2, column: 'date', code: 'invalid_date', value: '2027-02-30' },
      { row: 3, column: 'date', code: 'invalid_date', value: '03/04/2027' },
      { row: 3, column: 'type', code: 'invalid_type', value: 'feast' },
      { row: 4, column: 'description', code: 'required', value: null },
    ]);
    expect(parsed.items.map((i) => [i.row, i.date])).toEqual([[6, '2027-06-01']]);
    expect((await csv('when,description\n2027-01-01,x\n')).issues).toEqual([
      { row: 1, column: 'date', code: 'missing_column', value: null },
      { row: 1, column: 'type', code: 'missing_column', value: null },
    ]);
  });

  it('reports the later of two rows on one date, naming the first', async () => {
    const parsed = await csv('date,type,description\n2027-01-01,public,A\n2027-01-01,other,B\n');
    expect(parsed.items).toHaveLength(1);
    expect(parsed.issues).toEqual([{ row: 3, column: 'date', code: 'duplicate_in_file', value: '2027-01-01 (row 2)' }]);
  });
});

describe('holiday ICS calendars', () => {
  it('unfolds continuation lines across CRLF, LF and CR line ends, dropping a BOM', () => {
    expect(unfoldIcs('\ufeffBEGIN:VEVENT\r\nSUMMARY:Long\r\n  name\n\t end\rEND:VEVENT')).toEqual([
      { line: 1, text: 'BEGIN:VEVENT' },
      { line: 2, text: 'SUMMARY:Long name end' },
      { line: 5, text: 'END:VEVENT' },
    ]);
  });

  it('splits a property at the first colon outside quotes and unescapes text', () => {
    expect(icsProperty('DTSTART;VALUE=DATE;X-NOTE="a:b":20270101')).toMatchObject({
      name: 'DTSTART',
      value: '20270101',
    });
    expect(icsProperty('DTSTART;VALUE=DATE:20270101')?.params.get('VALUE')).toBe('DATE');
    expect(icsText('Fish\\, chips\\; and \\\\ more\\nlater')).toBe('Fish, chips; and \\ more later');
    expect(icsProperty('no colon here')).toBeNull();
  });

  it('gives each date of an all-day event, DTEND excluded, with its summary as description', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20271230',
      'DTEND;VALUE=DATE:20280102',
      'SUMMARY:Year',
      '  end break',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20270501',
      'SUMMARY:Labour Day',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const parsed = holidaysFromIcs(text, 'public');
    expect(parsed.issues).toEqual([]);
    expect(parsed.items.map((i) => [i.row, i.date, i.description, i.type])).toEqual([
      [2, '2027-12-30', 'Year end break', 'public'],
      [2, '2027-12-31', 'Year end break', 'public'],
      [2, '2028-01-01', 'Year end break', 'public'],
      [8, '2027-05-01', 'Labour Day', 'public'],
    ]);
  });

  it('refuses bad dates, timed events, backwards ranges, repeats and empty calendars with their line', () => {
    const text = [
      'BEGIN:VEVENT', // 1
      'DTSTART;VALUE=DATE:20270230', // 2
      'SUMMARY:Bad',
      'END:VEVENT',
      'BEGIN:VEVENT', // 5
      'DTSTART:20270301T090000Z', // 6
      'SUMMARY:Meeting',
      'END:VEVENT',
      'BEGIN:VEVENT', // 9
      'DTSTART;VALUE=DATE:20270310',
      'DTEND;VALUE=DATE:20270310', // 11
      'SUMMARY:Empty',
      'END:VEVENT',
      'BEGIN:VEVENT', // 14
      'DTSTART;VALUE=DATE:20270401',
      'RRULE:FREQ=YEARLY', // 16
      'END:VEVENT',
    ].join('\n');
    expect(holidaysFromIcs(text, 'other').issues).toEqual([
      { row: 2, column: 'DTSTART', code: 'invalid_date', value: '20270230' },
      { row: 6, column: 'DTSTART', code: 'not_all_day', value: '20270301T090000Z' },
      { row: 11, column: 'DTEND', code: 'bad_range', value: '20270310' },
      { row: 16, column: 'RRULE', code: 'recurring', value: null },
      { row: 14, column: 'SUMMARY', code: 'required', value: null },
    ]);
    expect(holidaysFromIcs('BEGIN:VCALENDAR\nEND:VCALENDAR', 'other').issues).toEqual([
      { row: 1, column: 'VEVENT', code: 'no_events', value: null },
    ]);
  });
});
