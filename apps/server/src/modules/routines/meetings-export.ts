import type { MeetingDetail } from '@hcims/contracts/routines';
import { exportLanguage, type ExportRow, type ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { companyCalendar } from './leave.repository.js';
import { getMeeting } from './meetings.service.js';
import { richTextToPlain } from '../../platform/rich-text/index.js';

/** How the minutes read the web app's `exports` catalogue (ADR 0022): `routines.minutes`. */
type Labels = {
  routines: {
    minutes: {
      title: string;
      columns: Record<'section' | 'field' | 'value', string>;
      sections: Record<'meeting' | 'attendees' | 'agenda' | 'notes' | 'decisions' | 'actionItems' | 'attachments', string>;
      fields: Record<'title' | 'date' | 'time' | 'place' | 'organiser' | 'assignee' | 'due' | 'task', string>;
      taskStatuses: Record<string, string>;
      noTask: string;
      taskGone: string;
      none: string;
    };
  };
  chrome: { generated: string; page: string };
};

/** One meeting's minutes as a section / field / value table, rendered by the platform's PDF export. */
export function minutesTable(
  meeting: MeetingDetail,
  language: { code: string; labels: Labels; direction: 'ltr' | 'rtl' },
  at: { now: Date; timeZone: string },
): ExportTable {
  const l = language.labels.routines.minutes;
  const rows: ExportRow[] = [];
  const add = (section: string, field: string, value: string) => rows.push({ section, field, value });
  const s = l.sections;
  add(s.meeting, l.fields.title, meeting.title);
  add(s.meeting, l.fields.date, meeting.date);
  add(s.meeting, l.fields.time, `${meeting.startTime.slice(0, 5)} – ${meeting.endTime.slice(0, 5)}`);
  if (meeting.place) add(s.meeting, l.fields.place, meeting.place);
  add(s.meeting, l.fields.organiser, meeting.organiserName);
  if (meeting.attendees.length === 0) add(s.attendees, '', l.none);
  meeting.attendees.forEach((a, i) => add(s.attendees, String(i + 1), a.name));
  // Text is written as text: the PDF draws characters, it never interprets markup; notes and
  // decisions are rich text (ADR 0104) and are turned into their words first.
  add(s.agenda, '', meeting.agenda || l.none);
  add(s.notes, '', richTextToPlain(meeting.notes) || l.none);
  add(s.decisions, '', richTextToPlain(meeting.decisions) || l.none);
  if (meeting.actionItems.length === 0) add(s.actionItems, '', l.none);
  for (const item of meeting.actionItems) {
    const task = item.taskId === null ? l.noTask : item.task ? (l.taskStatuses[item.task.status] ?? item.task.status) : l.taskGone;
    add(
      s.actionItems,
      item.description,
      `${l.fields.assignee}: ${item.assigneeName}; ${l.fields.due}: ${item.dueDate}; ${l.fields.task}: ${task}`,
    );
  }
  for (const file of meeting.attachments) add(s.attachments, '', file.fileName);
  return {
    title: `${l.title}: ${meeting.title}`,
    columns: [
      { key: 'section', label: l.columns.section },
      { key: 'field', label: l.columns.field },
      { key: 'value', label: l.columns.value },
    ],
    rows,
    direction: language.direction,
    locale: language.code,
    timeZone: at.timeZone,
    generatedAt: at.now,
    labels: language.labels.chrome,
  };
}

/** The minutes of a meeting the caller may see, in the file's language. */
export async function meetingMinutes(
  ctx: RequestCtx,
  id: string,
  lng: string | undefined,
  acceptLanguage: string | undefined,
): Promise<{ table: ExportTable; meeting: MeetingDetail }> {
  const meeting = await getMeeting(ctx, id);
  const { timeZone } = await companyCalendar(ctx.tx, ctx.companyId);
  const language = exportLanguage<Labels>(lng, acceptLanguage, 'pdf');
  return { table: minutesTable(meeting, language, { now: ctx.now, timeZone }), meeting };
}
