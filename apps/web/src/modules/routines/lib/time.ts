import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../shared/lib/format';

/** A time of day (ISO instant) in the company's zone, in the user's words; empty for none. */
export const clockTime = (value: string | null | undefined, language: string, timeZone: string) =>
  formatDateTime(value, language, { timeStyle: 'short', timeZone });

/** Minutes as hours and minutes ("7 h 35 min"). */
export const duration = (t: TFunction, minutes: number) =>
  t('routines:attendance.duration', { h: Math.floor(minutes / 60), m: String(minutes % 60).padStart(2, '0') });
