import { intlLocale } from './languages';

/*
 * Formatters every module shares; the language defaults to the current UI language. Module format
 * files re-export these and add only what is their own.
 */

export const formatNumber = (value: number, language?: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocale(language), options).format(value);

/** "a, b and c" in the user's language. */
export const formatList = (items: readonly string[], language?: string): string =>
  new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(items);

/** A timestamp (ISO) in the user's words and time zone; empty for none, as given when unreadable. */
export function formatDateTime(value: string | null | undefined, language?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
