import { describe, expect, it } from 'vitest';
import { computeDashboard, employedOn, lastTwelveMonths, tenureBand, type DashboardEmployee } from './dashboard.rules.js';

let n = 0;
function person(overrides: Partial<DashboardEmployee> = {}): DashboardEmployee {
  n++;
  return {
    id: `e${n}`,
    name: `Person ${String(n).padStart(2, '0')}`,
    departmentId: 'd-sales',
    departmentName: 'Sales',
    designationId: 'g-rep',
    designationName: 'Account Executive',
    gender: 'female',
    hireDate: '2020-01-15',
    terminationDate: null,
    dateOfBirth: null,
    state: 'active',
    invited: false,
    ...overrides,
  };
}

describe('dashboard rules', () => {
  it('counts someone as employed from the hire date through the last working day', () => {
    const e = { hireDate: '2024-03-01', terminationDate: '2024-06-30' };
    expect(employedOn(e, '2024-02-29')).toBe(false);
    expect(employedOn(e, '2024-03-01')).toBe(true);
    expect(employedOn(e, '2024-06-30')).toBe(true);
    expect(employedOn(e, '2024-07-01')).toBe(false);
    expect(employedOn({ hireDate: '2024-03-01', terminationDate: null }, '2030-01-01')).toBe(true);
  });

  it('puts completed years of service into bands, a day short of a year still under one', () => {
    expect(tenureBand('2024-05-10', '2025-05-09')).toBe('under_1');
    expect(tenureBand('2024-05-10', '2025-05-10')).toBe('1_to_3');
    expect(tenureBand('2020-05-10', '2025-05-09')).toBe('3_to_5');
    expect(tenureBand('2020-05-10', '2025-05-10')).toBe('5_to_10');
    expect(tenureBand('2015-02-28', '2025-02-28')).toBe('10_plus');
    // A future joiner has no tenure yet.
    expect(tenureBand('2026-01-01', '2025-05-10')).toBe('under_1');
  });

  it('lists the twelve months ending with the as-of month, across a year end', () => {
    const months = lastTwelveMonths('2025-02-10');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2024, month: 3 });
    expect(months[11]).toEqual({ year: 2025, month: 2 });
  });

  it('computes head-count, breakdowns, flows and attrition from the rows', () => {
    const asOf = '2025-06-15';
    const employees = [
      person({ id: 'a', gender: 'female', hireDate: '2015-01-01' }),
      person({
        id: 'b',
        gender: 'male',
        hireDate: '2024-07-01',
        departmentId: 'd-hr',
        departmentName: 'HR',
        designationId: 'g-hr',
        designationName: 'HR Specialist',
      }),
      person({ id: 'c', gender: null, hireDate: '2025-03-10', invited: true }),
      person({ id: 'd', gender: 'male', hireDate: '2022-01-01', state: 'on_leave' }),
      // Left in the window: counts as a leaver, not in the head-count.
      person({ id: 'e', gender: 'female', hireDate: '2019-01-01', terminationDate: '2025-01-31' }),
      // Termination recorded for later: still employed today.
      person({ id: 'f', gender: 'other', hireDate: '2023-06-15', terminationDate: '2025-07-31' }),
      // Hired in the future: not counted anywhere yet.
      person({ id: 'g', hireDate: '2025-09-01' }),
      // Left before the window.
      person({ id: 'h', hireDate: '2010-01-01', terminationDate: '2024-05-31' }),
    ];
    const d = computeDashboard({ asOf, scope: 'company', employees, documents: [] });
    expect(d.headcount).toEqual({ total: 5, active: 3, onLeave: 1, invited: 1 });
    expect(d.byDepartment).toEqual([
      { id: 'd-sales', name: 'Sales', count: 4 },
      { id: 'd-hr', name: 'HR', count: 1 },
    ]);
    expect(d.byGender).toEqual([
      { gender: 'female', count: 1 },
      { gender: 'male', count: 2 },
      { gender: 'other', count: 1 },
      { gender: 'undisclosed', count: 1 },
    ]);
    expect(d.byTenure).toEqual([
      { band: 'under_1', count: 2 },
      { band: '1_to_3', count: 1 },
      { band: '3_to_5', count: 1 },
      { band: '5_to_10', count: 0 },
      { band: '10_plus', count: 1 },
    ]);
    expect(d.joinersAndLeavers.map((m) => m.month)).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    const month = (key: string) => d.joinersAndLeavers.find((m) => m.month === key)!;
    expect(month('2024-07')).toEqual({ month: '2024-07', joiners: 1, leavers: 0, headcountAtEnd: 5 });
    // The last working day still counts: at the end of January the leaver is still employed.
    expect(month('2025-01')).toMatchObject({ joiners: 0, leavers: 1, headcountAtEnd: 5 });
    expect(month('2025-02')).toMatchObject({ joiners: 0, leavers: 0, headcountAtEnd: 4 });
    expect(month('2025-03')).toMatchObject({ joiners: 1, leavers: 0, headcountAtEnd: 5 });
    expect(month('2025-06')).toMatchObject({ joiners: 0, leavers: 0, headcountAtEnd: 5 });
    // Month-ends: 2024-06-30 had a, d, e, f = 4; then 5 x7 (Jul-Jan), 4 (Feb), 5 x4 (Mar-Jun).
    const ends = [4, 5, 5, 5, 5, 5, 5, 5, 4, 5, 5, 5, 5];
    const average = ends.reduce((a, b) => a + b, 0) / ends.length;
    expect(d.attrition.leavers).toBe(1);
    expect(d.attrition.averageHeadcount).toBe(Math.round(average * 100) / 100);
    expect(d.attrition.ratePercent).toBe(Math.round((1 / average) * 1000) / 10);
  });

  it('has no attrition rate without anybody employed', () => {
    const d = computeDashboard({ asOf: '2025-01-01', scope: 'team', employees: [], documents: [] });
    expect(d.attrition).toEqual({ leavers: 0, averageHeadcount: 0, ratePercent: null });
    expect(d.headcount.total).toBe(0);
    expect(d.byTenure.every((b) => b.count === 0)).toBe(true);
  });

  it('buckets expiring documents of current employees, soonest first, expired apart', () => {
    const employees = [person({ id: 'x', name: 'Xena' }), person({ id: 'gone', hireDate: '2019-01-01', terminationDate: '2024-01-01' })];
    const doc = (id: string, employeeId: string, expiresOn: string) => ({
      id,
      employeeId,
      title: `Doc ${id}`,
      category: 'visa',
      expiresOn,
    });
    const d = computeDashboard({
      asOf: '2025-01-01',
      scope: 'company',
      employees,
      documents: [
        doc('1', 'x', '2024-12-31'),
        doc('2', 'x', '2025-01-01'),
        doc('3', 'x', '2025-01-31'),
        doc('4', 'x', '2025-02-01'),
        doc('5', 'x', '2025-03-02'),
        doc('6', 'x', '2025-04-01'),
        doc('7', 'x', '2025-04-02'),
        doc('8', 'gone', '2025-01-05'),
      ],
    });
    expect(d.documentsExpiring).toMatchObject({ expired: 1, within30: 2, within60: 4, within90: 5 });
    expect(d.documentsExpiring.soonest.map((s) => [s.documentId, s.daysLeft, s.employeeName])).toEqual([
      ['2', 0, 'Xena'],
      ['3', 30, 'Xena'],
      ['4', 31, 'Xena'],
      ['5', 60, 'Xena'],
      ['6', 90, 'Xena'],
      ['7', 91, 'Xena'],
    ]);
  });

  it('lists birthdays and work anniversaries of the next 30 days across the year end, without ages', () => {
    const employees = [
      person({ id: 'b1', name: 'Bea', dateOfBirth: '1990-01-05', hireDate: '2020-12-30' }),
      person({ id: 'b2', name: 'Ali', dateOfBirth: '1988-12-24', hireDate: '2024-12-20' }),
      person({ id: 'b3', name: 'Cy', dateOfBirth: '1992-02-20', hireDate: '2025-01-02' }),
    ];
    const d = computeDashboard({ asOf: '2024-12-20', scope: 'company', employees, documents: [] });
    expect(d.upcomingBirthdays).toEqual([
      { employeeId: 'b2', name: 'Ali', departmentName: 'Sales', date: '2024-12-24', years: null },
      { employeeId: 'b1', name: 'Bea', departmentName: 'Sales', date: '2025-01-05', years: null },
    ]);
    // b2 joins today (no anniversary yet); b3 has not joined; b1 completes 4 years.
    expect(d.upcomingAnniversaries).toEqual([{ employeeId: 'b1', name: 'Bea', departmentName: 'Sales', date: '2024-12-30', years: 4 }]);
  });
});
