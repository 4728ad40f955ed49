import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accruedHalves, balanceAsOf, carryOverHalves, entitlementHalves, ineligibleBecause, monthsStarted } from './leave.rules.js';
import { fitsBalance, remainingHalves } from './routines.rules.js';

describe('accrual', () => {
  it('grants a yearly allowance whole on 1 January', () => {
    expect(accruedHalves(44, 'yearly', 2027, '2027-01-01')).toBe(44);
  });

  it('grants a twelfth a month for monthly accrual, rounded down to a half day, all of it from December', () => {
    expect(monthsStarted(2027, '2027-03-31')).toBe(3);
    expect(accruedHalves(44, 'monthly', 2027, '2027-03-15')).toBe(11); // 22 days * 3 / 12 = 5.5 days
    expect(accruedHalves(45, 'monthly', 2027, '2027-01-02')).toBe(3); // 22.5 / 12 = 1.875 -> 1.5
    expect(accruedHalves(45, 'monthly', 2027, '2027-12-01')).toBe(45);
  });

  it('counts nothing before the year and everything after it (year boundaries)', () => {
    expect(accruedHalves(44, 'monthly', 2027, '2026-12-31')).toBe(0);
    expect(accruedHalves(44, 'monthly', 2027, '2028-01-01')).toBe(44);
  });

  it('measures a balance on the latest live request when it starts after today', () => {
    expect(balanceAsOf('2027-02-10', '2027-09-01')).toBe('2027-09-01');
    expect(balanceAsOf('2027-02-10', '2027-01-05')).toBe('2027-02-10');
    expect(balanceAsOf('2027-02-10', null)).toBe('2027-02-10');
  });

  it('adds carried-over and adjusted days to the entitlement; none without an allowance', () => {
    const facts = { allowanceHalves: 44, accrual: 'yearly' as const, carriedOverHalves: 6, adjustedHalves: -2 };
    expect(entitlementHalves(facts, 2027, '2027-05-01')).toBe(48);
    expect(entitlementHalves({ ...facts, allowanceHalves: null }, 2027, '2027-05-01')).toBeNull();
  });
});

describe('carry-over', () => {
  it('carries the unused days up to the limit, never a deficit', () => {
    expect(carryOverHalves(10, 6)).toBe(6);
    expect(carryOverHalves(4, 6)).toBe(4);
    expect(carryOverHalves(-3, 6)).toBe(0);
    expect(carryOverHalves(10, 0)).toBe(0);
    expect(carryOverHalves(null, 6)).toBe(0);
  });
});

describe('eligibility', () => {
  const who = { departmentId: 'd1', employmentType: 'full_time', gender: 'female' };
  const open = { eligibleDepartmentIds: [], eligibleEmploymentTypes: [], eligibleGenders: [] };
  it('lets everyone use a type with empty lists', () => {
    expect(ineligibleBecause(open, who)).toBeNull();
  });
  it('names the rule that keeps someone out', () => {
    expect(ineligibleBecause({ ...open, eligibleDepartmentIds: ['d2'] }, who)).toBe('department');
    expect(ineligibleBecause({ ...open, eligibleEmploymentTypes: ['contract'] }, who)).toBe('employmentType');
    expect(ineligibleBecause({ ...open, eligibleGenders: ['male'] }, who)).toBe('gender');
    expect(ineligibleBecause({ ...open, eligibleGenders: ['female'] }, { ...who, gender: null })).toBe('gender');
    expect(ineligibleBecause({ ...open, eligibleGenders: ['female'], eligibleDepartmentIds: ['d1'] }, who)).toBeNull();
  });
});

/**
 * The invariant of balances: whatever employees file, approvers decide and HR adds, the remaining
 * balance never drops below zero unless HR took days away with an explicit negative adjustment.
 * The model mirrors the service: a request is accepted only when it fits the entitlement measured
 * at its start (monthly accrual), and the balance is shown as of the latest live start.
 */
describe('balance invariant (property)', () => {
  type Op =
    | { kind: 'file'; month: number; halves: number }
    | { kind: 'decide'; index: number; to: 'approved' | 'rejected' | 'cancelled' }
    | { kind: 'adjust'; halves: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('file' as const), month: fc.integer({ min: 1, max: 12 }), halves: fc.integer({ min: 1, max: 20 }) }),
    fc.record({
      kind: fc.constant('decide' as const),
      index: fc.nat({ max: 30 }),
      to: fc.constantFrom('approved' as const, 'rejected' as const, 'cancelled' as const),
    }),
    fc.record({ kind: fc.constant('adjust' as const), halves: fc.integer({ min: -10, max: 10 }).filter((n) => n !== 0) }),
  );

  it('never goes below zero without a negative HR adjustment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('yearly' as const, 'monthly' as const),
        fc.integer({ min: 0, max: 10 }),
        fc.array(op, { maxLength: 40 }),
        (allowanceHalves, accrual, carriedOverHalves, ops) => {
          const year = 2027;
          const today = '2027-01-15';
          const requests: { start: string; halves: number; status: 'pending' | 'approved' | 'rejected' | 'cancelled' }[] = [];
          let adjustedHalves = 0;
          let negativeAdjustment = false;
          const balanceAt = (asOf: string) => {
            const live = requests.filter((r) => r.status === 'pending' || r.status === 'approved');
            return {
              allowanceHalves: entitlementHalves({ allowanceHalves, accrual, carriedOverHalves, adjustedHalves }, year, asOf),
              takenHalves: live.filter((r) => r.status === 'approved').reduce((n, r) => n + r.halves, 0),
              pendingHalves: live.filter((r) => r.status === 'pending').reduce((n, r) => n + r.halves, 0),
            };
          };
          for (const o of ops) {
            if (o.kind === 'file') {
              const start = `${year}-${String(o.month).padStart(2, '0')}-01`;
              if (fitsBalance(balanceAt(start), o.halves)) requests.push({ start, halves: o.halves, status: 'pending' });
            } else if (o.kind === 'decide') {
              const r = requests[o.index];
              if (r && (r.status === 'pending' || (r.status === 'approved' && o.to === 'cancelled'))) r.status = o.to;
            } else {
              adjustedHalves += o.halves;
              if (o.halves < 0) negativeAdjustment = true;
            }
            const live = requests.filter((r) => r.status === 'pending' || r.status === 'approved').map((r) => r.start);
            const latest = live.length > 0 ? live.sort().at(-1)! : null;
            const remaining = remainingHalves(balanceAt(balanceAsOf(today, latest)))!;
            if (!negativeAdjustment) expect(remaining).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
