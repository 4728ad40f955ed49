import { describe, expect, it } from 'vitest';
import { holidayFileFormat, importIssueKey } from './holiday-import';

describe('holiday import helpers', () => {
  it('tells an ICS calendar from a CSV by its name or its first line', () => {
    expect(holidayFileFormat('holidays.ICS', 'date,type')).toBe('ics');
    expect(holidayFileFormat('export.txt', '\ufeffBEGIN:VCALENDAR\r\nVERSION:2.0')).toBe('ics');
    expect(holidayFileFormat('holidays.csv', 'date,type,description')).toBe('csv');
  });

  it('maps issue codes to their translation, and unknown ones to a generic text', () => {
    expect(importIssueKey('invalid_date')).toBe('routines:import.codes.invalid_date');
    expect(importIssueKey('something_new')).toBe('routines:import.codes.other');
  });
});
