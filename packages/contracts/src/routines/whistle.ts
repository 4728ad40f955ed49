import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';

/** Whistle-blowing: reports filed by anyone in the company, named or anonymous, and the handlers' cases. */

export const WhistleCategories = ['fraud', 'corruption', 'harassment', 'discrimination', 'safety', 'data-privacy', 'other'] as const;
export const WhistleCategorySchema = z.enum(WhistleCategories).describe('What the report is about');
export type WhistleCategory = z.infer<typeof WhistleCategorySchema>;

/** received -> in-review -> resolved -> closed (and received -> closed for a report that needs no review). */
export const WhistleStatuses = ['received', 'in-review', 'resolved', 'closed'] as const;
export const WhistleStatusSchema = z.enum(WhistleStatuses).describe('Where the case stands');
export type WhistleStatus = z.infer<typeof WhistleStatusSchema>;

const DescriptionSchema = z.string().trim().min(10).max(10_000).describe('What happened: who, what, when, where');
const MessageBodySchema = z.string().trim().min(1).max(5_000).describe('The message');
/** A case key: 43 characters of base64url (32 random bytes), shown once to the reporter. */
export const WhistleCaseKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'is not a case key')
  .describe('The secret case key the reporter was shown when filing');

export const FileWhistleReportSchema = z.object({
  category: WhistleCategorySchema,
  description: DescriptionSchema,
  anonymous: z.boolean().describe('True: nothing that identifies the reporter is stored'),
  subjectEmployeeId: IdSchema.nullable().optional().describe('The person the report is about, when one is named'),
});
export type FileWhistleReport = z.infer<typeof FileWhistleReportSchema>;

export const FiledWhistleReportSchema = z.object({
  reference: z.string().describe('The case reference (not secret)'),
  caseKey: z.string().describe('The secret key to follow the case; shown once, never stored in clear'),
});
export type FiledWhistleReport = z.infer<typeof FiledWhistleReportSchema>;

export const WhistleMessageSchema = z.object({
  id: IdSchema,
  author: z.enum(['reporter', 'handler']).describe('Who wrote it'),
  handlerName: z.string().nullable().describe('The handler who wrote it (handlers only; null for the reporter view)'),
  internal: z.boolean().describe('An internal note, never shown to the reporter'),
  body: z.string(),
  sentOn: IsoDateSchema.describe('The day it was sent (date only)'),
});
export type WhistleMessage = z.infer<typeof WhistleMessageSchema>;

/** A file on a case: with the report itself (no message) or with one message. */
export const WhistleAttachmentSchema = z.object({
  id: IdSchema,
  messageId: IdSchema.nullable().describe('The message it came with; null when it came with the report'),
  author: z.enum(['reporter', 'handler']),
  fileName: z.string().describe('A neutral name for the reporter’s files (the case reference and a number)'),
  contentType: z.string().describe('Detected from the content: PDF, PNG, JPEG or WEBP'),
  sizeBytes: z.number().int(),
  addedOn: IsoDateSchema.describe('The day it was added (date only)'),
});
export type WhistleAttachment = z.infer<typeof WhistleAttachmentSchema>;

/** What the reporter sees with the case key: no handler names, no internal notes. */
export const WhistleReporterViewSchema = z.object({
  reference: z.string(),
  category: WhistleCategorySchema,
  description: z.string(),
  status: WhistleStatusSchema,
  receivedOn: IsoDateSchema,
  messages: z.array(WhistleMessageSchema),
  attachments: z.array(WhistleAttachmentSchema).describe('Files of the report and of messages the reporter may read'),
});
export type WhistleReporterView = z.infer<typeof WhistleReporterViewSchema>;

export const WhistleFollowSchema = z.object({ key: WhistleCaseKeySchema });
export const WhistleReporterMessageSchema = z.object({ key: WhistleCaseKeySchema, body: MessageBodySchema });
/** Where an upload goes: with the report (no message) or with one of the uploader's own messages. */
export const WhistleAttachmentQuerySchema = z.object({
  messageId: IdSchema.optional().describe('A message of the case written by the uploader’s side; left out: the report itself'),
});
export const WhistleAttachmentParamsSchema = z.object({ id: IdSchema });
export const WhistleCaseKeyHeaderSchema = z.object({
  'x-case-key': WhistleCaseKeySchema.describe('The case key, in a header so it is never part of a URL'),
});

export const WhistleCaseSchema = z.object({
  id: IdSchema,
  reference: z.string(),
  category: WhistleCategorySchema,
  description: z.string(),
  status: WhistleStatusSchema,
  anonymous: z.boolean(),
  reporterName: z.string().nullable().describe('The reporter of a named report; null when anonymous'),
  subjectEmployeeId: IdSchema.nullable(),
  subjectName: z.string().nullable(),
  receivedOn: IsoDateSchema,
  version: VersionSchema,
});
export type WhistleCase = z.infer<typeof WhistleCaseSchema>;

export const WhistleCaseDetailSchema = WhistleCaseSchema.extend({
  messages: z.array(WhistleMessageSchema),
  attachments: z.array(WhistleAttachmentSchema),
});
export type WhistleCaseDetail = z.infer<typeof WhistleCaseDetailSchema>;

export const WhistleCaseSorts = ['receivedOn', 'status'] as const;
export const WhistleCaseListQuerySchema = pageQuery(WhistleCaseSorts).extend({
  status: WhistleStatusSchema.optional(),
  category: WhistleCategorySchema.optional(),
});
export type WhistleCaseListQuery = z.infer<typeof WhistleCaseListQuerySchema>;
export const WhistleCasePageSchema = pageOf(WhistleCaseSchema);
export type WhistleCasePage = z.infer<typeof WhistleCasePageSchema>;

export const MoveWhistleCaseSchema = z.object({ version: VersionSchema, status: WhistleStatusSchema });
export type MoveWhistleCase = z.infer<typeof MoveWhistleCaseSchema>;

export const WhistleHandlerMessageSchema = z.object({
  body: MessageBodySchema,
  internal: z.boolean().describe('True: an internal note for handlers only'),
});
export type WhistleHandlerMessage = z.infer<typeof WhistleHandlerMessageSchema>;
