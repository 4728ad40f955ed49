import { describe, expect, it } from 'vitest';
import { copyHoursToWorkingDays, officeHoursProblem, setRow, toRows, toWorkingDays, validateRows, weeklyHours } from './working-days';

const office = { opens: '08:30', closes: '17:30' };

describe('working-days editor', () => {
  it('lists all seven days Monday first; days off take the office hours', () => {
    const rows = toRows([{ day: 'wednesday', start: '10:00', end: '14:00' }], office);
    expect(rows.map((r) => r.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(rows[2]).toEqual({ day: 'wednesday', working: true, start: '10:00', end: '14:00' });
    expect(rows[0]).toEqual({ day: 'monday', working: false, start: '08:30', end: '17:30' });
  });

  it('falls back to 09:00-17:00 without office hours', () => {
    expect(toRows([], { opens: null, closes: null })[0]).toMatchObject({ start: '09:00', end: '17:00' });
  });

  it('sends only working days, Monday first, whatever order they were edited in', () => {
    let rows = toRows([], office);
    rows = setRow(rows, 'sunday', { working: true });
    rows = setRow(rows, 'monday', { working: true, end: '16:00' });
    expect(toWorkingDays(rows)).toEqual([
      { day: 'monday', start: '08:30', end: '16:00' },
      { day: 'sunday', start: '08:30', end: '17:30' },
    ]);
  });

  it('copies one day’s hours to every working day, leaving days off alone', () => {
    let rows = toRows(
      [
        { day: 'monday', start: '07:00', end: '15:00' },
        { day: 'tuesday', start: '09:00', end: '18:00' },
      ],
      office,
    );
    rows = copyHoursToWorkingDays(rows, 'monday');
    expect(toWorkingDays(rows)).toEqual([
      { day: 'monday', start: '07:00', end: '15:00' },
      { day: 'tuesday', start: '07:00', end: '15:00' },
    ]);
    expect(rows.find((r) => r.day === 'friday')).toMatchObject({ working: false, start: '08:30' });
  });

  it('flags a working day that ends before it starts or lacks a time; days off are not checked', () => {
    let rows = toRows([], office);
    rows = setRow(rows, 'monday', { working: true, start: '18:00', end: '09:00' });
    rows = setRow(rows, 'tuesday', { working: true, start: '' });
    rows = setRow(rows, 'wednesday', { working: false, start: '18:00', end: '09:00' });
    expect(validateRows(rows)).toEqual({ monday: 'endBeforeStart', tuesday: 'missingTime' });
  });

  it('adds up the week’s hours less the break', () => {
    const rows = toRows(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day: day as 'monday', start: '08:30', end: '17:30' })),
      office,
    );
    expect(weeklyHours(rows, '13:00', '14:00')).toBe(40);
    expect(weeklyHours(rows, null, null)).toBe(45);
  });
});

describe('office hours', () => {
  const ok = { officeOpens: '08:30', officeCloses: '17:30', breakStarts: '13:00', breakEnds: '14:00' };
  it('accepts hours with a break inside them, or no hours at all', () => {
    expect(officeHoursProblem(ok)).toBeNull();
    expect(officeHoursProblem({ officeOpens: null, officeCloses: null, breakStarts: null, breakEnds: null })).toBeNull();
  });
  it('names the field at fault, like the server', () => {
    expect(officeHoursProblem({ ...ok, officeCloses: null })).toEqual({ field: 'officeCloses', kind: 'bothOfficeTimes' });
    expect(officeHoursProblem({ ...ok, officeCloses: '08:00' })).toEqual({ field: 'officeCloses', kind: 'closeAfterOpen' });
    expect(officeHoursProblem({ ...ok, breakStarts: null })).toEqual({ field: 'breakStarts', kind: 'bothBreakTimes' });
    expect(officeHoursProblem({ ...ok, breakEnds: '12:00' })).toEqual({ field: 'breakEnds', kind: 'breakEndAfterStart' });
    expect(officeHoursProblem({ ...ok, breakStarts: '07:00' })).toEqual({ field: 'breakStarts', kind: 'breakWithinHours' });
  });
});
