import type { AnnouncementStatus } from '@hcims/contracts/tasks';

/**
 * The pure rules of announcements: which status changes are allowed, when readers see one, whom
 * it addresses, and how often the unread may be reminded. The SQL of the repository says the same
 * for lists; these functions decide single cases and are what the unit tests pin down.
 */

/** draft -> scheduled | published; scheduled -> draft | published; published -> archived; archived is final. */
export const announcementTransitions: Readonly<Record<AnnouncementStatus, readonly AnnouncementStatus[]>> = {
  draft: ['scheduled', 'published'],
  scheduled: ['draft', 'published'],
  published: ['archived'],
  archived: [],
};

export function canMove(from: AnnouncementStatus, to: AnnouncementStatus): boolean {
  return announcementTransitions[from].includes(to);
}

/** Publishing with a publish time still ahead schedules it; otherwise it is published now. */
export function publicationOf(publishAt: Date | null, now: Date): { status: 'scheduled' | 'published'; publishedAt: Date } {
  return publishAt && publishAt.getTime() > now.getTime()
    ? { status: 'scheduled', publishedAt: publishAt }
    : { status: 'published', publishedAt: now };
}

export type Window = { status: AnnouncementStatus; publishedAt: Date | null; expiresAt: Date | null };

/** Readers see a published announcement from its publish time until its expiry (exclusive). */
export function visibleToReaders(a: Window, now: Date): boolean {
  if (a.status !== 'published' || !a.publishedAt) return false;
  if (a.publishedAt.getTime() > now.getTime()) return false;
  return !a.expiresAt || a.expiresAt.getTime() > now.getTime();
}

/** Published and past its expiry: authors still list it, readers no longer do. */
export function isExpired(a: Window, now: Date): boolean {
  return a.status === 'published' && !!a.expiresAt && a.expiresAt.getTime() <= now.getTime();
}

export type Audience = { audience: 'everyone' | 'departments'; departmentIds: readonly string[]; branchIds: readonly string[] };

/** The whole company, or an employee whose department or branch is among those chosen. */
export function addresses(a: Audience, employee: { departmentId: string; branchId: string | null } | null): boolean {
  if (a.audience === 'everyone') return true;
  if (!employee) return false;
  return a.departmentIds.includes(employee.departmentId) || (employee.branchId !== null && a.branchIds.includes(employee.branchId));
}

export const REMIND_INTERVAL_MS = 60 * 60 * 1000;

/** One reminder an hour per announcement: answers when the next one may go, or null when it may go now. */
export function nextReminderAt(remindedAt: Date | null, now: Date): Date | null {
  if (!remindedAt) return null;
  const next = new Date(remindedAt.getTime() + REMIND_INTERVAL_MS);
  return next.getTime() > now.getTime() ? next : null;
}
