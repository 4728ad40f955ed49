import { describe, expect, it } from 'vitest';
import { blankToNull, isOverdue } from './todos.rules.js';

describe('to-do rules', () => {
  it('is overdue only when open, not trashed and due before today', () => {
    const open = { done: false, trashedAt: null, dueDate: '2026-03-09' };
    expect(isOverdue(open, '2026-03-10')).toBe(true);
    expect(isOverdue({ ...open, dueDate: '2026-03-10' }, '2026-03-10')).toBe(false);
    expect(isOverdue({ ...open, done: true }, '2026-03-10')).toBe(false);
    expect(isOverdue({ ...open, trashedAt: new Date() }, '2026-03-10')).toBe(false);
    expect(isOverdue({ ...open, dueDate: null }, '2026-03-10')).toBe(false);
  });

  it('stores blank text as null and keeps "not sent" apart', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(null)).toBeNull();
    expect(blankToNull(undefined)).toBeUndefined();
    expect(blankToNull(' x ')).toBe('x');
  });
});
