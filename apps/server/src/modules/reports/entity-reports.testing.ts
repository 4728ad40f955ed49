import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { addEmployeeWhoSignsIn, createStructure, grantRole } from '../../test/org-people.js';
import { startOfDay } from '../../platform/dates/index.js';
import { routinesAttendance, routinesLeaveRequests, routinesLeaveTypes } from '../routines/index.js';
import { tasks } from '../tasks/index.js';

/**
 * Rows for the report definitions of routines and tasks (ADR 0108), on Wednesday 10 March 2027:
 * a manager of Sales with a rep reporting to them, a marketer outside that line, an HR admin, and
 * another company with an attendance day and a task of its own.
 */
export type EntityFixture = {
  zone: string;
  name: { manager: string; rep: string; marketer: string };
  access: { manager: string; rep: string; marketer: string; hr: string; other: string };
};

/** Noon of 10 March 2027 in the demo's zones (UTC+4 at the latest). */
export const ENTITY_NOW = new Date('2027-03-10T08:00:00Z');

/** A wall-clock time of a day in a zone (no daylight saving change falls on these days). */
function instantOf(date: string, time: string, zone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(startOfDay(date, zone).getTime() + (hours! * 60 + minutes!) * 60_000);
}

export async function entityFixture(app: FastifyInstance, database: Database): Promise<EntityFixture> {
  const owner = await registerCompany(app, { companyName: 'Entity Report Co' });
  const other = await registerCompany(app, { companyName: 'Other Entity Co' });
  const zone = (await app.inject({ url: '/api/org/company', headers: bearer(owner.access) })).json<{ timeZone: string }>().timeZone;
  const s = await createStructure(app, owner.access);
  const people = { manager: '', rep: '', marketer: '', hr: '' };
  const name = { manager: '', rep: '', marketer: '' };
  const email = { manager: '', rep: '', marketer: '', hr: '' };
  const add = async (key: keyof typeof people, input: Record<string, unknown>, role?: string) => {
    const { employee } = await addEmployeeWhoSignsIn(app, database, owner.access, input as { departmentId: string; designationId: string });
    people[key] = employee.id;
    email[key] = employee.workEmail;
    if (key !== 'hr') name[key] = `${employee.firstName} ${employee.lastName}`;
    if (role) await grantRole(app, owner.access, role, employee.userId!);
  };
  await add('manager', { departmentId: s.departments.sales, designationId: s.designations.salesManager, lastName: 'Amanager' }, 'Manager');
  await add('rep', {
    departmentId: s.departments.sales,
    designationId: s.designations.salesRep,
    managerId: people.manager,
    lastName: 'Brep',
  });
  await add('marketer', { departmentId: s.departments.marketing, designationId: s.designations.marketer, lastName: 'Cmarketer' });
  await add('hr', { departmentId: s.departments.exec, designationId: s.designations.ceo, lastName: 'Dhr' }, 'HR admin');

  const companyId = owner.company.id;
  const at = (date: string, time: string) => instantOf(date, time, zone);
  await database.db.transaction(async (tx) => {
    await bindCompany(tx, { companyId, userId: owner.user.id });
    const clock = (employeeId: string, workDate: string, inAt: string, outAt: string | null, lateMinutes: number, note?: string) => ({
      companyId,
      employeeId,
      workDate,
      clockIn: at(workDate, inAt),
      clockOut: outAt ? at(workDate, outAt) : null,
      lateMinutes,
      note: note ?? null,
    });
    await tx.insert(routinesAttendance).values([
      clock(people.rep, '2027-03-01', '08:30', '17:00', 0),
      // Two records on one day: one row, first in, last out, minutes summed, the day's lateness.
      clock(people.rep, '2027-03-02', '08:45', '12:00', 15, 'Traffic'),
      clock(people.rep, '2027-03-02', '13:00', '17:00', 0),
      clock(people.rep, '2027-03-03', '09:00', '17:00', 30),
      clock(people.marketer, '2027-03-02', '08:40', '17:00', 10),
      clock(people.manager, '2027-03-01', '08:20', '17:00', 0),
      clock(people.manager, '2027-02-26', '08:20', '17:00', 0),
    ]);
    const [type] = await tx
      .insert(routinesLeaveTypes)
      .values({ companyId, name: 'Entity annual', allowanceDays: '20', paid: true })
      .returning();
    const leave = (employeeId: string, startDate: string, days: string, status: string, reason: string | null) => ({
      companyId,
      employeeId,
      leaveTypeId: type!.id,
      startDate,
      endDate: startDate,
      days,
      status,
      reason,
    });
    await tx
      .insert(routinesLeaveRequests)
      .values([
        leave(people.rep, '2027-03-08', '1', 'approved', 'Doctor'),
        leave(people.rep, '2027-04-12', '0.5', 'pending', null),
        leave(people.marketer, '2027-02-15', '1', 'approved', null),
        leave(people.marketer, '2026-12-28', '1', 'approved', null),
      ]);
    // Expense tables are the routines module's own: written here as SQL rather than through its internals.
    const category = async (name: string) => {
      const result: unknown = await tx.execute(
        sql`insert into routines_expense_categories (company_id, name) values (${companyId}, ${name}) returning id`,
      );
      return (result as { rows: { id: string }[] }).rows[0]!.id;
    };
    const travel = await category('Entity travel');
    const meals = await category('Entity meals');
    const claim = (employeeId: string, categoryId: string, expenseDate: string, amountMinor: number, status: string) =>
      sql`(${companyId}, ${employeeId}, ${categoryId}, ${expenseDate}, ${amountMinor}, 'USD', ${amountMinor}, 'Client visit', ${status})`;
    const claims = [
      claim(people.rep, travel, '2027-03-02', 10_000, 'submitted'),
      claim(people.rep, meals, '2027-03-04', 2_500, 'approved'),
      claim(people.rep, meals, '2027-03-05', 900, 'draft'),
      claim(people.marketer, travel, '2027-03-03', 7_000, 'approved'),
    ];
    await tx.execute(sql`insert into routines_expense_claims
      (company_id, employee_id, category_id, expense_date, amount_minor, currency, company_amount_minor, description, status)
      values ${sql.join(claims, sql`, `)}`);
    const task = (assigneeId: string, name: string, dueDate: string, status: string, progress: number) => ({
      companyId,
      name,
      weight: 2,
      priority: 'high',
      startDate: '2027-03-01',
      dueDate,
      assigneeId,
      status,
      progress,
      completedAt: status === 'completed' ? at(dueDate, '15:00') : null,
    });
    await tx
      .insert(tasks)
      .values([
        task(people.rep, 'Call leads', '2027-03-05', 'in_progress', 40),
        task(people.rep, 'Send quotes', '2027-03-20', 'pending', 0),
        task(people.marketer, 'Print flyers', '2027-03-04', 'completed', 100),
        task(people.manager, 'Plan quarter', '2027-03-31', 'pending', 0),
      ]);
  });
  // Another company's rows, which no report here may show.
  const os = await createStructure(app, other.access);
  const { employee: outsider } = await addEmployeeWhoSignsIn(app, database, other.access, {
    departmentId: os.departments.sales,
    designationId: os.designations.salesRep,
  });
  await database.db.transaction(async (tx) => {
    await bindCompany(tx, { companyId: other.company.id, userId: other.user.id });
    await tx.insert(routinesAttendance).values({
      companyId: other.company.id,
      employeeId: outsider.id,
      workDate: '2027-03-02',
      clockIn: instantOf('2027-03-02', '11:00', zone),
      clockOut: instantOf('2027-03-02', '17:00', zone),
      lateMinutes: 150,
    });
    await tx.insert(tasks).values({
      companyId: other.company.id,
      name: 'Theirs',
      weight: 1,
      priority: 'low',
      startDate: '2027-03-01',
      dueDate: '2027-03-02',
      assigneeId: outsider.id,
    });
  });
  return {
    zone,
    name,
    access: {
      manager: (await signIn(app, email.manager)).access,
      rep: (await signIn(app, email.rep)).access,
      marketer: (await signIn(app, email.marketer)).access,
      hr: (await signIn(app, email.hr)).access,
      other: (await signIn(app, other.email)).access,
    },
  };
}
