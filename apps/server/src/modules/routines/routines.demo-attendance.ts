import type { Db } from '../../db/client.js';
import { addDays, parseCalendarDate } from '../../platform/dates/index.js';
import { instantOf, lateMinutes } from './attendance.rules.js';
import { and, asc, eq } from 'drizzle-orm';
import { routinesAttendance, routinesAttendanceCorrections, routinesLeaveAdjustments } from './routines.table.js';

/**
 * Three months of clock records for the demo company's staff: arrivals spread around each
 * department's expected arrival (some late), a missed day now and then, today's records still
 * open until their leaving time has passed; nobody clocks on weekends, holidays, approved leave,
 * before their hire date or after they left. Written in multi-row inserts of a thousand.
 */

/** How far back the demo history reaches (about three months). */
export const DEMO_ATTENDANCE_DAYS = 91;
const CHUNK = 1000;

type Person = {
  id: string;
  expected: string;
  hireDate: string;
  terminationDate: string | null;
  away: readonly { start: string; end: string }[];
};

export async function seedDemoAttendance(
  tx: Db,
  input: {
    companyId: string;
    timeZone: string;
    today: string;
    now: Date;
    holidays: ReadonlySet<string>;
    /** Who has not clocked in yet today (the demo employee, so that a newcomer can try the clock). */
    notToday: string;
    people: Person[];
  },
): Promise<void> {
  const rows: (typeof routinesAttendance.$inferInsert)[] = [];
  input.people.forEach((person, p) => {
    for (let back = DEMO_ATTENDANCE_DAYS; back >= 0; back -= 1) {
      const date = addDays(input.today, -back);
      const weekday = parseCalendarDate(date).dayOfWeek;
      if (date < person.hireDate || (person.terminationDate !== null && date > person.terminationDate)) continue;
      if (weekday > 5 || input.holidays.has(date) || person.away.some((a) => a.start <= date && date <= a.end)) continue;
      // One person in seven misses a day now and then; the demo employee has not clocked in today.
      if ((back * 3 + p) % 17 === 0 || (back === 0 && person.id === input.notToday)) continue;
      const spread = ((back * 7 + p * 11) % 36) - 25; // -25..+10 minutes around the expected arrival
      const clockIn = new Date(instantOf(date, person.expected, input.timeZone).getTime() + spread * 60_000);
      if (clockIn > input.now) continue;
      const leave = instantOf(date, (back + p) % 4 === 0 ? '18:05' : '17:35', input.timeZone);
      const open = leave > input.now;
      rows.push({
        companyId: input.companyId,
        employeeId: person.id,
        workDate: date,
        clockIn,
        clockOut: open ? null : leave,
        lateMinutes: lateMinutes(clockIn, date, person.expected, input.timeZone),
        note: spread > 7 ? 'Traffic on Sheikh Zayed Road' : null,
        createdAt: clockIn,
      });
    }
  });
  for (let at = 0; at < rows.length; at += CHUNK) await tx.insert(routinesAttendance).values(rows.slice(at, at + CHUNK));
}

/**
 * A correction the demo employee asked for on their last working day (waiting for the demo
 * manager), and an HR adjustment of a teammate's annual balance with its reason.
 */
export async function seedDemoCorrectionAndAdjustment(
  tx: Db,
  input: {
    companyId: string;
    timeZone: string;
    today: string;
    now: Date;
    employee: { id: string; userId: string | null } | null;
    hrUserId: string | null;
    annualTypeId: string;
    teammateId: string | null;
    year: number;
  },
): Promise<void> {
  if (input.employee?.userId) {
    let date = addDays(input.today, -1);
    while (parseCalendarDate(date).dayOfWeek > 5) date = addDays(date, -1);
    const [record] = await tx
      .select({ id: routinesAttendance.id, clockOut: routinesAttendance.clockOut })
      .from(routinesAttendance)
      .where(
        and(
          eq(routinesAttendance.companyId, input.companyId),
          eq(routinesAttendance.employeeId, input.employee.id),
          eq(routinesAttendance.workDate, date),
        ),
      )
      .orderBy(asc(routinesAttendance.clockIn))
      .limit(1);
    await tx.insert(routinesAttendanceCorrections).values({
      companyId: input.companyId,
      employeeId: input.employee.id,
      attendanceId: record?.id ?? null,
      workDate: date,
      clockIn: instantOf(date, '08:20', input.timeZone),
      clockOut: record?.clockOut ?? instantOf(date, '17:30', input.timeZone),
      reason: record ? 'The badge reader at the entrance did not read my card in the morning' : 'Worked at the client’s office all day',
      status: 'pending',
      requestedByUserId: input.employee.userId,
      createdAt: new Date(input.now.getTime() - 3_600_000),
      updatedAt: new Date(input.now.getTime() - 3_600_000),
    });
  }
  if (input.teammateId)
    await tx.insert(routinesLeaveAdjustments).values({
      companyId: input.companyId,
      employeeId: input.teammateId,
      leaveTypeId: input.annualTypeId,
      year: input.year,
      kind: 'adjustment',
      days: '2',
      reason: 'Two days in lieu for the weekend stock count',
      createdByUserId: input.hrUserId,
      createdAt: input.now,
    });
}
