import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences } from './notification-preferences.table.js';
import { notifications } from './notifications.table.js';

/** The SQL of notifications: every query names the company and the recipient, on top of row-level security. */

export type NotificationRow = typeof notifications.$inferSelect;
type Recipient = { companyId: string; userId: string };
const of = (r: Recipient) => and(eq(notifications.companyId, r.companyId), eq(notifications.userId, r.userId));

export async function insertNotifications(tx: Db, rows: (typeof notifications.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

export async function latestNotifications(tx: Db, r: Recipient, limit: number): Promise<NotificationRow[]> {
  return tx.select().from(notifications).where(of(r)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

export async function unreadCount(tx: Db, r: Recipient): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(of(r), isNull(notifications.readAt)));
  return row!.n;
}

export async function markRead(tx: Db, r: Recipient, now: Date, id?: string): Promise<number> {
  const done = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(of(r), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return done.length;
}

export async function deleteNotification(tx: Db, r: Recipient, id: string): Promise<boolean> {
  const gone = await tx
    .delete(notifications)
    .where(and(of(r), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return gone.length > 0;
}

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** The caller's chosen channels, one row per kind they changed. */
export async function preferencesOf(tx: Db, r: Recipient): Promise<PreferenceRow[]> {
  return tx
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.companyId, r.companyId), eq(notificationPreferences.userId, r.userId)));
}

/** Keeps the caller's choice for each kind given, in one statement. */
export async function savePreferences(
  tx: Db,
  r: Recipient,
  choices: readonly { kind: string; inApp: boolean; email: boolean }[],
  at: Date,
): Promise<void> {
  if (choices.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(choices.map((c) => ({ ...r, ...c, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationPreferences.companyId, notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
    });
}
