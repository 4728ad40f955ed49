import type { Db } from '../../db/client.js';
import { addDays, parseCalendarDate } from '../../platform/dates/index.js';
import { instantOf, lateMinutes } from './attendance.rules.js';
import { routinesAttendance } from './routines.table.js';

/**
 * Three weeks of clock records for the demo company's staff: arrivals spread around each
 * department's expected arrival (some late), a missed day now and then, today's records still
 * open until their leaving time has passed; nobody clocks on weekends, holidays or approved leave.
 */

type Person = { id: string; expected: string; away: readonly { start: string; end: string }[] };

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
    for (let back = 21; back >= 0; back -= 1) {
      const date = addDays(input.today, -back);
      const weekday = parseCalendarDate(date).dayOfWeek;
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
  if (rows.length > 0) await tx.insert(routinesAttendance).values(rows);
}
