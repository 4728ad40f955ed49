import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TaskFile } from '@hcims/contracts/tasks';
import type { Db } from '../../db/client.js';
import { announcementAttachments, taskAttachments } from './attachments.table.js';
import { tasks, taskUpdates } from './tasks.table.js';

/** The SQL of task, progress-update and announcement files (ADR 0124). Every query names its company. */

export type TaskAttachmentRow = typeof taskAttachments.$inferSelect;
export type AnnouncementAttachmentRow = typeof announcementAttachments.$inferSelect;

/** A stored file as listed (never its storage key). */
export const fileView = (r: TaskAttachmentRow | AnnouncementAttachmentRow): TaskFile => ({
  id: r.id,
  fileName: r.fileName,
  contentType: r.contentType,
  sizeBytes: r.sizeBytes,
  createdAt: r.createdAt.toISOString(),
});

const ofTask = (companyId: string, taskId: string): SQL =>
  and(eq(taskAttachments.companyId, companyId), eq(taskAttachments.taskId, taskId))!;

/** The task's own files (not those of its progress updates), oldest first. */
export function taskFiles(tx: Db, companyId: string, taskId: string): Promise<TaskAttachmentRow[]> {
  return tx
    .select()
    .from(taskAttachments)
    .where(and(ofTask(companyId, taskId), isNull(taskAttachments.updateId)))
    .orderBy(asc(taskAttachments.createdAt), asc(taskAttachments.id));
}

export async function countTaskFiles(tx: Db, companyId: string, taskId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(taskAttachments)
    .where(and(ofTask(companyId, taskId), isNull(taskAttachments.updateId)));
  return row?.n ?? 0;
}

/** The files of some progress updates of a task, by update. */
export async function updateFiles(tx: Db, companyId: string, taskId: string): Promise<Map<string, TaskAttachmentRow>> {
  const rows = await tx.select().from(taskAttachments).where(ofTask(companyId, taskId));
  return new Map(rows.flatMap((r) => (r.updateId ? [[r.updateId, r] as const] : [])));
}

/** Any file of a task (its own or an update's). */
export async function findTaskFile(tx: Db, companyId: string, taskId: string, id: string): Promise<TaskAttachmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(taskAttachments)
    .where(and(ofTask(companyId, taskId), eq(taskAttachments.id, id)));
  return row;
}

export async function insertTaskFile(tx: Db, values: typeof taskAttachments.$inferInsert): Promise<TaskAttachmentRow> {
  const [row] = await tx.insert(taskAttachments).values(values).returning();
  return row!;
}

export async function deleteTaskFile(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(taskAttachments).where(and(eq(taskAttachments.companyId, companyId), eq(taskAttachments.id, id)));
}

/** Every storage key of some tasks' files (to delete the bytes once the tasks are gone). */
export async function taskStorageKeys(tx: Db, companyId: string, taskIds: readonly string[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const rows = await tx
    .select({ key: taskAttachments.storageKey })
    .from(taskAttachments)
    .where(and(eq(taskAttachments.companyId, companyId), inArray(taskAttachments.taskId, [...taskIds])));
  return rows.map((r) => r.key);
}

/** A progress update of a task, to attach its file. */
export async function findUpdate(tx: Db, companyId: string, taskId: string, id: string) {
  const [row] = await tx
    .select({ id: taskUpdates.id, authorUserId: taskUpdates.authorUserId, authorName: taskUpdates.authorName })
    .from(taskUpdates)
    .where(and(eq(taskUpdates.companyId, companyId), eq(taskUpdates.taskId, taskId), eq(taskUpdates.id, id)));
  return row;
}

/** An occurrence of a series changed on its own (a no-op for a task of no series). */
export async function markOccurrenceEdited(tx: Db, companyId: string, id: string): Promise<void> {
  await tx
    .update(tasks)
    .set({ occurrenceEdited: true })
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id), isNotNull(tasks.seriesId)));
}

// ---- Announcements ----

const ofAnnouncement = (companyId: string, announcementId: string): SQL =>
  and(eq(announcementAttachments.companyId, companyId), eq(announcementAttachments.announcementId, announcementId))!;

export function announcementFiles(tx: Db, companyId: string, announcementId: string): Promise<AnnouncementAttachmentRow[]> {
  return tx
    .select()
    .from(announcementAttachments)
    .where(ofAnnouncement(companyId, announcementId))
    .orderBy(asc(announcementAttachments.createdAt), asc(announcementAttachments.id));
}

export async function findAnnouncementFile(
  tx: Db,
  companyId: string,
  announcementId: string,
  id: string,
): Promise<AnnouncementAttachmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(announcementAttachments)
    .where(and(ofAnnouncement(companyId, announcementId), eq(announcementAttachments.id, id)));
  return row;
}

export async function insertAnnouncementFile(
  tx: Db,
  values: typeof announcementAttachments.$inferInsert,
): Promise<AnnouncementAttachmentRow> {
  const [row] = await tx.insert(announcementAttachments).values(values).returning();
  return row!;
}

export async function deleteAnnouncementFile(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(announcementAttachments).where(and(eq(announcementAttachments.companyId, companyId), eq(announcementAttachments.id, id)));
}
