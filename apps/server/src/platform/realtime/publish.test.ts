import { describe, expect, it } from 'vitest';
import { payloads } from './publish.js';

describe('realtime payloads', () => {
  it('splits recipients 100 per NOTIFY, without repeats, each payload far below 8,000 bytes', () => {
    const userIds = Array.from({ length: 250 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const out = payloads({ companyId: 'c', userIds: [...userIds, userIds[0]!], event: { type: 'notification' } });
    const parsed = out.map((p) => JSON.parse(p) as { c: string; u: string[]; e: unknown });
    expect(parsed.map((p) => p.u.length)).toEqual([100, 100, 50]);
    expect(parsed.flatMap((p) => p.u)).toEqual(userIds);
    expect(Math.max(...out.map((p) => Buffer.byteLength(p)))).toBeLessThan(5_000);
    expect(payloads({ companyId: 'c', userIds: [], event: { type: 'x' } })).toEqual([]);
  });
});
