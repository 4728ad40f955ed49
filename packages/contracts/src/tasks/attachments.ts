import { z } from 'zod';
import { IdSchema } from '../common/index.js';

/**
 * Files on tasks, on progress updates and on announcements (ADR 0124). Kinds are recognised by
 * content on the server (PDF, images, Office files, plain text); the name is the uploader's.
 */

/** Bytes one file may have. */
export const TASK_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Files one task may carry (its progress updates' files not counted: one each). */
export const TASK_ATTACHMENT_LIMIT = 20;
/** Files one announcement may carry. */
export const ANNOUNCEMENT_ATTACHMENT_LIMIT = 10;

/** A stored file as listed: never its storage key. */
export const TaskFileSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  contentType: z.string().describe('Detected from the content, never the uploader’s claim'),
  sizeBytes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TaskFile = z.infer<typeof TaskFileSchema>;

export const TaskAttachmentSchema = TaskFileSchema.extend({
  uploadedByName: z.string(),
  canRemove: z.boolean().describe('The caller uploaded it or may change what it is attached to'),
});
export type TaskAttachment = z.infer<typeof TaskAttachmentSchema>;

export const TaskAttachmentListSchema = z.object({
  items: z.array(TaskAttachmentSchema),
  canAdd: z.boolean().describe('The caller may add files (and the limit is not reached)'),
  limit: z.number().int(),
});
export type TaskAttachmentList = z.infer<typeof TaskAttachmentListSchema>;

export const TaskAttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });
export const TaskUpdateParamsSchema = z.object({ id: IdSchema, updateId: IdSchema });
