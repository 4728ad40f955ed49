import { describe, expect, it } from 'vitest';
import { recentMonths } from './months';

describe('recent months', () => {
  it('counts back across a year boundary, newest first', () => {
    expect(recentMonths(new Date(2027, 1, 15), 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });
});
