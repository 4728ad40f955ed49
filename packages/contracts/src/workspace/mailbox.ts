import { z } from 'zod';
import { IdSchema } from '../common/index.js';

/** The mailbox (`/apps/mailbox`): internal mail between members of the active company (ADR 0105). */

export const MailFolders = ['inbox', 'sent', 'drafts', 'starred', 'trash'] as const;
export const MailFolderSchema = z.enum(MailFolders);
export type MailFolder = z.infer<typeof MailFolderSchema>;

const SubjectSchema = z.string().trim().max(200).describe('The subject; may be empty on a draft');
const BodySchema = z.string().max(20000).describe('Plain text, never rendered as HTML');

export const MailPersonSchema = z.object({
  userId: IdSchema,
  name: z.string().describe('The member’s employee name, or their account name'),
  employeeId: IdSchema.nullable().describe('Their employee record in the directory, if any'),
});
export type MailPerson = z.infer<typeof MailPersonSchema>;

/** One message as the caller holds it; `id` is the caller's entry (their own copy), not the message. */
export const MailSummarySchema = z.object({
  id: IdSchema,
  box: z.enum(['inbox', 'sent', 'draft']).describe('Where the caller holds it'),
  from: MailPersonSchema.nullable().describe('Null for a copy of a system email'),
  to: z.array(MailPersonSchema),
  system: z.boolean().describe('A copy of an email the system sent the caller'),
  subject: z.string(),
  preview: z.string().describe('The start of the body'),
  at: z.string().describe('ISO timestamp: sent, received or last saved'),
  read: z.boolean(),
  starred: z.boolean(),
  trashed: z.boolean(),
  attachmentCount: z.number().int().describe('How many files the message carries'),
});
export type MailSummary = z.infer<typeof MailSummarySchema>;

/** At most this many files on one message, each at most MAIL_ATTACHMENT_MAX_BYTES (checked by content). */
export const MAIL_ATTACHMENTS_MAX = 10;
export const MAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A file of a message: its sender and recipients download it; a draft's writer adds and removes them. */
export const MailAttachmentSchema = z.object({
  id: IdSchema,
  fileName: z.string().describe('The name the file was uploaded with'),
  contentType: z.string().describe('The type found in its content'),
  size: z.number().int().describe('Bytes'),
});
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

export const MailSchema = MailSummarySchema.extend({
  body: z.string(),
  attachments: z.array(MailAttachmentSchema).describe('The message’s files, oldest first, then by name'),
});
export type Mail = z.infer<typeof MailSchema>;

export const MailListQuerySchema = z.object({
  folder: MailFolderSchema.default('inbox'),
  q: z.string().trim().max(100).optional().describe('Subject, body contains (any case)'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100000).default(0),
});
export type MailListQuery = z.infer<typeof MailListQuerySchema>;

export const MailCountsSchema = z.object({
  inboxUnread: z.number().int(),
  starredUnread: z.number().int(),
  drafts: z.number().int(),
  trash: z.number().int(),
});
export type MailCounts = z.infer<typeof MailCountsSchema>;

export const MailListSchema = z.object({
  items: z.array(MailSummarySchema).describe('Newest first'),
  total: z.number().int().describe('Matches in the folder'),
  counts: MailCountsSchema,
});
export type MailList = z.infer<typeof MailListSchema>;

/** Compose: recipients are employees of the directory who sign in; `send: false` keeps a draft. */
export const ComposeMailSchema = z.object({
  to: z
    .array(IdSchema)
    .max(100)
    .describe('Employee ids from the directory')
    .refine((ids) => new Set(ids).size === ids.length, 'A recipient is listed twice'),
  subject: SubjectSchema,
  body: BodySchema,
  send: z.boolean().describe('true: send now; false: keep as a draft'),
});
export type ComposeMail = z.infer<typeof ComposeMailSchema>;

/** A new message; `forwardOf` names the caller's copy of a message whose files it carries on (a forward). */
export const NewMailSchema = ComposeMailSchema.extend({
  forwardOf: IdSchema.optional().describe('The caller’s copy (entry id) of a message to forward: its files come along'),
});
export type NewMail = z.infer<typeof NewMailSchema>;

/** Change the caller's copy: read, starred, or moved to or from the trash. */
export const UpdateMailSchema = z.object({
  read: z.boolean().optional(),
  starred: z.boolean().optional(),
  trashed: z.boolean().optional(),
});
export type UpdateMail = z.infer<typeof UpdateMailSchema>;

export const MailIdParamsSchema = z.object({ id: IdSchema });
export const MailAttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });

export const MailboxErrorCodes = [
  'MAILBOX_RECIPIENT_CANNOT_SIGN_IN',
  'MAILBOX_NO_RECIPIENT',
  'MAILBOX_NOT_A_DRAFT',
  'MAILBOX_NOT_IN_TRASH',
  'MAILBOX_TOO_MANY_ATTACHMENTS',
] as const;
