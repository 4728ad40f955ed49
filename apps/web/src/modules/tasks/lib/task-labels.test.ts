import { describe, expect, it } from 'vitest';
import { pageOf, sortOf, sortParam } from './list-params';
import { nextStatuses } from './task-labels';

describe('task list helpers', () => {
  it('offers only the moves the server allows, cancelling only to assigners', () => {
    expect(nextStatuses('pending', false)).toEqual(['pending', 'in_progress']);
    expect(nextStatuses('in_progress', true)).toEqual(['in_progress', 'completed', 'cancelled']);
    expect(nextStatuses('completed', true)).toEqual([]);
    expect(nextStatuses('cancelled', true)).toEqual([]);
  });

  it('reads the sort and page from the address, falling back to the soonest due date and page 1', () => {
    expect(sortOf(null)).toEqual({ key: 'dueDate', direction: 'asc' });
    expect(sortOf('-priority')).toEqual({ key: 'priority', direction: 'desc' });
    expect(sortOf('-password')).toEqual({ key: 'dueDate', direction: 'desc' });
    expect(sortParam({ key: 'name', direction: 'desc' })).toBe('-name');
    expect(pageOf('x')).toBe(1);
    expect(pageOf('3')).toBe(3);
  });
});
