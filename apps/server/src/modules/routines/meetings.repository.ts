import type { MeetingListQuery } from '@hcims/contracts/routines';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listStatement, likePattern, type Bound } from '../../db/list.js';
import { richTextWordsSql } from '../../platform/rich-text/index.js';
import { employees } from '../people/index.js';
import { routinesMeetingActionItems, routinesMeetingAttachments, routinesMeetingAttendees, routinesMeetings } from './meetings.table.js';

/** The SQL of minutes of meetings. Every query names its company, on top of row-level security. */

export type MeetingRow = typeof routinesMeetings.$inferSelect & { organiserName: string; attendeeCount: number };
export type MeetingAttachmentRow = typeof routinesMeetingAttachments.$inferSelect;
export type ActionItemRow = typeof routinesMeetingActionItems.$inferSelect & { assigneeName: string };

/** Who asks: `employeeId` null with `all` false sees only what they created. */
export type MeetingViewer = { companyId: string; userId: string; employeeId: string | null; all: boolean };

const nameOf = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;
const hhmm = (column: AnyColumn) => sql<string>`to_char(${column}, 'HH24:MI')`;

const attendeeCount = sql<number>`(select count(*)::int from ${routinesMeetingAttendees} a
  where a.company_id = ${routinesMeetings.companyId} and a.meeting_id = ${routinesMeetings.id})`;

const columns = {
  id: routinesMeetings.id,
  companyId: routinesMeetings.companyId,
  title: routinesMeetings.title,
  date: routinesMeetings.date,
  startTime: hhmm(routinesMeetings.startTime),
  endTime: hhmm(routinesMeetings.endTime),
  place: routinesMeetings.place,
  organiserId: routinesMeetings.organiserId,
  agenda: routinesMeetings.agenda,
  notes: routinesMeetings.notes,
  decisions: routinesMeetings.decisions,
  version: routinesMeetings.version,
  createdBy: routinesMeetings.createdBy,
  createdAt: routinesMeetings.createdAt,
  updatedAt: routinesMeetings.updatedAt,
  organiserName: nameOf,
  attendeeCount,
};

const p = sql.placeholder;

/** How far a viewer sees: everything (a company-wide scope), as an employee, or only what they created (no record). */
type MeetingReach = 'all' | 'employee' | 'creator';
const reachOf = (viewer: MeetingViewer): MeetingReach => (viewer.all ? 'all' : viewer.employeeId ? 'employee' : 'creator');

/** A meeting the viewer may see: everything with a company-wide scope, else those they organise, attend or created. */
function visibleTo(reach: MeetingReach, userId: Bound, employeeId: Bound): SQL | undefined {
  if (reach === 'all') return undefined;
  const created = eq(routinesMeetings.createdBy, userId);
  if (reach === 'creator') return created;
  return or(
    created,
    eq(routinesMeetings.organiserId, employeeId),
    exists(
      sql`(select 1 from ${routinesMeetingAttendees} a where a.company_id = ${routinesMeetings.companyId}
        and a.meeting_id = ${routinesMeetings.id} and a.employee_id = ${employeeId})`,
    ),
  );
}
const viewerSees = (viewer: MeetingViewer) => visibleTo(reachOf(viewer), viewer.userId, viewer.employeeId ?? '');

function selectMeetings(tx: Db) {
  return tx
    .select(columns)
    .from(routinesMeetings)
    .innerJoin(employees, and(eq(employees.companyId, routinesMeetings.companyId), eq(employees.id, routinesMeetings.organiserId)));
}

function orderOf(sort: MeetingListQuery['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const field = (sort ?? '-date').replace(/^-/, '');
  if (field === 'title') return [descending ? desc(routinesMeetings.title) : asc(routinesMeetings.title), asc(routinesMeetings.id)];
  return descending
    ? [desc(routinesMeetings.date), desc(routinesMeetings.startTime), asc(routinesMeetings.id)]
    : [asc(routinesMeetings.date), asc(routinesMeetings.startTime), asc(routinesMeetings.id)];
}

/** What decides the list statement's text: the viewer's reach, the filters present, the sort. */
type MeetingPageShape = { reach: MeetingReach; from: boolean; to: boolean; q: boolean; sort: string };

function meetingConditions(shape: MeetingPageShape): SQL | undefined {
  const pattern = p('pattern');
  return and(
    eq(routinesMeetings.companyId, p('companyId')),
    visibleTo(shape.reach, p('userId'), p('employeeId')),
    shape.from ? gte(routinesMeetings.date, p('from')) : undefined,
    shape.to ? lte(routinesMeetings.date, p('to')) : undefined,
    shape.q
      ? or(
          ilike(routinesMeetings.title, pattern),
          ilike(routinesMeetings.place, pattern),
          ilike(routinesMeetings.agenda, pattern),
          // Notes are stored HTML: their words are searched, not their tags.
          ilike(richTextWordsSql(routinesMeetings.notes), pattern),
        )
      : undefined,
  );
}

const meetingCount = (db: Db, shape: MeetingPageShape) => db.select({ n: count() }).from(routinesMeetings).where(meetingConditions(shape));
const meetingList = listStatement(meetingCount, (db, shape, total) =>
  db
    .select({ ...columns, total })
    .from(routinesMeetings)
    .innerJoin(employees, and(eq(employees.companyId, routinesMeetings.companyId), eq(employees.id, routinesMeetings.organiserId)))
    .where(meetingConditions(shape))
    .orderBy(...orderOf(shape.sort as MeetingListQuery['sort'])),
);

/** One page of the meetings a viewer may see and its total, in one statement built once per shape (ADR 0055, 0141). */
export async function listMeetings(tx: Db, viewer: MeetingViewer, query: MeetingListQuery): Promise<{ rows: MeetingRow[]; total: number }> {
  const shape: MeetingPageShape = {
    reach: reachOf(viewer),
    from: Boolean(query.from),
    to: Boolean(query.to),
    q: Boolean(query.q),
    sort: query.sort ?? '-date',
  };
  return meetingList(
    tx,
    shape,
    {
      companyId: viewer.companyId,
      userId: viewer.userId,
      employeeId: viewer.employeeId ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
      pattern: query.q ? likePattern(query.q) : '',
    },
    query,
  );
}

export async function findMeeting(tx: Db, viewer: MeetingViewer, id: string): Promise<MeetingRow | undefined> {
  const [row] = await selectMeetings(tx).where(
    and(eq(routinesMeetings.companyId, viewer.companyId), eq(routinesMeetings.id, id), viewerSees(viewer)),
  );
  return row;
}

/** Meetings an employee organises or attends between two days (the calendar). */
export async function meetingsOfEmployee(tx: Db, companyId: string, employeeId: string, from: string, to: string) {
  return tx
    .select({ id: routinesMeetings.id, title: routinesMeetings.title, date: routinesMeetings.date })
    .from(routinesMeetings)
    .where(
      and(
        eq(routinesMeetings.companyId, companyId),
        gte(routinesMeetings.date, from),
        lte(routinesMeetings.date, to),
        or(
          eq(routinesMeetings.organiserId, employeeId),
          exists(
            sql`(select 1 from ${routinesMeetingAttendees} a where a.company_id = ${routinesMeetings.companyId}
              and a.meeting_id = ${routinesMeetings.id} and a.employee_id = ${employeeId})`,
          ),
        ),
      ),
    )
    .orderBy(asc(routinesMeetings.date), asc(routinesMeetings.startTime));
}

export async function attendeesOf(tx: Db, companyId: string, meetingId: string): Promise<{ employeeId: string; name: string }[]> {
  return tx
    .select({ employeeId: routinesMeetingAttendees.employeeId, name: nameOf })
    .from(routinesMeetingAttendees)
    .innerJoin(
      employees,
      and(eq(employees.companyId, routinesMeetingAttendees.companyId), eq(employees.id, routinesMeetingAttendees.employeeId)),
    )
    .where(and(eq(routinesMeetingAttendees.companyId, companyId), eq(routinesMeetingAttendees.meetingId, meetingId)))
    .orderBy(asc(employees.lastName), asc(employees.firstName));
}

export async function actionItemsOf(tx: Db, companyId: string, meetingId: string): Promise<ActionItemRow[]> {
  return tx
    .select({
      id: routinesMeetingActionItems.id,
      companyId: routinesMeetingActionItems.companyId,
      meetingId: routinesMeetingActionItems.meetingId,
      position: routinesMeetingActionItems.position,
      description: routinesMeetingActionItems.description,
      assigneeId: routinesMeetingActionItems.assigneeId,
      dueDate: routinesMeetingActionItems.dueDate,
      taskId: routinesMeetingActionItems.taskId,
      assigneeName: nameOf,
    })
    .from(routinesMeetingActionItems)
    .innerJoin(
      employees,
      and(eq(employees.companyId, routinesMeetingActionItems.companyId), eq(employees.id, routinesMeetingActionItems.assigneeId)),
    )
    .where(and(eq(routinesMeetingActionItems.companyId, companyId), eq(routinesMeetingActionItems.meetingId, meetingId)))
    .orderBy(asc(routinesMeetingActionItems.position));
}

/** Which of the ids are current employees of the company (on `today`). */
export async function currentEmployees(tx: Db, companyId: string, ids: readonly string[], today: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        inArray(employees.id, [...new Set(ids)]),
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today}::date)`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The current members of departments (on `today`). */
export async function departmentMembers(tx: Db, companyId: string, departmentIds: readonly string[], today: string): Promise<string[]> {
  if (departmentIds.length === 0) return [];
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        inArray(employees.departmentId, [...new Set(departmentIds)]),
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today}::date)`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The users who sign in as these employees. */
export async function usersOfEmployees(tx: Db, companyId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...new Set(ids)]), isNotNull(employees.userId)));
  return rows.map((r) => r.userId!);
}

export type MeetingValues = Pick<
  typeof routinesMeetings.$inferInsert,
  'title' | 'date' | 'startTime' | 'endTime' | 'place' | 'organiserId' | 'agenda' | 'notes' | 'decisions'
>;

export async function insertMeeting(
  tx: Db,
  values: MeetingValues & { companyId: string; createdBy: string; createdAt: Date; updatedAt: Date },
): Promise<string> {
  const [row] = await tx.insert(routinesMeetings).values(values).returning({ id: routinesMeetings.id });
  return row!.id;
}

export async function updateMeeting(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  values: MeetingValues,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(routinesMeetings)
    .set({ ...values, version: sql`${routinesMeetings.version} + 1`, updatedAt: now })
    .where(and(eq(routinesMeetings.companyId, companyId), eq(routinesMeetings.id, id), eq(routinesMeetings.version, version)))
    .returning({ id: routinesMeetings.id });
  return rows.length === 1;
}

export async function deleteMeeting(tx: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(routinesMeetings)
    .where(and(eq(routinesMeetings.companyId, companyId), eq(routinesMeetings.id, id)))
    .returning({ id: routinesMeetings.id });
  return rows.length === 1;
}

/** Sets the attendees to exactly `employeeIds`; answers those newly added. */
export async function replaceAttendees(tx: Db, companyId: string, meetingId: string, employeeIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(employeeIds)];
  const before = await tx
    .select({ employeeId: routinesMeetingAttendees.employeeId })
    .from(routinesMeetingAttendees)
    .where(and(eq(routinesMeetingAttendees.companyId, companyId), eq(routinesMeetingAttendees.meetingId, meetingId)));
  const had = new Set(before.map((r) => r.employeeId));
  await tx
    .delete(routinesMeetingAttendees)
    .where(
      and(
        eq(routinesMeetingAttendees.companyId, companyId),
        eq(routinesMeetingAttendees.meetingId, meetingId),
        wanted.length > 0 ? notInArray(routinesMeetingAttendees.employeeId, wanted) : undefined,
      ),
    );
  const added = wanted.filter((id) => !had.has(id));
  if (added.length > 0) {
    await tx.insert(routinesMeetingAttendees).values(added.map((employeeId) => ({ companyId, meetingId, employeeId })));
  }
  return added;
}

/** Keeps the items named by id (updated in place, their task kept), drops the others, inserts the new ones. */
export async function syncActionItems(
  tx: Db,
  companyId: string,
  meetingId: string,
  items: readonly { id?: string | undefined; description: string; assigneeId: string; dueDate: string }[],
): Promise<void> {
  const existing = await tx
    .select({ id: routinesMeetingActionItems.id })
    .from(routinesMeetingActionItems)
    .where(and(eq(routinesMeetingActionItems.companyId, companyId), eq(routinesMeetingActionItems.meetingId, meetingId)));
  const known = new Set(existing.map((r) => r.id));
  const kept = items.filter((i) => i.id && known.has(i.id)).map((i) => i.id!);
  await tx
    .delete(routinesMeetingActionItems)
    .where(
      and(
        eq(routinesMeetingActionItems.companyId, companyId),
        eq(routinesMeetingActionItems.meetingId, meetingId),
        kept.length > 0 ? notInArray(routinesMeetingActionItems.id, kept) : undefined,
      ),
    );
  for (const [position, item] of items.entries()) {
    const values = { position, description: item.description, assigneeId: item.assigneeId, dueDate: item.dueDate };
    if (item.id && known.has(item.id)) {
      await tx
        .update(routinesMeetingActionItems)
        .set(values)
        .where(and(eq(routinesMeetingActionItems.companyId, companyId), eq(routinesMeetingActionItems.id, item.id)));
    } else {
      await tx.insert(routinesMeetingActionItems).values({ companyId, meetingId, ...values });
    }
  }
}

/** Records the task made from an action item, only while it has none; false when one was made meanwhile. */
export async function setActionItemTask(tx: Db, companyId: string, itemId: string, taskId: string): Promise<boolean> {
  const rows = await tx
    .update(routinesMeetingActionItems)
    .set({ taskId })
    .where(
      and(
        eq(routinesMeetingActionItems.companyId, companyId),
        eq(routinesMeetingActionItems.id, itemId),
        sql`${routinesMeetingActionItems.taskId} is null`,
      ),
    )
    .returning({ id: routinesMeetingActionItems.id });
  return rows.length === 1;
}

// ---- Attachments ----

export async function attachmentsOf(tx: Db, companyId: string, meetingId: string): Promise<MeetingAttachmentRow[]> {
  return tx
    .select()
    .from(routinesMeetingAttachments)
    .where(and(eq(routinesMeetingAttachments.companyId, companyId), eq(routinesMeetingAttachments.meetingId, meetingId)))
    .orderBy(asc(routinesMeetingAttachments.createdAt), asc(routinesMeetingAttachments.id));
}

export async function findAttachment(tx: Db, companyId: string, meetingId: string, id: string): Promise<MeetingAttachmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(routinesMeetingAttachments)
    .where(
      and(
        eq(routinesMeetingAttachments.companyId, companyId),
        eq(routinesMeetingAttachments.meetingId, meetingId),
        eq(routinesMeetingAttachments.id, id),
      ),
    );
  return row;
}

export async function insertAttachment(tx: Db, values: typeof routinesMeetingAttachments.$inferInsert): Promise<MeetingAttachmentRow> {
  const [row] = await tx.insert(routinesMeetingAttachments).values(values).returning();
  return row!;
}

export async function deleteAttachment(tx: Db, companyId: string, id: string): Promise<void> {
  await tx
    .delete(routinesMeetingAttachments)
    .where(and(eq(routinesMeetingAttachments.companyId, companyId), eq(routinesMeetingAttachments.id, id)));
}
