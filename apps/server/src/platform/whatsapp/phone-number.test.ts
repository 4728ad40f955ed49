import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhoneNumber } from './phone-number.js';

describe('normalisePhoneNumber', () => {
  it.each([
    ['+971 50 123 4567', '971501234567'],
    ['+971 (0)50 123-4567', '971501234567'],
    ['00971501234567', '971501234567'],
    ['+1 (555) 123-0000', '15551230000'],
    ['+44 20 7946 0958 ext. 12', '442079460958'],
    ['٠٠٩٧١٥٠١٢٣٤٥٦٧', '971501234567'],
    ['971501234567', '971501234567'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it('uses the company country code for national numbers with a trunk 0, and refuses them without one', () => {
    expect(normalisePhoneNumber('050 123 4567', { defaultCountryCode: '971' })).toBe('971501234567');
    expect(normalisePhoneNumber('050 123 4567', { defaultCountryCode: '+971' })).toBe('971501234567');
    expect(normalisePhoneNumber('050 123 4567')).toBeNull();
  });

  it.each(['', 'call me', '+971 50 123 4567 or 555', '12345', '+1234567890123456', '+971+50', '0'])('refuses %j', (input) => {
    expect(normalisePhoneNumber(input, { defaultCountryCode: '971' })).toBeNull();
  });

  it('always returns 8 to 15 digits or null, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normalisePhoneNumber(input, { defaultCountryCode: '44' });
        expect(result === null || /^[1-9]\d{7,14}$/.test(result)).toBe(true);
      }),
    );
  });
});
