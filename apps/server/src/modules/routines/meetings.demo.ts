import type { Db } from '../../db/client.js';
import { addDays } from '../../platform/dates/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { enterTenant } from '../../platform/tenancy/index.js';
import { createTaskFor } from '../tasks/index.js';
import { setActionItemTask } from './meetings.repository.js';
import { taskNameOf } from './meetings.rules.js';
import { routinesMeetingActionItems, routinesMeetingAttachments, routinesMeetingAttendees, routinesMeetings } from './meetings.table.js';

type DemoMeeting = {
  title: string;
  offset: number;
  start: string;
  end: string;
  place: string;
  agenda: string;
  notes: string;
  decisions: string;
  /** `task`: turned into a task at the meeting, as the organiser does with the "turn into task" button. */
  items: { description: string; who: 'employee' | 'teammate' | 'manager'; dueIn: number; task?: true }[];
  file?: string;
};

/** Four weeks of the demo manager's meetings, past and upcoming, with attendees, minutes, action items and a file. */
const MEETINGS: DemoMeeting[] = [
  {
    title: 'Monthly sales review',
    offset: -21,
    start: '09:30',
    end: '10:30',
    place: 'Meeting room 2',
    agenda: '1. Last month’s figures\n2. Pipeline\n3. Hiring',
    notes: 'Figures are 4% above plan. Two large deals slipped to next month.',
    decisions: 'Open one more sales representative position.',
    items: [
      { description: 'Draft the job description for the new representative', who: 'manager', dueIn: 5, task: true },
      { description: 'Update the pipeline sheet with the slipped deals', who: 'employee', dueIn: 3, task: true },
    ],
    file: 'sales-figures.pdf',
  },
  {
    title: 'Customer visit debrief',
    offset: -12,
    start: '14:00',
    end: '14:45',
    place: 'Online',
    agenda: 'What the customer asked for, and the follow-up.',
    notes: 'The customer wants quarterly delivery instead of monthly.',
    decisions: 'Offer a quarterly plan at the current price.',
    items: [{ description: 'Send the quarterly offer to the customer', who: 'teammate', dueIn: 4, task: true }],
  },
  {
    title: 'Team weekly',
    offset: -5,
    start: '09:00',
    end: '09:30',
    place: 'Meeting room 1',
    agenda: 'Week plan and blockers.',
    notes: 'No blockers. The stock count is on Thursday.',
    decisions: 'Everyone helps with the stock count on Thursday afternoon.',
    items: [{ description: 'Book the warehouse for the stock count', who: 'employee', dueIn: 2 }],
  },
  {
    title: 'Team weekly',
    offset: 2,
    start: '09:00',
    end: '09:30',
    place: 'Meeting room 1',
    agenda: 'Week plan and blockers.',
    notes: '',
    decisions: '',
    items: [],
  },
  {
    title: 'Quarter planning',
    offset: 9,
    start: '10:00',
    end: '12:00',
    place: 'Board room',
    agenda: '1. Targets for next quarter\n2. Budget\n3. Training needs',
    notes: '',
    decisions: '',
    items: [],
  },
];

/**
 * Seeds the meetings, then turns the marked action items into tasks through the tasks module's
 * port, as the organiser's "turn into task" does, at the end of each meeting. Call it last in the
 * seed's transaction: that step runs as the runtime role in the company, like a request.
 */
export async function seedDemoMeetings(
  tx: Db,
  input: {
    companyId: string;
    groupId: string;
    today: string;
    managerId: string;
    employeeId: string;
    teammateId: string;
    createdBy: string | null;
  },
): Promise<void> {
  const people = { manager: input.managerId, employee: input.employeeId, teammate: input.teammateId };
  const toTasks: { itemId: string; title: string; description: string; dueDate: string; assigneeId: string; at: Date }[] = [];
  for (const m of MEETINGS) {
    const date = addDays(input.today, m.offset);
    const [meeting] = await tx
      .insert(routinesMeetings)
      .values({
        companyId: input.companyId,
        title: m.title,
        date,
        startTime: m.start,
        endTime: m.end,
        place: m.place,
        organiserId: input.managerId,
        agenda: m.agenda,
        notes: m.notes,
        decisions: m.decisions,
        createdBy: input.createdBy,
      })
      .returning({ id: routinesMeetings.id });
    const attendees = [...new Set([input.managerId, input.employeeId, input.teammateId])];
    await tx
      .insert(routinesMeetingAttendees)
      .values(attendees.map((employeeId) => ({ companyId: input.companyId, meetingId: meeting!.id, employeeId })));
    if (m.items.length > 0) {
      const rows = await tx
        .insert(routinesMeetingActionItems)
        .values(
          m.items.map((item, position) => ({
            companyId: input.companyId,
            meetingId: meeting!.id,
            position,
            description: item.description,
            assigneeId: people[item.who],
            dueDate: addDays(date, item.dueIn),
          })),
        )
        .returning({ id: routinesMeetingActionItems.id, position: routinesMeetingActionItems.position });
      for (const row of rows) {
        const item = m.items[row.position]!;
        if (!item.task) continue;
        const at = new Date(`${date}T${m.end}:00Z`);
        toTasks.push({
          itemId: row.id,
          title: m.title,
          description: item.description,
          dueDate: addDays(date, item.dueIn),
          assigneeId: people[item.who],
          at,
        });
      }
    }
    // Demo files carry no stored bytes: the route draws a one-page PDF for them.
    if (m.file) {
      await tx.insert(routinesMeetingAttachments).values({
        companyId: input.companyId,
        meetingId: meeting!.id,
        fileName: m.file,
        contentType: 'application/pdf',
        sizeBytes: 1024,
        uploadedBy: input.createdBy,
      });
    }
  }
  if (toTasks.length === 0 || !input.createdBy) return;
  const tenantTx = await enterTenant(tx, { companyId: input.companyId, groupId: input.groupId, userId: input.createdBy });
  for (const item of toTasks) {
    const ctx: RequestCtx = {
      companyId: input.companyId,
      groupId: input.groupId,
      userId: input.createdBy,
      permissions: {},
      origin: { requestId: 'demo-seed', ip: null },
      tx: tenantTx,
      now: item.at,
    };
    const task = await createTaskFor(ctx, {
      name: taskNameOf(item.title, item.description),
      instructions: item.description,
      dueDate: item.dueDate,
      assigneeId: item.assigneeId,
    });
    await setActionItemTask(tenantTx, input.companyId, item.itemId, task.id);
  }
}
