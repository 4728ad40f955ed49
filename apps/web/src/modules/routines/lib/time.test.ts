import { describe, expect, it } from 'vitest';
import { wallTime, zonedInstant } from './time';

describe('company wall-clock times', () => {
  it('turns a date and time in the company’s zone into an instant, across daylight-saving changes', () => {
    expect(zonedInstant('2026-11-23', '08:30', 'Asia/Dubai')).toBe('2026-11-23T04:30:00.000Z');
    expect(zonedInstant('2026-03-29', '09:00', 'Europe/Berlin')).toBe('2026-03-29T07:00:00.000Z');
    expect(zonedInstant('2026-03-28', '09:00', 'Europe/Berlin')).toBe('2026-03-28T08:00:00.000Z');
    expect(zonedInstant('2026-10-25', '17:00', 'Europe/Berlin')).toBe('2026-10-25T16:00:00.000Z');
  });

  it('shows an instant as the company’s wall-clock time', () => {
    expect(wallTime('2026-03-29T07:00:00.000Z', 'Europe/Berlin')).toBe('09:00');
    expect(wallTime('2026-11-23T04:30:00.000Z', 'Asia/Dubai')).toBe('08:30');
  });
});
