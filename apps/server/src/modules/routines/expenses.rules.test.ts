import { ExpenseStatuses } from '@hcims/contracts/routines';
import { describe, expect, it } from 'vitest';
import {
  approvalStep,
  canMoveExpense,
  convertMinor,
  mayReject,
  mayWithdraw,
  normaliseRate,
  rateProblem,
  withinLimit,
} from './expenses.rules.js';

describe('expense claim transitions', () => {
  it('allows only the listed moves', () => {
    const allowed = ExpenseStatuses.flatMap((from) =>
      ExpenseStatuses.filter((to) => canMoveExpense(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'draft>submitted',
      'draft>withdrawn',
      'submitted>manager_approved',
      'submitted>approved',
      'submitted>rejected',
      'submitted>withdrawn',
      'manager_approved>approved',
      'manager_approved>rejected',
      'manager_approved>withdrawn',
      'approved>payroll_queued',
      'approved>paid',
      'payroll_queued>paid',
    ]);
  });

  it('lets the claimant withdraw until the final approval only', () => {
    expect(ExpenseStatuses.filter(mayWithdraw)).toEqual(['draft', 'submitted', 'manager_approved']);
  });
});

describe('approval stages', () => {
  const facts = { companyAmountMinor: 50_000, thresholdMinor: 20_000, approverIsFinance: false, approverIsManager: true };

  it('sends a claim above the threshold from the manager to HR or finance', () => {
    expect(approvalStep('submitted', facts)).toEqual({ to: 'manager_approved' });
    expect(approvalStep('manager_approved', { ...facts, approverIsFinance: true, approverIsManager: false })).toEqual({ to: 'approved' });
    expect(approvalStep('manager_approved', facts)).toEqual({ refused: 'not_your_stage' });
  });

  it('approves at or below the threshold, or with none, in one step', () => {
    expect(approvalStep('submitted', { ...facts, companyAmountMinor: 20_000 })).toEqual({ to: 'approved' });
    expect(approvalStep('submitted', { ...facts, thresholdMinor: null })).toEqual({ to: 'approved' });
  });

  it('lets HR or finance approve a submitted claim outright, and nobody else who is not the manager', () => {
    expect(approvalStep('submitted', { ...facts, approverIsFinance: true, approverIsManager: false })).toEqual({ to: 'approved' });
    expect(approvalStep('submitted', { ...facts, approverIsManager: false })).toEqual({ refused: 'not_your_stage' });
    expect(approvalStep('approved', facts)).toEqual({ refused: 'transition' });
    expect(approvalStep('draft', facts)).toEqual({ refused: 'transition' });
  });

  it('lets the manager reject only before their approval, HR or finance at both stages', () => {
    expect(mayReject('submitted', { approverIsFinance: false, approverIsManager: true })).toBe(true);
    expect(mayReject('manager_approved', { approverIsFinance: false, approverIsManager: true })).toBe(false);
    expect(mayReject('manager_approved', { approverIsFinance: true, approverIsManager: false })).toBe(true);
    expect(mayReject('approved', { approverIsFinance: true, approverIsManager: true })).toBe(false);
  });
});

describe('money', () => {
  it('converts with exact integer arithmetic, rounding half up', () => {
    expect(convertMinor(10_000, null)).toBe(10_000);
    expect(convertMinor(10_000, '3.6725')).toBe(36_725);
    expect(convertMinor(1, '0.5')).toBe(1); // 0.5 rounds up
    expect(convertMinor(1, '0.49999999')).toBe(0);
    expect(convertMinor(333, '0.1')).toBe(33); // 33.3
    // No float drift: 0.1 * 3 in floating point is 0.30000000000000004.
    expect(convertMinor(3, '0.1')).toBe(0);
    expect(convertMinor(999_999_999_999, '1.00000001')).toBe(1_000_000_009_999);
  });

  it('requires a rate exactly when the currency is foreign', () => {
    expect(rateProblem('AED', 'AED', null)).toBeNull();
    expect(rateProblem('AED', 'AED', '1')).toBe('not_allowed');
    expect(rateProblem('USD', 'AED', null)).toBe('required');
    expect(rateProblem('USD', 'AED', '3.6725')).toBeNull();
  });

  it('checks the per-claim limit and normalises stored rates', () => {
    expect(withinLimit(100, null)).toBe(true);
    expect(withinLimit(100, 100)).toBe(true);
    expect(withinLimit(101, 100)).toBe(false);
    expect(normaliseRate('3.67250000')).toBe('3.6725');
    expect(normaliseRate('2.00000000')).toBe('2');
    expect(normaliseRate(null)).toBeNull();
  });
});
