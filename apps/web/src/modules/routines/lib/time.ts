import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../shared/lib/format';

/** A time of day (ISO instant) in the company's zone, in the user's words; empty for none. */
export const clockTime = (value: string | null | undefined, language: string, timeZone: string) =>
  formatDateTime(value, language, { timeStyle: 'short', timeZone });

/** Minutes as hours and minutes ("7 h 35 min"). */
export const duration = (t: TFunction, minutes: number) =>
  t('routines:attendance.duration', { h: Math.floor(minutes / 60), m: String(minutes % 60).padStart(2, '0') });

/** Minutes a zone is ahead of UTC at an instant. */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The instant (ISO) of a wall-clock date and time (YYYY-MM-DD, HH:MM) in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d, h, min);
  let at = wall - offsetMinutes(wall, timeZone) * 60_000;
  at = wall - offsetMinutes(at, timeZone) * 60_000;
  return new Date(at).toISOString();
}

/** The wall-clock HH:MM of an instant in a zone. */
export function wallTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
