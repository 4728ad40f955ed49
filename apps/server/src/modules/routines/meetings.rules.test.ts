import { describe, expect, it } from 'vitest';
import { attendeesOf, noticeRecipients, taskNameOf } from './meetings.rules.js';

describe('meetings rules', () => {
  it('merges named people and department members once each', () => {
    expect(attendeesOf(['a', 'b'], ['b', 'c', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('never notifies the person saving', () => {
    expect(noticeRecipients(['u1', 'u2', 'u1'], 'u2')).toEqual(['u1']);
  });
  it('names the task after the item and the meeting, within 160 characters', () => {
    expect(taskNameOf('Weekly', ' Send the plan ')).toBe('Send the plan (Weekly)');
    expect(taskNameOf('M', 'x'.repeat(200))).toHaveLength(160);
  });
});
