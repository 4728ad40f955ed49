import { describe, expect, it } from 'vitest';
import { tenure } from '../people.rules.js';
import { assembleDashboard, dashboardPlan, lastTwelveMonths, tenureCutoff, type DashboardCounts } from './dashboard.rules.js';

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function counts(overrides: Partial<DashboardCounts> = {}): DashboardCounts {
  return {
    total: 0,
    invited: 0,
    onLeave: 0,
    female: 0,
    male: 0,
    other: 0,
    atLeastYears: [0, 0, 0, 0],
    joiners: Array(12).fill(0),
    leavers: Array(12).fill(0),
    headcounts: Array(13).fill(0),
    byDepartment: [],
    byDesignation: [],
    documents: { expired: 0, within: [0, 0, 0] },
    ...overrides,
  };
}

describe('dashboard rules', () => {
  it('lists the twelve months ending with the as-of month, across a year end', () => {
    const months = lastTwelveMonths('2025-02-10');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2024, month: 3 });
    expect(months[11]).toEqual({ year: 2025, month: 2 });
  });

  it('cuts tenure where completed years change, 29 February completing on the 28th of a common year', () => {
    expect(tenureCutoff('2025-05-10', 1)).toBe('2024-05-10');
    expect(tenureCutoff('2025-02-28', 1)).toBe('2024-02-29');
    expect(tenureCutoff('2024-02-29', 1)).toBe('2023-02-28');
    expect(tenureCutoff('2024-02-29', 4)).toBe('2020-02-29');
    expect(tenureCutoff('2025-03-31', 10)).toBe('2015-03-31');
    // Hired on or before the cut-off exactly when tenure says N completed years, around every edge.
    for (const asOf of ['2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28', '2025-03-01', '2025-12-31', '2026-01-01', '2025-04-30']) {
      for (const years of [1, 3, 5, 10]) {
        const cutoff = tenureCutoff(asOf, years);
        for (let shift = -400; shift <= 400; shift++) {
          const hire = dayAfter(cutoff, shift);
          expect([asOf, years, hire, hire <= cutoff]).toEqual([asOf, years, hire, (tenure(hire, asOf)?.years ?? 0) >= years]);
        }
      }
    }
  });

  it('plans the boundaries: months up to the as-of day, the month-end before them, horizons and celebration days', () => {
    const plan = dashboardPlan('2024-12-20');
    expect(plan.months[0]).toEqual({ key: '2024-01', from: '2024-01-01', to: '2024-01-31' });
    expect(plan.months[1]).toEqual({ key: '2024-02', from: '2024-02-01', to: '2024-02-29' });
    expect(plan.months[11]).toEqual({ key: '2024-12', from: '2024-12-01', to: '2024-12-20' });
    expect(plan.periodStartEnd).toBe('2023-12-31');
    expect(plan.documentHorizons).toEqual(['2025-01-19', '2025-02-18', '2025-03-20']);
    expect(plan.celebrationDays).toHaveLength(31);
    expect(plan.celebrationDays[0]).toBe('01-01');
    expect(plan.celebrationDays).toContain('12-20');
    expect(plan.celebrationDays).toContain('01-19');
    expect(plan.celebrationDays).not.toContain('01-20');
    // A window over 28 February also asks for 29 February (a leap-day birthday falls on the 28th).
    expect(dashboardPlan('2025-02-10').celebrationDays).toContain('02-29');
    expect(dashboardPlan('2025-01-10').celebrationDays).not.toContain('02-29');
  });

  it('shapes the counts: bands from the cut-off counts, active without the invited and those on leave, attrition', () => {
    const plan = dashboardPlan('2025-06-15');
    const d = assembleDashboard(
      plan,
      'company',
      counts({
        total: 10,
        invited: 2,
        onLeave: 1,
        female: 4,
        male: 3,
        other: 1,
        atLeastYears: [7, 4, 2, 1],
        leavers: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
        joiners: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        headcounts: [9, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 9, 10],
        byDepartment: [
          { id: 'b', name: 'Bravo', count: 3 },
          { id: 'a', name: 'Alpha', count: 3 },
          { id: 'c', name: 'Charlie', count: 4 },
        ],
      }),
      [],
      [],
    );
    expect(d.headcount).toEqual({ total: 10, active: 7, onLeave: 1, invited: 2 });
    expect(d.byGender.map((g) => g.count)).toEqual([4, 3, 1, 2]);
    expect(d.byTenure.map((b) => b.count)).toEqual([3, 3, 2, 1, 1]);
    expect(d.byDepartment.map((b) => b.name)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(d.joinersAndLeavers[0]).toEqual({ month: '2024-07', joiners: 1, leavers: 0, headcountAtEnd: 10 });
    expect(d.joinersAndLeavers[11]).toEqual({ month: '2025-06', joiners: 0, leavers: 1, headcountAtEnd: 10 });
    const average = Math.round((124 / 13) * 100) / 100; // 9 + 6 x 10 + 5 x 9 + 10
    expect(d.attrition).toEqual({ leavers: 2, averageHeadcount: average, ratePercent: Math.round((2 / average) * 1000) / 10 });
  });

  it('has no attrition rate without anybody employed', () => {
    const d = assembleDashboard(dashboardPlan('2025-01-01'), 'team', counts(), [], []);
    expect(d.attrition).toEqual({ leavers: 0, averageHeadcount: 0, ratePercent: null });
    expect(d.byTenure.every((b) => b.count === 0)).toBe(true);
  });

  it('orders the soonest documents by days left then title, ten at most', () => {
    const doc = (id: string, title: string, expiresOn: string) => ({
      id,
      employeeId: 'x',
      employeeName: 'Xena Y',
      title,
      category: 'visa',
      expiresOn,
    });
    const soon = [
      doc('late', 'A', '2025-04-02'),
      ...Array.from({ length: 9 }, (_, i) => doc(`d${i}`, `Doc ${i}`, '2025-01-31')),
      doc('zeta', 'Zeta', '2025-01-01'),
      doc('alpha', 'Alpha', '2025-01-01'),
    ];
    const d = assembleDashboard(dashboardPlan('2025-01-01'), 'company', counts({ documents: { expired: 1, within: [2, 4, 5] } }), soon, []);
    expect(d.documentsExpiring).toMatchObject({ expired: 1, within30: 2, within60: 4, within90: 5 });
    const soonest = d.documentsExpiring.soonest;
    expect(soonest).toHaveLength(10);
    expect(soonest.slice(0, 3).map((s) => [s.documentId, s.daysLeft])).toEqual([
      ['alpha', 0],
      ['zeta', 0],
      ['d0', 30],
    ]);
    expect(soonest.map((s) => s.documentId)).not.toContain('late');
  });

  it('lists birthdays and work anniversaries of the next 30 days across the year end, without ages', () => {
    const candidates = [
      { id: 'b1', name: 'Bea', departmentName: 'Sales', dateOfBirth: '1990-01-05', hireDate: '2020-12-30' },
      { id: 'b2', name: 'Ali', departmentName: 'Sales', dateOfBirth: '1988-12-24', hireDate: '2024-12-20' },
      // Its hire date matches the month-day but 2025 is out of the window.
      { id: 'b3', name: 'Cy', departmentName: 'HR', dateOfBirth: '1992-02-20', hireDate: '2025-01-02' },
    ];
    const d = assembleDashboard(dashboardPlan('2024-12-20'), 'company', counts(), [], candidates);
    expect(d.upcomingBirthdays).toEqual([
      { employeeId: 'b2', name: 'Ali', departmentName: 'Sales', date: '2024-12-24', years: null },
      { employeeId: 'b1', name: 'Bea', departmentName: 'Sales', date: '2025-01-05', years: null },
    ]);
    // b2 joins today (no anniversary yet); b3 has not joined; b1 completes 4 years.
    expect(d.upcomingAnniversaries).toEqual([{ employeeId: 'b1', name: 'Bea', departmentName: 'Sales', date: '2024-12-30', years: 4 }]);
  });
});
