import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Omar Al Mansoori')).toBe('OM');
    expect(initialsOf('Jose Dela Cruz')).toBe('JC');
    expect(initialsOf('Chloé Dubois')).toBe('CD');
  });

  it('gives one letter for a single name', () => {
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('ليلى')).toBe('ل');
  });

  it('keeps Arabic names in their own script', () => {
    expect(initialsOf('ليلى حداد')).toBe('لح');
    expect(initialsOf('محمد بن راشد آل مكتوم')).toBe('مم');
  });

  it('upper-cases, ignores spacing and punctuation, and is empty without letters', () => {
    expect(initialsOf('  chloé   dubois ')).toBe('CD');
    expect(initialsOf("(Sam) O'Neil")).toBe('SO');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' - ')).toBe('');
  });

  it('does not split a letter outside the basic plane, and composes accents first', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
    expect(initialsOf('E\u0301lise Roy')).toBe('ÉR');
  });
});
