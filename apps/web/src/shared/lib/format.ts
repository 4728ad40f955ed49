import { intlLocale } from './languages';

/*
 * Formatters every module shares; the language defaults to the current UI language (through
 * intlLocale, so Arabic `ae` becomes `ar`). Module format files re-export these and add only what
 * is their own (a weekday's name, a file size).
 */

/*
 * Intl formatters are costly to create (a list of 50 rows with two dates each made 100), so each
 * locale and option set gets one, kept for the page's life (a few dozen at most).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'n' | 'd',
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let found = formatters.get(key) as T | undefined;
  if (!found) formatters.set(key, (found = make()));
  return found;
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  formatter('n', locale, options, () => new Intl.NumberFormat(locale, options));
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter('d', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const formatNumber = (value: number, language?: string, options?: Intl.NumberFormatOptions): string =>
  numberFormat(intlLocale(language), options).format(value);

/** An amount in a currency (ISO 4217), as the user's language writes money; the bare number when the code is unknown. */
export function formatMoney(amount: number, currency: string, language?: string, options?: Intl.NumberFormatOptions): string {
  try {
    return numberFormat(intlLocale(language), { ...options, style: 'currency', currency }).format(amount);
  } catch {
    return `${formatNumber(amount, language, options)} ${currency}`.trim();
  }
}

/** "a, b and c" in the user's language. */
export const formatList = (items: readonly string[], language?: string): string =>
  new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(items);

/**
 * A calendar date (YYYY-MM-DD, or the date part of an ISO timestamp) in the user's language,
 * without time-zone shifts: 2025-03-01 stays the first of March everywhere. Empty for none, as
 * given when unreadable.
 */
export function formatDate(
  value: string | null | undefined,
  language?: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (!value) return '';
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return value;
  return dateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A timestamp (ISO) in the user's words and time zone; empty for none, as given when unreadable. */
export function formatDateTime(
  value: string | null | undefined,
  language?: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(intlLocale(language), options).format(date);
}

/** A wall-clock time (HH:MM, no day or zone) as the user's language writes it ("8:30 AM"); as given when unreadable. */
export function formatTimeOfDay(time: string, language?: string): string {
  const [h, m] = time.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time;
  return dateTimeFormat(intlLocale(language), { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/**
 * A slot on one calendar day between two wall-clock times (HH:MM), such as a meeting, as one range
 * in the user's words ("Dec 6, 2026, 10:00 AM – 12:00 PM"); no time-zone shift, like formatDate.
 */
export function formatDayTimes(date: string, start: string, end: string, language?: string): string {
  const at = (time: string) => {
    const [y, mo, d] = date.slice(0, 10).split('-').map(Number);
    const [h, mi] = time.split(':').map(Number);
    return new Date(Date.UTC(y ?? NaN, (mo ?? NaN) - 1, d, h, mi));
  };
  const from = at(start);
  const to = at(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${date} ${start}–${end}`;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).formatRange(from, to);
}

type NamedPerson = { firstName?: string | null; lastName?: string | null; preferredName?: string | null };

/**
 * A person's display name: given name then family name, as the records store them (the app does
 * not reorder names by language). `preferred` puts the preferred name in place of the given one.
 */
export function personName(person: NamedPerson | null | undefined, { preferred = false }: { preferred?: boolean } = {}): string {
  if (!person) return '';
  const given = (preferred && person.preferredName?.trim()) || person.firstName?.trim() || '';
  return [given, person.lastName?.trim() ?? ''].filter(Boolean).join(' ');
}
