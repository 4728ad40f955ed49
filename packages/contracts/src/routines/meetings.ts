import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf, pageQuery, TimeOfDaySchema, VersionSchema } from '../common/index.js';

/** Minutes of meetings: the meeting, its attendees (people; a department expands when saved) and action items. */

const LongText = (what: string) => z.string().max(20_000).default('').describe(what);

export const MeetingActionItemInputSchema = z.object({
  id: IdSchema.optional().describe('An existing action item to keep (left out for a new one)'),
  description: z.string().trim().min(1).max(1_000).describe('What has to be done'),
  assigneeId: IdSchema.describe('The employee who does it'),
  dueDate: IsoDateSchema.describe('When it is due'),
});
export type MeetingActionItemInput = z.infer<typeof MeetingActionItemInputSchema>;

const MeetingFieldsSchema = z.object({
  title: z.string().trim().min(1).max(200).describe('What the meeting is about'),
  date: IsoDateSchema.describe('The day of the meeting'),
  startTime: TimeOfDaySchema.describe('When it starts'),
  endTime: TimeOfDaySchema.describe('When it ends'),
  place: z.string().trim().max(500).default('').describe('A room, an address or a link'),
  organiserId: IdSchema.describe('The employee who organises it'),
  attendeeIds: z.array(IdSchema).max(500).default([]).describe('Employees who attend'),
  departmentIds: z.array(IdSchema).max(50).default([]).describe('Departments whose current members attend (expanded when saved)'),
  agenda: LongText('The agenda (plain text)'),
  notes: LongText('The minutes: rich text, HTML sanitised on save (ADR 0104); text without tags is taken as plain text'),
  decisions: LongText('What was decided: rich text, HTML sanitised on save (ADR 0104)'),
  actionItems: z.array(MeetingActionItemInputSchema).max(100).default([]),
});

const timesInOrder = (v: { startTime: string; endTime: string }, ctx: z.RefinementCtx) => {
  if (v.endTime <= v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'must be after the start time' });
};

export const SaveMeetingSchema = MeetingFieldsSchema.superRefine(timesInOrder);
export type SaveMeeting = z.input<typeof SaveMeetingSchema>;

export const UpdateMeetingSchema = MeetingFieldsSchema.extend({ version: VersionSchema }).superRefine(timesInOrder);
export type UpdateMeeting = z.input<typeof UpdateMeetingSchema>;

export const MeetingTaskStatusSchema = z.object({
  status: z.string().describe('The task status'),
  progress: z.number().int(),
  overdue: z.boolean(),
});

export const MeetingActionItemSchema = z.object({
  id: IdSchema,
  description: z.string(),
  assigneeId: IdSchema,
  assigneeName: z.string(),
  dueDate: IsoDateSchema,
  taskId: IdSchema.nullable().describe('The task made from it, once made'),
  task: MeetingTaskStatusSchema.nullable().describe('The status of that task (null when none or deleted)'),
});
export type MeetingActionItem = z.infer<typeof MeetingActionItemSchema>;

export const MeetingAttendeeSchema = z.object({ employeeId: IdSchema, name: z.string() });

export const MeetingSchema = z.object({
  id: IdSchema,
  title: z.string(),
  date: IsoDateSchema,
  startTime: z.string(),
  endTime: z.string(),
  place: z.string(),
  organiserId: IdSchema,
  organiserName: z.string(),
  attendeeCount: z.number().int(),
  version: VersionSchema,
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const MeetingAttachmentSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  contentType: z.string().describe('Detected from the content, never the uploader’s claim'),
  sizeBytes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type MeetingAttachment = z.infer<typeof MeetingAttachmentSchema>;

export const MeetingDetailSchema = MeetingSchema.extend({
  agenda: z.string(),
  notes: z.string(),
  decisions: z.string(),
  attendees: z.array(MeetingAttendeeSchema),
  actionItems: z.array(MeetingActionItemSchema),
  attachments: z.array(MeetingAttachmentSchema),
});
export type MeetingDetail = z.infer<typeof MeetingDetailSchema>;

export const MeetingSorts = ['date', 'title'] as const;
export const MeetingListQuerySchema = pageQuery(MeetingSorts).extend({
  from: IsoDateSchema.optional().describe('Meetings on or after this day'),
  to: IsoDateSchema.optional().describe('Meetings on or before this day'),
});
export type MeetingListQuery = z.infer<typeof MeetingListQuerySchema>;
export const MeetingPageSchema = pageOf(MeetingSchema);
export type MeetingPage = z.infer<typeof MeetingPageSchema>;

export const MeetingActionItemParamsSchema = z.object({ id: IdSchema, itemId: IdSchema });

export const MeetingAttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });
export const MeetingPdfQuerySchema = z.object({
  lng: z.string().max(10).optional().describe('Language of the file (the app’s codes); defaults to Accept-Language'),
});
export type MeetingPdfQuery = z.infer<typeof MeetingPdfQuerySchema>;
