import { describe, expect, it } from 'vitest';
import { minorToText, parseMinor } from './expenses';

describe('expense amounts in the form', () => {
  it('reads decimals with a point or a comma as exact minor units', () => {
    expect(parseMinor('12.5')).toBe(1250);
    expect(parseMinor('12,50')).toBe(1250);
    expect(parseMinor('0.07')).toBe(7);
    expect(parseMinor('1234')).toBe(123400);
    // 0.1 + 0.2 style float drift cannot happen: 19.99 is 1999, never 1998.9999.
    expect(parseMinor('19.99')).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    expect(parseMinor('')).toBeNull();
    expect(parseMinor('1.234')).toBeNull();
    expect(parseMinor('-5')).toBeNull();
    expect(parseMinor('12a')).toBeNull();
  });

  it('writes minor units back as a plain decimal', () => {
    expect(minorToText(1250)).toBe('12.50');
    expect(minorToText(7)).toBe('0.07');
    expect(minorToText(100000)).toBe('1000.00');
  });
});
