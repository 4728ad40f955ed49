import { describe, expect, it } from 'vitest';
import {
  fallsOn,
  generationWindow,
  monthlyDay,
  noEarlierThanToday,
  occurrenceDue,
  occurrencesBetween,
  recurrenceProblem,
  workingWeekdaysOf,
  type SeriesRule,
} from './recurrence.rules.js';

// 2026-03-02 is a Monday.
const weekdays = [1, 2, 3, 4, 5];
const rule = (extra: Partial<SeriesRule> & Pick<SeriesRule, 'frequency'>): SeriesRule =>
  ({ startsOn: '2026-03-01', endsOn: null, skipNonWorkingDays: false, ...extra }) as SeriesRule;

describe('recurrence rules', () => {
  it('makes a daily series every day, or only on working days when asked', () => {
    expect(occurrencesBetween(rule({ frequency: 'daily' }), '2026-03-05', '2026-03-09', weekdays)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(occurrencesBetween(rule({ frequency: 'daily', skipNonWorkingDays: true }), '2026-03-05', '2026-03-09', weekdays)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
    ]);
    // A company that has not set its week up skips nothing.
    expect(occurrencesBetween(rule({ frequency: 'daily', skipNonWorkingDays: true }), '2026-03-07', '2026-03-08', [])).toHaveLength(2);
  });

  it('makes a weekly series on the chosen days within the start and end', () => {
    const r = rule({ frequency: 'weekly', weekdays: [1, 4], startsOn: '2026-03-03', endsOn: '2026-03-16' });
    expect(occurrencesBetween(r, '2026-02-01', '2026-04-01', weekdays)).toEqual(['2026-03-05', '2026-03-09', '2026-03-12', '2026-03-16']);
    // A Gulf week (Sunday to Thursday) skips a Friday.
    const friday = rule({ frequency: 'weekly', weekdays: [5, 7], skipNonWorkingDays: true });
    expect(occurrencesBetween(friday, '2026-03-01', '2026-03-07', [7, 1, 2, 3, 4])).toEqual(['2026-03-01']);
  });

  it('makes a monthly series on its day, on the last day of a shorter month', () => {
    expect(monthlyDay(31, 30)).toBe(30);
    expect(fallsOn({ frequency: 'monthly', monthDay: 31 }, '2026-02-28')).toBe(true);
    expect(fallsOn({ frequency: 'monthly', monthDay: 31 }, '2026-03-30')).toBe(false);
    expect(occurrencesBetween(rule({ frequency: 'monthly', monthDay: 31 }), '2026-01-01', '2026-04-30', weekdays)).toEqual([
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(
      occurrencesBetween(rule({ frequency: 'monthly', monthDay: 29, startsOn: '2028-01-01' }), '2028-02-01', '2028-02-29', []),
    ).toEqual(['2028-02-29']);
  });

  it('generates from the day after the last one made up to the horizon, and stops at the end', () => {
    const r = { startsOn: '2026-03-01', endsOn: null };
    expect(generationWindow(r, null, '2026-03-10', 14)).toEqual({ from: '2026-03-01', to: '2026-03-24' });
    expect(generationWindow(r, '2026-03-24', '2026-03-11', 14)).toEqual({ from: '2026-03-25', to: '2026-03-25' });
    expect(generationWindow(r, '2026-03-25', '2026-03-11', 14)).toBeNull();
    expect(generationWindow({ startsOn: '2026-03-01', endsOn: '2026-03-05' }, '2026-03-05', '2026-03-10')).toBeNull();
    expect(generationWindow({ startsOn: '2026-05-01', endsOn: null }, null, '2026-03-10', 14)).toBeNull();
    // Never for days already past.
    expect(noEarlierThanToday(null, '2026-03-10')).toBe('2026-03-09');
    expect(noEarlierThanToday('2026-03-01', '2026-03-10')).toBe('2026-03-09');
    expect(noEarlierThanToday('2026-03-20', '2026-03-10')).toBe('2026-03-20');
  });

  it('dues an occurrence after its duration and names the field of a bad rule', () => {
    expect(occurrenceDue('2026-03-30', 3)).toBe('2026-04-02');
    expect(recurrenceProblem(rule({ frequency: 'weekly', weekdays: [] }))).toMatchObject({ field: 'weekdays' });
    expect(recurrenceProblem(rule({ frequency: 'weekly', weekdays: [8] }))).toMatchObject({ field: 'weekdays' });
    expect(recurrenceProblem(rule({ frequency: 'monthly', monthDay: 0 }))).toMatchObject({ field: 'monthDay' });
    expect(recurrenceProblem(rule({ frequency: 'daily', endsOn: '2026-02-01' }))).toMatchObject({ field: 'endsOn' });
    expect(recurrenceProblem(rule({ frequency: 'daily' }))).toBeNull();
    expect(workingWeekdaysOf([{ day: 'sunday' }, { day: 'monday' }, { day: 'monday' }, { day: 'bogus' }])).toEqual([1, 7]);
  });
});
