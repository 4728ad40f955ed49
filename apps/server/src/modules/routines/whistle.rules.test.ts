import { describe, expect, it } from 'vitest';
import { canMoveCase, caseKeyDigest, dayOnly, newCaseKey, newCaseReference, reporterMayWrite } from './whistle.rules.js';

describe('whistle rules', () => {
  it('moves cases received -> in review -> resolved -> closed, never back from closed', () => {
    expect(canMoveCase('received', 'in-review')).toBe(true);
    expect(canMoveCase('in-review', 'resolved')).toBe(true);
    expect(canMoveCase('resolved', 'closed')).toBe(true);
    expect(canMoveCase('received', 'resolved')).toBe(false);
    expect(canMoveCase('closed', 'in-review')).toBe(false);
    expect(reporterMayWrite('closed')).toBe(false);
    expect(reporterMayWrite('in-review')).toBe(true);
  });

  it('makes 256-bit keys whose digest differs from the key, and random references', () => {
    const key = newCaseKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCaseKey()).not.toBe(key);
    expect(caseKeyDigest(key)).not.toContain(key);
    expect(caseKeyDigest(key)).toBe(caseKeyDigest(key));
    expect(newCaseReference()).toMatch(/^WB-[A-Z2-9]{8}$/);
  });

  it('keeps the day only', () => {
    expect(dayOnly(new Date('2026-11-27T03:44:12.345Z'))).toBe('2026-11-27');
  });
});
