import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayTimes, formatList, formatTimeOfDay, formatMoney, formatNumber, personName } from './format';

// Arabic (`ae`) is written with the `ar` locale: Arabic month names and AM/PM marks; the digits are
// whichever the runtime's CLDR data gives `ar` (Arabic-Indic or Latin), so they are compared with it.
const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

describe('shared formatters', () => {
  it('writes a calendar date in English and Arabic without shifting the day', () => {
    expect(formatDate('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(formatDate('2025-03-01T23:30:00.000Z', 'en')).toBe('Mar 1, 2025');
    const arabic = formatDate('2025-03-01', 'ae', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(arabic).toContain('مارس');
    expect(arabic).toContain(ar(1));
    expect(arabic).toContain(new Intl.NumberFormat('ar', { useGrouping: false }).format(2025));
    expect(formatDate('2025-03-01', 'en', { month: 'long', year: 'numeric' })).toBe('March 2025');
  });

  it('answers empty for no date and the text itself for an unreadable one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a time', 'en')).toBe('not a time');
  });

  it('writes a timestamp with date and time in the given language', () => {
    const english = formatDateTime('2026-03-08T10:00:00.000Z', 'en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(english).toMatch(/^Mar 8, 2026,? (at )?10:00\sAM$/);
    const arabic = formatDateTime('2026-03-08T10:00:00.000Z', 'ae', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(arabic).toContain('ص');
    expect(arabic).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date('2026-03-08T10:00:00.000Z'),
      ),
    );
  });

  it('writes a slot of one day between two times as one range, in the given language', () => {
    expect(formatDayTimes('2026-12-06', '10:00', '12:30', 'en')).toMatch(/^Dec 6, 2026, 10:00\sAM\s?–\s?12:30\sPM$/);
    const arabic = formatDayTimes('2026-12-06', '10:00', '12:30', 'ae');
    // Arabic morning and evening marks; the digits are whichever the runtime's CLDR gives `ar`.
    expect(arabic).toContain('ص');
    expect(arabic).toContain('م');
    expect(arabic).not.toContain('2026-12-06');
    expect(formatDayTimes('someday', '10:00', '12:30', 'en')).toBe('someday 10:00–12:30');
    expect(formatTimeOfDay('08:30', 'en')).toMatch(/^8:30\sAM$/);
    expect(formatTimeOfDay('17:05', 'ae')).toContain('م');
    expect(formatTimeOfDay('later', 'en')).toBe('later');
  });

  it('writes numbers and money by language (Arabic digits for ae)', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234.5, 'ae')).toBe(new Intl.NumberFormat('ar').format(1234.5));
    expect(formatNumber(1234, 'de')).toBe('1.234');
    expect(formatMoney(1500, 'USD', 'en')).toBe('$1,500.00');
    const dirham = formatMoney(1500, 'AED', 'ae');
    expect(dirham).toContain('د.إ');
    expect(dirham).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'AED' }).format(1500));
  });

  it('keeps the amount when the currency code is not one Intl knows', () => {
    expect(formatMoney(12, 'XXXX', 'en')).toBe('12 XXXX');
  });

  it('follows the current UI language when none is given', async () => {
    await i18next.init({ lng: 'ae', resources: {} });
    expect(formatNumber(1234.5)).toBe(ar(1234.5));
    expect(formatDate('2025-03-01', undefined, { month: 'long' })).toBe('مارس');
    expect(formatList(['a', 'b', 'c'])).toBe('a وb وc');
    await i18next.changeLanguage('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('joins a person name, given name first, skipping what is missing', () => {
    expect(personName({ firstName: 'Layla', lastName: 'Haddad' })).toBe('Layla Haddad');
    expect(personName({ firstName: ' ليلى ', lastName: 'حداد' })).toBe('ليلى حداد');
    expect(personName({ firstName: 'Layla', lastName: '' })).toBe('Layla');
    expect(personName({ firstName: 'Robert', lastName: 'Ng', preferredName: 'Bob' }, { preferred: true })).toBe('Bob Ng');
    expect(personName({ firstName: 'Robert', lastName: 'Ng', preferredName: null }, { preferred: true })).toBe('Robert Ng');
    expect(personName(null)).toBe('');
  });
});

describe('formatters are made once per language and options', () => {
  it('creates one Intl.DateTimeFormat for a list of dates, another for another language', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    }
    Intl.DateTimeFormat = Counting as typeof Real;
    try {
      const rows = ['2026-03-01', '2026-03-02', '2026-03-03'].map((d) => formatDate(d, 'da', { dateStyle: 'long' }));
      expect(rows[0]).toBe(new Real('da', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1)));
      expect(made).toBe(1);
      formatDate('2026-04-01', 'sv', { dateStyle: 'long' });
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
