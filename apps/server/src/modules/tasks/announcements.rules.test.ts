import { describe, expect, it } from 'vitest';
import {
  addresses,
  canMove,
  isExpired,
  nextReminderAt,
  publicationOf,
  REMIND_INTERVAL_MS,
  visibleToReaders,
} from './announcements.rules.js';

const now = new Date('2026-03-02T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('announcement transitions', () => {
  it('allows draft -> scheduled/published, scheduled -> draft/published, published -> archived, and nothing after archived', () => {
    expect(canMove('draft', 'scheduled')).toBe(true);
    expect(canMove('draft', 'published')).toBe(true);
    expect(canMove('scheduled', 'draft')).toBe(true);
    expect(canMove('scheduled', 'published')).toBe(true);
    expect(canMove('published', 'archived')).toBe(true);
    expect(canMove('draft', 'archived')).toBe(false);
    expect(canMove('published', 'draft')).toBe(false);
    expect(canMove('published', 'scheduled')).toBe(false);
    for (const to of ['draft', 'scheduled', 'published'] as const) expect(canMove('archived', to)).toBe(false);
  });

  it('schedules a publication whose time is ahead and publishes now otherwise', () => {
    expect(publicationOf(minutes(30), now)).toEqual({ status: 'scheduled', publishedAt: minutes(30) });
    expect(publicationOf(minutes(-30), now)).toEqual({ status: 'published', publishedAt: now });
    expect(publicationOf(null, now)).toEqual({ status: 'published', publishedAt: now });
    expect(publicationOf(now, now)).toEqual({ status: 'published', publishedAt: now });
  });
});

describe('announcement visibility window', () => {
  it('shows a published one from its publish time until its expiry, exclusive', () => {
    const published = { status: 'published' as const, publishedAt: minutes(-10), expiresAt: minutes(10) };
    expect(visibleToReaders(published, now)).toBe(true);
    expect(visibleToReaders(published, minutes(10))).toBe(false);
    expect(visibleToReaders(published, minutes(-11))).toBe(false);
    expect(visibleToReaders({ ...published, expiresAt: null }, minutes(100_000))).toBe(true);
  });

  it('never shows drafts, scheduled or archived ones, whatever their times', () => {
    for (const status of ['draft', 'scheduled', 'archived'] as const) {
      expect(visibleToReaders({ status, publishedAt: minutes(-10), expiresAt: null }, now)).toBe(false);
    }
    expect(visibleToReaders({ status: 'published', publishedAt: null, expiresAt: null }, now)).toBe(false);
  });

  it('calls a published one past its expiry expired, and nothing else', () => {
    expect(isExpired({ status: 'published', publishedAt: minutes(-20), expiresAt: minutes(-1) }, now)).toBe(true);
    expect(isExpired({ status: 'published', publishedAt: minutes(-20), expiresAt: now }, now)).toBe(true);
    expect(isExpired({ status: 'published', publishedAt: minutes(-20), expiresAt: minutes(1) }, now)).toBe(false);
    expect(isExpired({ status: 'archived', publishedAt: minutes(-20), expiresAt: minutes(-1) }, now)).toBe(false);
  });
});

describe('announcement audience', () => {
  const chosen = { audience: 'departments' as const, departmentIds: ['sales'], branchIds: ['dubai'] };

  it('reaches everyone when company-wide, even someone without an employee record', () => {
    expect(addresses({ audience: 'everyone', departmentIds: [], branchIds: [] }, null)).toBe(true);
  });

  it('reaches an employee whose department or branch is chosen, and no one else', () => {
    expect(addresses(chosen, { departmentId: 'sales', branchId: null })).toBe(true);
    expect(addresses(chosen, { departmentId: 'marketing', branchId: 'dubai' })).toBe(true);
    expect(addresses(chosen, { departmentId: 'marketing', branchId: 'riyadh' })).toBe(false);
    expect(addresses(chosen, { departmentId: 'marketing', branchId: null })).toBe(false);
    expect(addresses(chosen, null)).toBe(false);
  });
});

describe('reminders', () => {
  it('allow one an hour per announcement', () => {
    expect(nextReminderAt(null, now)).toBeNull();
    expect(nextReminderAt(minutes(-59), now)).toEqual(minutes(1));
    expect(nextReminderAt(new Date(now.getTime() - REMIND_INTERVAL_MS), now)).toBeNull();
  });
});
