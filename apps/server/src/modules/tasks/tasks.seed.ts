import type { Db } from '../../db/client.js';
import type { ModuleSeed } from '../../db/seed.js';
import { addDays, calendarDateIn } from '../../platform/dates/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { DEMO_SIGN_INS } from '../identity/index.js';
import { DEMO_COMPANY_NAME } from '../org/index.js';
import * as announcementsRepo from './announcements.repository.js';
import * as seedRepo from './seed.repository.js';
import { workingWeekdaysOf } from './recurrence.rules.js';
import * as seriesRepo from './series.repository.js';
import { EMPLOYEE_TASKS, TEAM_NAMES, TEAM_TASKS, type Plan } from './tasks.seed-data.js';
import { planVolume } from './tasks.seed-volume.js';
import * as repo from './tasks.repository.js';

/** One-off tasks of the wider company; with the series' occurrences and the team's tasks the demo has about 350. */
const VOLUME_ONE_OFFS = 240;

/**
 * Demo tasks for the demo manager's team and the demo employee (some overdue, some completed,
 * with progress history), a few hundred tasks and recurring series of the rest of the company
 * (tasks.seed-volume.ts), and announcements: two published and partly read (one pinned), one
 * scheduled, one expired and one draft. Dates are relative to
 * the company's today so the demo always looks current.
 */

function taskWriter(tx: Db, companyId: string, today: string, createdBy: string) {
  return async (plan: Plan, assigneeId: string, author: { userId: string; name: string }, coworkerIds: string[] = []) => {
    const startDate = addDays(today, plan.start);
    const dueDate = addDays(today, plan.due);
    const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const created = at(startDate, 5);
    const row = await repo.insertTask(tx, {
      companyId,
      name: plan.name,
      instructions: plan.instructions,
      weight: plan.weight,
      priority: plan.priority,
      startDate,
      dueDate,
      assigneeId,
      status: plan.status,
      progress: plan.progress,
      completedAt: plan.status === 'completed' ? at(addDays(dueDate, -1), 11) : null,
      createdBy,
      version: plan.status === 'pending' ? 1 : 3,
      createdAt: created,
      updatedAt: created,
    });
    await repo.replaceCoworkers(tx, companyId, row.id, coworkerIds);
    // Progress history: a start, then the end the task has reached.
    if (plan.status === 'pending') return;
    const started = Math.min(plan.progress, 20) || 10;
    await repo.insertUpdate(tx, {
      companyId,
      taskId: row.id,
      authorUserId: author.userId,
      authorName: author.name,
      progress: started,
      fromStatus: 'pending',
      status: 'in_progress',
      note: 'Started.',
      createdAt: at(addDays(startDate, 1), 6),
    });
    if (plan.status !== 'in_progress' || plan.progress > started) {
      await repo.insertUpdate(tx, {
        companyId,
        taskId: row.id,
        authorUserId: author.userId,
        authorName: author.name,
        progress: plan.progress,
        fromStatus: 'in_progress',
        status: plan.status,
        note: plan.status === 'completed' ? 'Done and shared.' : plan.status === 'cancelled' ? 'No longer needed.' : 'Half-way, on track.',
        createdAt: at(addDays(startDate, 2), 7),
      });
    }
  };
}

export const tasksSeed: ModuleSeed = {
  module: 'tasks',
  async run({ tx, now }) {
    const company = await seedRepo.companyByName(tx, DEMO_COMPANY_NAME);
    if (!company) throw new Error('the tasks seed needs the demo company');
    await bindCompany(tx, { companyId: company.id, userId: null });
    const email = (role: string) => DEMO_SIGN_INS.find((p) => p.role === role)!.email;
    const manager = await seedRepo.personByEmail(tx, company.id, email('manager'));
    const employee = await seedRepo.personByEmail(tx, company.id, email('employee'));
    const hr = await seedRepo.personByEmail(tx, company.id, email('hr-admin'));
    if (!manager || !employee || !hr) throw new Error('the tasks seed needs the demo manager, employee and HR admin');
    const today = calendarDateIn(now, company.timeZone);
    const write = taskWriter(tx, company.id, today, manager.userId);
    const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

    const team = (await seedRepo.teamOf(tx, company.id, manager.employeeId)).filter((m) => m.id !== employee.employeeId);
    for (const plan of EMPLOYEE_TASKS) {
      await write(
        plan,
        employee.employeeId,
        { userId: employee.userId, name: nameOf(employee) },
        plan.weight >= 5 && team[0] ? [team[0].id] : [],
      );
    }
    let n = 0;
    for (const member of team.slice(0, 6)) {
      for (const plan of TEAM_TASKS.slice(0, 2 + (n % 3))) {
        // Each member's dates shift a little so the team's list does not repeat itself.
        const shifted = { ...plan, start: plan.start - (n % 3), due: plan.due + ((n * 2) % 5) - 2 };
        await write({ ...shifted, name: TEAM_NAMES[(n + TEAM_TASKS.indexOf(plan)) % TEAM_NAMES.length]! }, member.id, {
          userId: member.userId ?? manager.userId,
          name: nameOf(member),
        });
      }
      n++;
    }
    // The manager's own task from HR.
    await write(
      {
        name: 'Submit the team’s 2027 training needs',
        instructions: 'One line per person: course, reason, estimated cost.',
        weight: 6,
        priority: 'high',
        start: -7,
        due: 7,
        status: 'in_progress',
        progress: 40,
      },
      manager.employeeId,
      { userId: manager.userId, name: nameOf(manager) },
    );

    // The wider company's tasks and recurring series over the last three months, in a few multi-row inserts.
    const others = await seedRepo.othersThan(tx, company.id, manager.employeeId);
    const calendar = await seriesRepo.companyCalendar(tx, company.id);
    await seedRepo.insertVolume(
      tx,
      planVolume({
        companyId: company.id,
        today,
        now,
        hr: { userId: hr.userId, name: nameOf(hr) },
        people: others.map((p) => ({ ...p, name: nameOf(p) })),
        workingWeekdays: workingWeekdaysOf(calendar.workingDays),
        oneOffs: VOLUME_ONE_OFFS,
      }),
    );

    const hrName = nameOf(hr);
    const townHall = await announcementsRepo.insertAnnouncement(tx, {
      companyId: company.id,
      title: 'Quarterly town hall on Thursday',
      body: 'The whole company meets in the main hall at 2 pm.\nThe leadership team will present the results of the quarter and the plans for next year.\nRemote colleagues receive a video link by email.',
      audience: 'everyone',
      priority: 'high',
      pinned: true,
      status: 'published',
      publishedAt: new Date(now.getTime() - 3 * 86_400_000),
      authorUserId: hr.userId,
      authorName: hrName,
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
      updatedAt: new Date(now.getTime() - 3 * 86_400_000),
    });
    for (const reader of [hr, manager]) await announcementsRepo.markRead(tx, company.id, townHall.id, reader.userId, now);
    const policy = await announcementsRepo.insertAnnouncement(tx, {
      companyId: company.id,
      title: 'New leave request rules from next month',
      body: 'Annual leave of more than five days needs two weeks’ notice.\nPlease plan your December leave with your manager before the 10th.',
      audience: 'departments',
      status: 'published',
      publishedAt: new Date(now.getTime() - 86_400_000),
      authorUserId: hr.userId,
      authorName: hrName,
      createdAt: new Date(now.getTime() - 86_400_000),
      updatedAt: new Date(now.getTime() - 86_400_000),
    });
    await announcementsRepo.replaceAudience(tx, company.id, policy.id, [...new Set([employee.departmentId, manager.departmentId])], []);
    const day = 86_400_000;
    // One scheduled for the day after tomorrow (the job publishes it then), one expired, one draft.
    await announcementsRepo.insertAnnouncement(tx, {
      companyId: company.id,
      title: 'Fire drill next week',
      body: 'The alarm will sound at 10 am.\nLeave by the nearest exit and gather in the car park.',
      audience: 'everyone',
      priority: 'urgent',
      status: 'scheduled',
      publishedAt: new Date(now.getTime() + 2 * day),
      authorUserId: hr.userId,
      authorName: hrName,
      createdAt: new Date(now.getTime() - day),
      updatedAt: new Date(now.getTime() - day),
    });
    const closed = await announcementsRepo.insertAnnouncement(tx, {
      companyId: company.id,
      title: 'Office closed for the public holiday',
      body: 'The office is closed on the holiday. Urgent requests go to the duty manager.',
      audience: 'everyone',
      priority: 'normal',
      status: 'published',
      publishedAt: new Date(now.getTime() - 12 * day),
      expiresAt: new Date(now.getTime() - 5 * day),
      authorUserId: hr.userId,
      authorName: hrName,
      createdAt: new Date(now.getTime() - 12 * day),
      updatedAt: new Date(now.getTime() - 12 * day),
    });
    for (const reader of [hr, manager, employee]) await announcementsRepo.markRead(tx, company.id, closed.id, reader.userId, now);
    await announcementsRepo.insertAnnouncement(tx, {
      companyId: company.id,
      title: 'Summer working hours (draft)',
      body: 'From June the working day ends at 3 pm on Fridays.',
      audience: 'everyone',
      priority: 'low',
      status: 'draft',
      authorUserId: hr.userId,
      authorName: hrName,
      createdAt: now,
      updatedAt: now,
    });
  },
};
