import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ModuleSeed } from '../../db/seed.js';
import { addDays, calendarDateIn, parseCalendarDate } from '../../platform/dates/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { DEMO_SIGN_INS, users } from '../identity/index.js';
import { branches, companies, DEMO_COMPANY_NAME, departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { seedDemoExpenses } from './expenses.demo.js';
import { ensureBuiltinTypes, listTypes } from './leave.repository.js';
import { expectedArrival } from './attendance.rules.js';
import { seedDemoAttendance, seedDemoCorrectionAndAdjustment } from './routines.demo-attendance.js';
import { holidayYear } from './routines.demo-holidays.js';
import { halvesToDays, leaveHalves, withinOneYear, workingWeekdays } from './routines.rules.js';
import { routinesHolidays, routinesLeaveRequests } from './routines.table.js';
import { seedDemoWhistle } from './whistle.demo.js';
import { seedDemoMeetings } from './meetings.demo.js';

/**
 * Demo data of holidays and leave, after the people seed: this year's UAE public holidays, the
 * three starting leave types, and requests of the demo employee and the demo manager's team
 * (approved and rejected ones in the past weeks, one pending for the manager to decide), and
 * three weeks of attendance for the staff.
 */

const emailOf = (role: string) => DEMO_SIGN_INS.find((p) => p.role === role)!.email;

/** The Monday on or after a date. */
function mondayFrom(date: string): string {
  const day = parseCalendarDate(date).dayOfWeek;
  return addDays(date, (8 - day) % 7);
}

type Plan = {
  employeeId: string;
  type: string;
  start: string;
  end: string;
  halfDay?: boolean;
  status: string;
  reason: string;
  decision?: string;
};

async function userIds(tx: Db): Promise<Map<string, string>> {
  const emails = ['manager', 'hr-admin', 'employee'].map(emailOf);
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r.id]));
}

export const routinesSeed: ModuleSeed = {
  module: 'routines',
  async run({ tx, now }) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('routines seed needs the org seed (demo company)');
    await bindCompany(tx, { companyId: company.id, userId: null });
    const today = calendarDateIn(now, company.timeZone);
    const year = Number(today.slice(0, 4));

    const holidays = holidayYear(year);
    const branchId = new Map(
      (await tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.companyId, company.id))).map((r) => [
        r.name,
        r.id,
      ]),
    );
    await tx
      .insert(routinesHolidays)
      .values(
        holidays.map(({ branch, ...h }) => ({ companyId: company.id, ...h, branchId: branch ? (branchId.get(branch) ?? null) : null })),
      );

    await ensureBuiltinTypes(tx, company.id);
    const typeId = new Map((await listTypes(tx, company.id)).map((t) => [t.builtin ?? t.name, t.id]));

    const ids = await userIds(tx);
    const staff = await tx
      .select({
        id: employees.id,
        userId: employees.userId,
        managerId: employees.managerId,
        arrival: departments.expectedArrival,
        hireDate: employees.hireDate,
        terminationDate: employees.terminationDate,
      })
      .from(employees)
      .innerJoin(departments, eq(departments.id, employees.departmentId))
      .where(eq(employees.companyId, company.id));
    const byUser = (email: string) => staff.find((s) => s.userId === ids.get(email));
    const manager = byUser(emailOf('manager'));
    const employee = byUser(emailOf('employee'));
    if (!manager || !employee) return;
    const team = staff.filter((s) => s.managerId === manager.id && s.id !== employee.id).map((s) => s.id);
    const inTeam = employee.managerId === manager.id;
    const [a, b, c] = [inTeam ? employee.id : team[0], team[1] ?? team[0], team[2] ?? team[0]];

    const week = (offsetWeeks: number) => mondayFrom(addDays(today, offsetWeeks * 7));
    const plans: Plan[] = [
      { employeeId: employee.id, type: 'annual', start: week(-9), end: addDays(week(-9), 2), status: 'approved', reason: 'Family visit' },
      { employeeId: employee.id, type: 'sick', start: addDays(week(-4), 1), end: addDays(week(-4), 1), status: 'approved', reason: 'Flu' },
      {
        employeeId: employee.id,
        type: 'annual',
        start: addDays(week(1), 3),
        end: addDays(week(1), 4),
        status: 'rejected',
        reason: 'Long weekend',
        decision: 'Quarter-end stock count that week; please pick another date',
      },
      { employeeId: a!, type: 'annual', start: week(3), end: addDays(week(3), 4), status: 'pending', reason: 'Trip home for a wedding' },
      { employeeId: b!, type: 'annual', start: week(-6), end: addDays(week(-6), 4), status: 'approved', reason: 'Summer holiday' },
      { employeeId: b!, type: 'sick', start: addDays(week(2), 1), end: addDays(week(2), 1), status: 'pending', reason: 'Minor surgery' },
      {
        employeeId: c!,
        type: 'unpaid',
        start: addDays(week(2), 2),
        end: addDays(week(2), 2),
        halfDay: true,
        status: 'approved',
        reason: 'Moving house',
      },
      { employeeId: manager.id, type: 'annual', start: week(5), end: addDays(week(5), 1), status: 'approved', reason: 'Conference travel' },
    ];

    const weekdays = workingWeekdays(company.workingDays);
    const holidayDates = new Set(holidays.filter((h) => !h.branch).map((h) => h.date));
    const rows = plans
      .filter((p) => p.employeeId && withinOneYear(p.start, p.end))
      .map((p) => {
        const halves = leaveHalves({
          startDate: p.start,
          endDate: p.end,
          halfDay: p.halfDay ?? false,
          workingWeekdays: weekdays,
          holidays: holidayDates,
        });
        const decider = p.employeeId === manager.id ? ids.get(emailOf('hr-admin')) : ids.get(emailOf('manager'));
        const filed = new Date(Math.min(now.getTime() - 86_400_000, Date.parse(p.start) - 10 * 86_400_000));
        return {
          companyId: company.id,
          employeeId: p.employeeId,
          leaveTypeId: typeId.get(p.type)!,
          startDate: p.start,
          endDate: p.end,
          halfDay: p.halfDay ?? false,
          days: String(halvesToDays(halves)),
          reason: p.reason,
          status: p.status,
          requestedByUserId: null,
          decidedByUserId: p.status === 'pending' ? null : (decider ?? null),
          decidedAt: p.status === 'pending' ? null : new Date(filed.getTime() + 86_400_000),
          decisionReason: p.decision ?? null,
          createdAt: filed,
          updatedAt: filed,
        };
      })
      .filter((r) => r.days !== '0');
    if (rows.length > 0) await tx.insert(routinesLeaveRequests).values(rows);

    const approved = plans.filter((p) => p.status === 'approved');
    await seedDemoAttendance(tx, {
      companyId: company.id,
      timeZone: company.timeZone,
      today,
      now,
      holidays: holidayDates,
      notToday: employee.id,
      // Everyone on the staff, from their hire date and until they left.
      people: staff.map((x) => ({
        id: x.id,
        expected: expectedArrival(x.arrival ?? null, company.officeOpens) ?? '08:30',
        hireDate: x.hireDate,
        terminationDate: x.terminationDate,
        away: approved.filter((p) => p.employeeId === x.id).map((p) => ({ start: p.start, end: p.end })),
      })),
    });
    await seedDemoCorrectionAndAdjustment(tx, {
      companyId: company.id,
      timeZone: company.timeZone,
      today,
      now,
      employee: inTeam ? { id: employee.id, userId: employee.userId } : null,
      hrUserId: ids.get(emailOf('hr-admin')) ?? null,
      annualTypeId: typeId.get('annual')!,
      teammateId: b ?? null,
      year,
    });

    await seedDemoExpenses(tx, {
      companyId: company.id,
      currency: company.currency,
      today,
      now,
      employeeId: employee.id,
      teammateId: b ?? employee.id,
      managerId: manager.id,
      managerUserId: ids.get(emailOf('manager')) ?? null,
    });
    await seedDemoWhistle(tx, { companyId: company.id, today, namedReporterUserId: employee.userId, handlerUserId: null });
    // Last: its action items become tasks as the runtime role, as a request would make them.
    await seedDemoMeetings(tx, {
      companyId: company.id,
      groupId: company.groupId,
      today,
      managerId: manager.id,
      employeeId: employee.id,
      teammateId: b ?? employee.id,
      createdBy: ids.get(emailOf('manager')) ?? null,
    });
  },
};
