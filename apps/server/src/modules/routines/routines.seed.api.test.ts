import type {
  MeetingDetail,
  MeetingPage,
  WhistleCasePage,
  AttendanceHistoryPage,
  CorrectionPage,
  MonthlySummary,
  DaySheet,
  ExpenseClaimPage,
  HolidayPage,
  LeaveAdjustment,
  LeaveBalances,
  LeaveRequestPage,
} from '@hcims/contracts/routines';
import type { TaskPage } from '@hcims/contracts/tasks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed.js';
import { demoSeeds } from '../../modules.js';
import { bearer, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { DEMO_PASSWORD } from '../identity/index.js';

describeEachDatabase('the demo company’s holidays and leave', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    t = await peopleTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const as = async (email: string) => {
    const access = (await signIn(t.app, email, DEMO_PASSWORD)).access;
    return async <T>(url: string) => {
      const res = await t.app.inject({ url, headers: bearer(access) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    };
  };

  it('has this year’s holidays, a pending request for the manager, and the employee’s history and balances', async () => {
    const employee = await as('employee@meridiancrest.example');
    const balances = await employee<LeaveBalances>('/api/routines/leave-balances');
    expect(balances.items.map((b) => b.leaveTypeBuiltin)).toEqual(['annual', 'sick', 'unpaid']);
    const holidays = await employee<HolidayPage>(`/api/routines/holidays?year=${balances.year}`);
    expect(holidays.items.map((h) => h.description)).toContain('National Day');

    const manager = await as('manager@meridiancrest.example');
    const pending = await manager<LeaveRequestPage>('/api/routines/leave-approvals?status=pending');
    expect(pending.total).toBe(2);
    expect(pending.items.every((r) => r.canDecide)).toBe(true);

    const mine = await employee<LeaveRequestPage>('/api/routines/leave-requests');
    expect(mine.items.filter((r) => r.status === 'approved').length).toBeGreaterThanOrEqual(2);
    expect(mine.items.some((r) => r.status === 'rejected' && r.decisionReason)).toBe(true);

    const history = await employee<AttendanceHistoryPage>('/api/routines/attendance/me/history');
    expect(history.total).toBeGreaterThan(5);
    const sheet = await manager<DaySheet>('/api/routines/attendance/day-sheet');
    expect(sheet.total).toBeGreaterThan(3);
  });

  it('has three months of attendance, a correction waiting for the manager, and an HR balance adjustment', async () => {
    const employee = await as('employee@meridiancrest.example');
    const history = await employee<AttendanceHistoryPage>('/api/routines/attendance/me/history?pageSize=100');
    const dates = history.items.map((r) => r.workDate).sort();
    const span = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000;
    expect(span).toBeGreaterThanOrEqual(80);
    expect(history.total).toBeGreaterThan(45);

    const manager = await as('manager@meridiancrest.example');
    const corrections = await manager<CorrectionPage>('/api/routines/attendance/corrections?status=pending');
    expect(corrections.total).toBe(1);
    expect(corrections.items[0]).toMatchObject({ status: 'pending', canDecide: true });
    expect(corrections.items[0]!.reason.length).toBeGreaterThan(10);

    // Three months ago the staff already clocked in: the summary of that month has days present.
    const hr = await as('hr@meridiancrest.example');
    const back = new Date(Date.parse(dates[0]!) + 15 * 86_400_000).toISOString().slice(0, 7);
    const summary = await hr<MonthlySummary>(`/api/routines/attendance/summary?month=${back}&pageSize=100`);
    expect(summary.items.filter((r) => r.daysPresent > 0).length).toBeGreaterThan(3);

    // The teammate with a pending sick day also had two days added by HR, with the reason kept.
    const { year } = await employee<LeaveBalances>('/api/routines/leave-balances');
    const pending = await manager<LeaveRequestPage>('/api/routines/leave-approvals?status=pending');
    const adjusted = [];
    for (const request of pending.items)
      adjusted.push(...(await hr<LeaveAdjustment[]>(`/api/routines/leave-adjustments?employeeId=${request.employeeId}&year=${year}`)));
    expect(adjusted).toEqual([expect.objectContaining({ kind: 'adjustment', days: 2, leaveTypeName: expect.any(String) })]);
    expect(adjusted[0]!.reason).toContain('stock count');
  });

  it('has expense claims in every status with their receipts', async () => {
    const hr = await as('hr@meridiancrest.example');
    const claims = await hr<ExpenseClaimPage>('/api/routines/expense-claims?pageSize=50');
    expect(new Set(claims.items.map((c) => c.status))).toEqual(
      new Set(['submitted', 'manager_approved', 'approved', 'rejected', 'withdrawn', 'payroll_queued', 'paid']),
    );
    expect(claims.items.every((c) => c.receipts.length > 0)).toBe(true);
    const employee = await as('employee@meridiancrest.example');
    const mine = await employee<ExpenseClaimPage>('/api/routines/expense-claims?mine=true&status=draft');
    expect(mine.total).toBe(1);
    const receipt = await t.app.inject({
      url: `/api/routines/expense-receipts/${mine.items[0]!.receipts[0]!.id}`,
      headers: bearer((await signIn(t.app, 'employee@meridiancrest.example', DEMO_PASSWORD)).access),
    });
    expect(receipt.body.startsWith('%PDF-')).toBe(true);
  });

  it('has a month of meetings, past and upcoming, with attendees, decisions, action items and a file, and two whistle cases', async () => {
    const employee = await as('employee@meridiancrest.example');
    const meetings = await employee<MeetingPage>('/api/routines/meetings?pageSize=50');
    expect(meetings.total).toBeGreaterThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(meetings.items.some((m) => m.date < today)).toBe(true);
    expect(meetings.items.some((m) => m.date > today)).toBe(true);
    const review = meetings.items.find((m) => m.title === 'Monthly sales review')!;
    const detail = await employee<MeetingDetail>(`/api/routines/meetings/${review.id}`);
    expect(detail.attendees.length).toBeGreaterThanOrEqual(2);
    expect(detail.decisions).not.toBe('');
    expect(detail.actionItems.length).toBe(2);
    // Turned into tasks at the meeting: the meeting shows each task's status, and the task is the assignee's.
    expect(detail.actionItems.every((i) => i.taskId !== null && i.task?.status === 'pending')).toBe(true);
    expect(detail.actionItems.some((i) => i.task?.overdue)).toBe(true);
    const mine = await employee<TaskPage>('/api/tasks/tasks?mine=true&q=pipeline');
    expect(mine.items.map((t) => t.id)).toContain(detail.actionItems.find((i) => i.description.includes('pipeline'))!.taskId);
    const weekly = meetings.items.filter((m) => m.title === 'Team weekly' && m.date < today);
    const open = await employee<MeetingDetail>(`/api/routines/meetings/${weekly[0]!.id}`);
    expect(open.actionItems.map((i) => i.taskId)).toEqual([null]);
    expect(detail.attachments.map((a) => a.fileName)).toEqual(['sales-figures.pdf']);
    const owner = await as('owner@meridiancrest.example');
    const cases = await owner<WhistleCasePage>('/api/routines/whistle/cases?pageSize=50');
    expect(cases.items.map((c) => c.anonymous).sort()).toEqual([false, true]);
  });
});
