import type {
  MeetingAttachment,
  MeetingDetail,
  MeetingListQuery,
  MeetingPage,
  SaveMeeting,
  UpdateMeeting,
} from '@hcims/contracts/routines';
import type { SaveMeetingSchema } from '@hcims/contracts/routines';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';
import { notify } from '../../platform/notifications/index.js';
import { audit, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import { companyToday } from '../org/index.js';
import { createTaskFor, taskStatusesOf } from '../tasks/index.js';
import * as repo from './meetings.repository.js';
import { attendeesOf, noticeRecipients, taskNameOf } from './meetings.rules.js';
import { employeeOfUser } from './staff.repository.js';
import { plainToRichText, richTextField } from '../../platform/rich-text/index.js';

/** The stored (sanitised HTML) limit of notes and decisions, the same as the contract's. */
const LONG_TEXT_MAX = 20_000;

/**
 * Minutes of meetings. Those with a company-wide routines.meetings scope see every meeting; the
 * others see those they organise, attend or created. Attendees are people; a department chosen
 * expands to its current members when the meeting is saved. Action items become tasks through
 * the tasks module's port.
 */

type Saved = z.output<typeof SaveMeetingSchema>;
const HREF = '/create_meeting';

async function viewerOf(ctx: RequestCtx, permission: 'read' | 'update' | 'delete' = 'read'): Promise<repo.MeetingViewer> {
  const scope = scopeOf(ctx, `routines.meetings:${permission}`);
  const all = scope === 'company' || scope === 'group';
  const employeeId = all ? null : ((await employeeOfUser(ctx.tx, ctx.companyId, ctx.userId))?.id ?? null);
  return { companyId: ctx.companyId, userId: ctx.userId, employeeId, all };
}

async function mustFind(ctx: RequestCtx, id: string, permission: 'read' | 'update' | 'delete' = 'read'): Promise<repo.MeetingRow> {
  const row = await repo.findMeeting(ctx.tx, await viewerOf(ctx, permission), id);
  if (!row) throw AppError.notFound('Meeting');
  return row;
}

function summary(row: repo.MeetingRow) {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    place: row.place,
    organiserId: row.organiserId,
    organiserName: row.organiserName,
    attendeeCount: row.attendeeCount,
    version: row.version,
  };
}

const attachmentView = (r: repo.MeetingAttachmentRow): MeetingAttachment => ({
  id: r.id,
  fileName: r.fileName,
  contentType: r.contentType,
  sizeBytes: r.sizeBytes,
  createdAt: r.createdAt.toISOString(),
});

export async function listMeetings(ctx: RequestCtx, query: MeetingListQuery): Promise<MeetingPage> {
  const { rows, total } = await repo.listMeetings(ctx.tx, await viewerOf(ctx), query);
  return { items: rows.map(summary), total, page: query.page, pageSize: query.pageSize };
}

export async function getMeeting(ctx: RequestCtx, id: string): Promise<MeetingDetail> {
  const row = await mustFind(ctx, id);
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const attendees = await repo.attendeesOf(ctx.tx, ctx.companyId, id);
  const items = await repo.actionItemsOf(ctx.tx, ctx.companyId, id);
  const attachments = await repo.attachmentsOf(ctx.tx, ctx.companyId, id);
  const today = await companyToday(ctx.tx, ctx.companyId, ctx.now);
  const statuses = new Map(
    (
      await taskStatusesOf(
        ctx.tx,
        ctx.companyId,
        items.flatMap((i) => (i.taskId ? [i.taskId] : [])),
        today,
      )
    ).map((s) => [s.id, s]),
  );
  return {
    ...summary(row),
    agenda: row.agenda,
    notes: row.notes,
    decisions: row.decisions,
    attendees,
    attachments: attachments.map(attachmentView),
    actionItems: items.map((i) => {
      const task = i.taskId ? statuses.get(i.taskId) : undefined;
      return {
        id: i.id,
        description: i.description,
        assigneeId: i.assigneeId,
        assigneeName: i.assigneeName,
        dueDate: i.dueDate,
        taskId: i.taskId,
        task: task ? { status: task.status, progress: task.progress, overdue: task.overdue } : null,
      };
    }),
  };
}

/** Checks every employee named is a current one: a 422-free 400 naming the first field that is not. */
async function checkPeople(ctx: RequestCtx, input: Saved, today: string): Promise<void> {
  const named = [input.organiserId, ...input.attendeeIds, ...input.actionItems.map((i) => i.assigneeId)];
  const found = await repo.currentEmployees(ctx.tx, ctx.companyId, named, today);
  const issues: { path: string; message: string }[] = [];
  if (!found.has(input.organiserId)) issues.push({ path: 'organiserId', message: 'is not a current employee' });
  input.attendeeIds.forEach((id, i) => {
    if (!found.has(id)) issues.push({ path: `attendeeIds.${i}`, message: 'is not a current employee' });
  });
  input.actionItems.forEach((item, i) => {
    if (!found.has(item.assigneeId)) issues.push({ path: `actionItems.${i}.assigneeId`, message: 'is not a current employee' });
  });
  if (issues.length > 0) throw AppError.validation(issues);
}

function valuesOf(input: Saved): repo.MeetingValues {
  return {
    title: input.title,
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    place: input.place,
    organiserId: input.organiserId,
    agenda: input.agenda,
    notes: richTextField(input.notes, LONG_TEXT_MAX, 'notes'),
    decisions: richTextField(input.decisions, LONG_TEXT_MAX, 'decisions'),
  };
}

/** Attendees (departments expanded now), action items, and the notice to those newly invited. */
async function saveParts(ctx: RequestCtx, id: string, input: Saved, today: string): Promise<void> {
  const members = await repo.departmentMembers(ctx.tx, ctx.companyId, input.departmentIds, today);
  const added = await repo.replaceAttendees(ctx.tx, ctx.companyId, id, attendeesOf(input.attendeeIds, members));
  await repo.syncActionItems(ctx.tx, ctx.companyId, id, input.actionItems);
  const recipients = noticeRecipients(await repo.usersOfEmployees(ctx.tx, ctx.companyId, added), ctx.userId);
  await notify(ctx.tx, ctx.companyId, recipients, {
    kind: 'routines.meeting-invited',
    textKey: 'routines:notifications.meetingInvited',
    textValues: { title: input.title, date: input.date, time: input.startTime },
    href: HREF,
  });
}

export async function createMeeting(ctx: RequestCtx, body: SaveMeeting): Promise<MeetingDetail> {
  const input = body as Saved;
  const today = await companyToday(ctx.tx, ctx.companyId, ctx.now);
  await checkPeople(ctx, input, today);
  const id = await repo.insertMeeting(ctx.tx, {
    companyId: ctx.companyId,
    ...valuesOf(input),
    createdBy: ctx.userId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await saveParts(ctx, id, input, today);
  await audit(ctx, 'routines.meeting-created', { type: 'routines-meeting', id }, null, { title: input.title, date: input.date });
  return getMeeting(ctx, id);
}

export async function updateMeeting(ctx: RequestCtx, id: string, body: UpdateMeeting): Promise<MeetingDetail> {
  const input = body as Saved & { version: number };
  const current = await mustFind(ctx, id, 'update');
  if (current.version !== input.version) throw staleVersion('ROUTINES_MEETING_STALE_VERSION', 'meeting', current.version);
  const today = await companyToday(ctx.tx, ctx.companyId, ctx.now);
  await checkPeople(ctx, input, today);
  if (!(await repo.updateMeeting(ctx.tx, ctx.companyId, id, input.version, valuesOf(input), ctx.now))) {
    throw staleVersion('ROUTINES_MEETING_STALE_VERSION', 'meeting');
  }
  await saveParts(ctx, id, input, today);
  await audit(
    ctx,
    'routines.meeting-updated',
    { type: 'routines-meeting', id },
    { title: current.title, date: current.date },
    { title: input.title, date: input.date },
  );
  return getMeeting(ctx, id);
}

/** Deletes a meeting; answers the storage keys of its files, to delete once the transaction commits. */
export async function deleteMeeting(ctx: RequestCtx, id: string): Promise<string[]> {
  const current = await mustFind(ctx, id, 'delete');
  const files = await repo.attachmentsOf(ctx.tx, ctx.companyId, id);
  await repo.deleteMeeting(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'routines.meeting-deleted', { type: 'routines-meeting', id }, { title: current.title, date: current.date }, null);
  return files.flatMap((f) => (f.storageKey ? [f.storageKey] : []));
}

// ---- Attachments: whoever may change a meeting adds and removes them; whoever sees it reads them ----

/** Checks before an upload is stored: a meeting the caller may change. */
export async function meetingForAttachment(ctx: RequestCtx, id: string): Promise<void> {
  await mustFind(ctx, id, 'update');
}

export async function addAttachment(
  ctx: RequestCtx,
  id: string,
  file: { key: string; fileName: string; mime: string; size: number },
): Promise<MeetingAttachment> {
  await mustFind(ctx, id, 'update');
  const row = await repo.insertAttachment(ctx.tx, {
    companyId: ctx.companyId,
    meetingId: id,
    storageKey: file.key,
    fileName: file.fileName,
    contentType: file.mime,
    sizeBytes: file.size,
    uploadedBy: ctx.userId,
    createdAt: ctx.now,
  });
  const view = attachmentView(row);
  await audit(ctx, 'routines.meeting-attachment-added', { type: 'routines-meeting', id }, null, { id: row.id, fileName: row.fileName });
  return view;
}

/** A file of a meeting the caller may see. */
export async function attachmentFor(ctx: RequestCtx, id: string, attachmentId: string): Promise<repo.MeetingAttachmentRow> {
  await mustFind(ctx, id);
  const row = await repo.findAttachment(ctx.tx, ctx.companyId, id, attachmentId);
  if (!row) throw AppError.notFound('Attachment');
  return row;
}

/** Removes a file of a meeting the caller may change; answers its storage key, to delete after commit. */
export async function removeAttachment(ctx: RequestCtx, id: string, attachmentId: string): Promise<string | null> {
  await mustFind(ctx, id, 'update');
  const row = await repo.findAttachment(ctx.tx, ctx.companyId, id, attachmentId);
  if (!row) throw AppError.notFound('Attachment');
  await repo.deleteAttachment(ctx.tx, ctx.companyId, attachmentId);
  await audit(ctx, 'routines.meeting-attachment-removed', { type: 'routines-meeting', id }, { id: row.id, fileName: row.fileName }, null);
  return row.storageKey;
}

/** Turns an action item into a task for its assignee, once; answers the meeting with the task's status. */
export async function makeTask(ctx: RequestCtx, id: string, itemId: string): Promise<MeetingDetail> {
  const meeting = await mustFind(ctx, id, 'update');
  const item = (await repo.actionItemsOf(ctx.tx, ctx.companyId, id)).find((i) => i.id === itemId);
  if (!item) throw AppError.notFound('Action item');
  if (item.taskId) throw AppError.rule('ROUTINES_MEETING_TASK_EXISTS', 'This action item is already a task', { taskId: item.taskId });
  const task = await createTaskFor(ctx, {
    name: taskNameOf(meeting.title, item.description),
    // The description is plain text: escaped, so markup typed in it stays words.
    instructions: plainToRichText(item.description),
    dueDate: item.dueDate,
    assigneeId: item.assigneeId,
  });
  if (!(await repo.setActionItemTask(ctx.tx, ctx.companyId, itemId, task.id))) {
    throw AppError.rule('ROUTINES_MEETING_TASK_EXISTS', 'This action item is already a task');
  }
  await audit(ctx, 'routines.meeting-task-made', { type: 'routines-meeting-action-item', id: itemId }, null, { taskId: task.id });
  return getMeeting(ctx, id);
}
