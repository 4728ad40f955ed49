import { describe, expect, it } from 'vitest';
import { canMove, isOverdue, periodRange, rate, settleProgress } from './tasks.rules.js';

describe('tasks rules', () => {
  it('allows pending -> in progress -> completed and cancelling an open task, nothing out of a final status', () => {
    expect(canMove('pending', 'in_progress')).toBe(true);
    expect(canMove('in_progress', 'completed')).toBe(true);
    expect(canMove('pending', 'cancelled')).toBe(true);
    expect(canMove('in_progress', 'cancelled')).toBe(true);
    expect(canMove('pending', 'completed')).toBe(false);
    expect(canMove('in_progress', 'pending')).toBe(false);
    expect(canMove('completed', 'in_progress')).toBe(false);
    expect(canMove('cancelled', 'pending')).toBe(false);
    expect(canMove('completed', 'completed')).toBe(false);
    expect(canMove('in_progress', 'in_progress')).toBe(true);
  });

  it('derives overdue from the due date and the company today, never for closed tasks', () => {
    expect(isOverdue({ dueDate: '2026-03-01', status: 'pending' }, '2026-03-02')).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-02', status: 'in_progress' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ dueDate: '2026-03-01', status: 'completed' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ dueDate: '2026-03-01', status: 'cancelled' }, '2026-03-02')).toBe(false);
  });

  it('starts a pending task on progress, completes at 100 % and keeps open tasks below 100 %', () => {
    expect(settleProgress('pending', { status: 'pending', progress: 10 })).toEqual({ status: 'in_progress', progress: 10 });
    expect(settleProgress('in_progress', { status: 'completed', progress: 40 })).toEqual({ status: 'completed', progress: 100 });
    expect(settleProgress('in_progress', { status: 'in_progress', progress: 100 })).toEqual({ status: 'in_progress', progress: 99 });
    expect(settleProgress('pending', { status: 'pending', progress: 0 })).toEqual({ status: 'pending', progress: 0 });
  });

  it('gives the ISO week from Monday, the month and the year around today', () => {
    expect(periodRange('today', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodRange('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('answers a rate only when there is something to count', () => {
    expect(rate(1, 3)).toBe(0.333);
    expect(rate(0, 0)).toBeNull();
  });
});
