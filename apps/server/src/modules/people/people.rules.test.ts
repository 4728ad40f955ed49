import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessEndsAt,
  birthdaysInMonth,
  jobChanges,
  jobHistoryEntry,
  normaliseDecimal,
  tenure,
  upcomingBirthdays,
  workAnniversariesInMonth,
  type JobSnapshot,
} from './people.rules.js';

describe('tenure', () => {
  it('counts completed years, months and days', () => {
    expect(tenure('2019-03-15', '2026-11-21')).toEqual({ years: 7, months: 8, days: 6, totalMonths: 92 });
    expect(tenure('2026-11-21', '2026-11-21')).toEqual({ years: 0, months: 0, days: 0, totalMonths: 0 });
    expect(tenure('2025-11-22', '2026-11-21')).toEqual({ years: 0, months: 11, days: 30, totalMonths: 11 });
    expect(tenure('2025-11-21', '2026-11-21')).toEqual({ years: 1, months: 0, days: 0, totalMonths: 12 });
  });

  it('completes a month on the last day of a shorter month', () => {
    expect(tenure('2024-01-31', '2024-02-29')).toEqual({ years: 0, months: 1, days: 0, totalMonths: 1 });
    expect(tenure('2024-01-31', '2024-02-28')).toEqual({ years: 0, months: 0, days: 28, totalMonths: 0 });
    expect(tenure('2024-01-31', '2024-03-30')).toEqual({ years: 0, months: 1, days: 30, totalMonths: 1 });
    expect(tenure('2020-02-29', '2021-02-28')).toEqual({ years: 1, months: 0, days: 0, totalMonths: 12 });
  });

  it('has no tenure before the hire date', () => {
    expect(tenure('2027-01-01', '2026-11-21')).toBeNull();
  });

  it('refuses text that is not a calendar date', () => {
    expect(() => tenure('2025-02-29', '2026-01-01')).toThrow(RangeError);
    expect(() => tenure('15/03/2021', '2026-01-01')).toThrow(RangeError);
  });

  it('never goes backwards as time passes, and adds up', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (a, b, c) => {
        const [hire, earlier, later] = [a, b, c].sort();
        const first = tenure(hire!, earlier!)!;
        const second = tenure(hire!, later!)!;
        expect(second.totalMonths).toBeGreaterThanOrEqual(first.totalMonths);
        expect(first.years * 12 + first.months).toBe(first.totalMonths);
        expect(first.days).toBeGreaterThanOrEqual(0);
        expect(first.days).toBeLessThan(31);
      }),
    );
  });
});

const people = [
  { key: 'ada', birthDate: '1990-03-15', hireDate: '2019-03-01' },
  { key: 'leap', birthDate: '2000-02-29', hireDate: '2024-02-29' },
  { key: 'feb', birthDate: '1985-02-03', hireDate: '2026-02-10' },
  { key: 'dec', birthDate: '1999-12-30', hireDate: '2020-01-02' },
  { key: 'none', birthDate: null, hireDate: '2021-02-28' },
];

describe('birthdays and work anniversaries', () => {
  it('lists a month by day, with the age reached', () => {
    expect(birthdaysInMonth(people, 2024, 2)).toEqual([
      { key: 'feb', date: '2024-02-03', years: 39 },
      { key: 'leap', date: '2024-02-29', years: 24 },
    ]);
  });

  it('celebrates 29 February on 28 February in common years, inside February', () => {
    expect(birthdaysInMonth(people, 2026, 2)).toEqual([
      { key: 'feb', date: '2026-02-03', years: 41 },
      { key: 'leap', date: '2026-02-28', years: 26 },
    ]);
    expect(birthdaysInMonth(people, 2026, 3).map((c) => c.key)).toEqual(['ada']);
  });

  it('counts work anniversaries from one year of service, not the hiring month itself; same-day ones keep the input order', () => {
    expect(workAnniversariesInMonth(people, 2026, 2)).toEqual([
      { key: 'leap', date: '2026-02-28', years: 2 },
      { key: 'none', date: '2026-02-28', years: 5 },
    ]);
    expect(workAnniversariesInMonth(people, 2028, 2).find((c) => c.key === 'leap')).toEqual({ key: 'leap', date: '2028-02-29', years: 4 });
  });

  it('finds upcoming birthdays across the end of the year', () => {
    expect(upcomingBirthdays(people, '2026-12-20', 50)).toEqual([
      { key: 'dec', date: '2026-12-30', years: 27 },
      { key: 'feb', date: '2027-02-03', years: 42 },
    ]);
    expect(upcomingBirthdays(people, '2026-03-15', 0)).toEqual([{ key: 'ada', date: '2026-03-15', years: 36 }]);
  });
});

describe('job history', () => {
  const before: JobSnapshot = { departmentId: 'sales', designationId: 'rep', managerId: 'm1', salary: '5000.00' };

  it('records department, designation, manager and salary changes', () => {
    const after = { departmentId: 'mkt', designationId: 'lead', managerId: 'm2', salary: '6500.50' };
    expect(jobHistoryEntry(before, after, '2026-12-01')).toEqual({
      effectiveDate: '2026-12-01',
      changes: [
        { field: 'department', from: 'sales', to: 'mkt' },
        { field: 'designation', from: 'rep', to: 'lead' },
        { field: 'manager', from: 'm1', to: 'm2' },
        { field: 'salary', from: '5000', to: '6500.5' },
      ],
      salaryDirection: 'increase',
    });
  });

  it('makes no entry when nothing tracked changed, whatever the salary notation', () => {
    expect(jobHistoryEntry(before, { ...before, salary: 5000 }, '2026-12-01')).toBeNull();
    expect(jobHistoryEntry(before, { ...before, salary: '5000.0' }, '2026-12-01')).toBeNull();
  });

  it('tells a salary decrease from an increase exactly, and handles a first or removed manager', () => {
    expect(jobHistoryEntry(before, { ...before, salary: '4999.99' }, '2026-12-01')?.salaryDirection).toBe('decrease');
    expect(jobHistoryEntry({ ...before, salary: '999.99' }, { ...before, salary: '1000' }, '2026-12-01')?.salaryDirection).toBe('increase');
    expect(jobChanges({ ...before, managerId: null }, before)).toEqual([{ field: 'manager', from: null, to: 'm1' }]);
    expect(jobHistoryEntry(before, { ...before, salary: null }, '2026-12-01')).toEqual({
      effectiveDate: '2026-12-01',
      changes: [{ field: 'salary', from: '5000', to: null }],
    });
  });

  it('normalises decimal amounts without floating point', () => {
    expect(normaliseDecimal('0012000.500')).toBe('12000.5');
    expect(normaliseDecimal('-0.00')).toBe('0');
    expect(normaliseDecimal(0.1)).toBe('0.1');
    expect(() => normaliseDecimal('1,000')).toThrow(RangeError);
    expect(() => jobHistoryEntry(before, before, '2026-13-01')).toThrow(RangeError);
  });
});

describe('accessEndsAt', () => {
  it('ends access when the last working day is over in the company’s zone', () => {
    expect(accessEndsAt('2026-03-12', 'Asia/Dubai').toISOString()).toBe('2026-03-12T20:00:00.000Z');
    expect(accessEndsAt('2026-03-12', 'UTC').toISOString()).toBe('2026-03-13T00:00:00.000Z');
    expect(accessEndsAt('2026-12-31', 'Asia/Kolkata').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });
});
