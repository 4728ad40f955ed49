import { intlLocale } from '../../../shared/lib/languages';

export { intlLocale };
export { formatList, formatNumber } from '../../../shared/lib/format';

/** "HH:MM" as the user's locale writes a time of day (08:30 / 8:30 AM / ٨:٣٠ ص). */
export function formatTime(value: string | null | undefined, language?: string): string {
  if (!value) return '';
  const [h, m] = value.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

const MONDAY = Date.UTC(2024, 0, 1);
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The weekday's name in the user's language ("monday" -> "Monday", "lundi", "الاثنين"). */
export function weekdayName(day: (typeof WEEK)[number], language?: string, width: 'long' | 'short' = 'long'): string {
  const index = WEEK.indexOf(day);
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' }).format(new Date(MONDAY + index * 86_400_000));
}
