import type { Announcement, AnnouncementPriority } from '@hcims/contracts/tasks';
import type { BadgeTone } from '../../../shared/ui/table';

/** Colours of announcement priorities and states (always with their word: never colour alone). */
export const announcementPriorityTone: Record<AnnouncementPriority, BadgeTone> = {
  low: 'neutral',
  normal: 'primary',
  high: 'warning',
  urgent: 'danger',
};

/** What a reader or author is told about where an announcement stands: its status, or expired. */
export function announcementState(a: Pick<Announcement, 'status' | 'expired'>): { key: string; tone: BadgeTone } {
  if (a.expired) return { key: 'expired', tone: 'neutral' };
  const tones: Record<Announcement['status'], BadgeTone> = {
    draft: 'warning',
    scheduled: 'primary',
    published: 'success',
    archived: 'neutral',
  };
  return { key: a.status, tone: tones[a.status] };
}

/** The share read, in whole percent (0 with no audience). */
export function readShare(read: number, audience: number): number {
  return audience === 0 ? 0 : Math.round((read / audience) * 100);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of a datetime-local input, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (the browser's time zone) as an ISO instant; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
