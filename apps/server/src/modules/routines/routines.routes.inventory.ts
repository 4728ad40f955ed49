import { randomUUID } from 'node:crypto';
import type { RouteInventory } from '../../platform/auth/index.js';
import { branches } from '../org/index.js';
import { insertForeignEmployee } from '../people/index.js';
import {
  routinesAttendance,
  routinesExpenseCategories,
  routinesExpenseClaims,
  routinesExpenseReceipts,
  routinesExpenseSettings,
  routinesAttendanceCorrections,
  routinesAttendanceSettings,
  routinesHolidays,
  routinesLeaveAdjustments,
  routinesLeaveRequests,
  routinesLeaveTypes,
  routinesMeetingActionItems,
  routinesMeetingAttachments,
  routinesMeetingAttendees,
  routinesMeetings,
  routinesWhistleAttachments,
  routinesWhistleCases,
  routinesWhistleMessages,
} from './routines.table.js';

/**
 * The access every /api/routines route declares, and how to name rows of another company
 * (route-inventory.api.test.ts collects this file and probes each route for 401, 403 and 404).
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId, groupId }) => {
    const [holiday] = await tx
      .insert(routinesHolidays)
      .values({ companyId, date: '2026-12-02', type: 'public', description: 'Theirs' })
      .returning();
    const [branch] = await tx
      .insert(branches)
      .values({ companyId, name: `Their leave ${randomUUID()}` })
      .returning();
    const [type] = await tx
      .insert(routinesLeaveTypes)
      .values({ companyId, name: `Theirs ${randomUUID()}`, allowanceDays: '10', paid: true })
      .returning();
    const { employee } = await insertForeignEmployee(tx, { companyId, groupId }, 'Leaver');
    const [request] = await tx
      .insert(routinesLeaveRequests)
      .values({
        companyId,
        employeeId: employee.id,
        leaveTypeId: type!.id,
        startDate: '2026-03-02',
        endDate: '2026-03-03',
        days: '2',
      })
      .returning();
    await tx
      .insert(routinesLeaveAdjustments)
      .values({ companyId, employeeId: employee.id, leaveTypeId: type!.id, year: 2026, kind: 'adjustment', days: '1', reason: 'Theirs' });
    // An attendance record too, for the tenancy sweep (every tenant table holds a row of the other company).
    const [record] = await tx
      .insert(routinesAttendance)
      .values({ companyId, employeeId: employee.id, workDate: '2026-12-01', clockIn: new Date('2026-12-01T05:00:00Z') })
      .returning();
    await tx.insert(routinesAttendanceSettings).values({ companyId, graceMinutes: 5 });
    const [correction] = await tx
      .insert(routinesAttendanceCorrections)
      .values({
        companyId,
        employeeId: employee.id,
        attendanceId: record!.id,
        workDate: '2026-12-01',
        clockIn: new Date('2026-12-01T04:00:00Z'),
        reason: 'Theirs',
      })
      .returning();
    // Expense rows too: settings, a category, a submitted claim and a receipt.
    await tx.insert(routinesExpenseSettings).values({ companyId, approvalThresholdMinor: 1000 });
    const [category] = await tx
      .insert(routinesExpenseCategories)
      .values({ companyId, name: `Theirs ${randomUUID()}` })
      .returning();
    const [claim] = await tx
      .insert(routinesExpenseClaims)
      .values({
        companyId,
        employeeId: employee.id,
        categoryId: category!.id,
        expenseDate: '2026-03-02',
        amountMinor: 500,
        currency: 'USD',
        companyAmountMinor: 500,
        description: 'Theirs',
        status: 'approved',
      })
      .returning();
    const [receipt] = await tx
      .insert(routinesExpenseReceipts)
      .values({ companyId, claimId: claim!.id, fileName: 'theirs.pdf', contentType: 'application/pdf', sizeBytes: 10 })
      .returning();
    const [whistle] = await tx
      .insert(routinesWhistleCases)
      .values({
        companyId,
        reference: `WB-${randomUUID().slice(0, 8)}`,
        category: 'other',
        description: 'Their report',
        anonymous: true,
        keyHash: randomUUID(),
        receivedOn: '2026-12-01',
      })
      .returning();
    await tx
      .insert(routinesWhistleMessages)
      .values({ companyId, caseId: whistle!.id, seq: 1, author: 'reporter', body: 'Theirs', sentOn: '2026-12-01' });
    // A meeting with an attendee and an action item.
    const [meeting] = await tx
      .insert(routinesMeetings)
      .values({ companyId, title: 'Their meeting', date: '2026-12-01', startTime: '09:00', endTime: '10:00', organiserId: employee.id })
      .returning();
    await tx.insert(routinesMeetingAttendees).values({ companyId, meetingId: meeting!.id, employeeId: employee.id });
    const [item] = await tx
      .insert(routinesMeetingActionItems)
      .values({ companyId, meetingId: meeting!.id, position: 0, description: 'Theirs', assigneeId: employee.id, dueDate: '2026-12-10' })
      .returning();
    const [meetingFile] = await tx
      .insert(routinesMeetingAttachments)
      .values({ companyId, meetingId: meeting!.id, fileName: 'theirs.pdf', contentType: 'application/pdf', sizeBytes: 10 })
      .returning();
    const [whistleFile] = await tx
      .insert(routinesWhistleAttachments)
      .values({
        companyId,
        caseId: whistle!.id,
        author: 'reporter',
        fileName: 'theirs.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        addedOn: '2026-12-01',
      })
      .returning();
    return {
      routinesMeetingAttachmentId: meetingFile!.id,
      routinesWhistleAttachmentId: whistleFile!.id,
      routinesMeetingId: meeting!.id,
      routinesMeetingItemId: item!.id,
      routinesCorrectionId: correction!.id,
      routinesExpenseCategoryId: category!.id,
      routinesExpenseClaimId: claim!.id,
      routinesExpenseReceiptId: receipt!.id,
      routinesWhistleCaseId: whistle!.id,
      routinesHolidayId: holiday!.id,
      routinesBranchId: branch!.id,
      routinesLeaveTypeId: type!.id,
      routinesEmployeeId: employee.id,
      routinesLeaveRequestId: request!.id,
    };
  },
  routes: {
    'GET /api/routines/meetings': { access: 'routines.meetings:read' },
    'POST /api/routines/meetings': { access: 'routines.meetings:create' },
    'GET /api/routines/meetings/:id': {
      access: 'routines.meetings:read',
      foreign: { params: (f) => ({ id: f.rows.routinesMeetingId! }) },
    },
    'PUT /api/routines/meetings/:id': {
      access: 'routines.meetings:update',
      foreign: {
        params: (f) => ({ id: f.rows.routinesMeetingId! }),
        body: (f) => ({
          version: 1,
          title: 'Probe',
          date: '2026-12-01',
          startTime: '09:00',
          endTime: '10:00',
          organiserId: f.rows.routinesEmployeeId!,
        }),
      },
    },
    'DELETE /api/routines/meetings/:id': {
      access: 'routines.meetings:delete',
      foreign: { params: (f) => ({ id: f.rows.routinesMeetingId! }) },
    },
    'POST /api/routines/meetings/:id/action-items/:itemId/task': {
      access: 'routines.meetings:update',
      foreign: { params: (f) => ({ id: f.rows.routinesMeetingId!, itemId: f.rows.routinesMeetingItemId! }) },
    },
    'GET /api/routines/meetings/:id/pdf': {
      access: 'routines.meetings:read',
      foreign: { params: (f) => ({ id: f.rows.routinesMeetingId! }) },
    },
    'POST /api/routines/meetings/:id/attachments': {
      access: 'routines.meetings:update',
      foreign: { params: (f) => ({ id: f.rows.routinesMeetingId! }) },
    },
    'GET /api/routines/meetings/:id/attachments/:attachmentId': {
      access: 'routines.meetings:read',
      foreign: { params: (f) => ({ id: f.rows.routinesMeetingId!, attachmentId: f.rows.routinesMeetingAttachmentId! }) },
    },
    'DELETE /api/routines/meetings/:id/attachments/:attachmentId': {
      access: 'routines.meetings:update',
      foreign: { params: (f) => ({ id: f.rows.routinesMeetingId!, attachmentId: f.rows.routinesMeetingAttachmentId! }) },
    },
    'POST /api/routines/whistle/follow/attachments': { access: 'public' },
    'POST /api/routines/whistle/follow/attachments/:id': { access: 'public' },
    'POST /api/routines/whistle/cases/:id/attachments': {
      access: 'routines.whistle-cases:update',
      foreign: { params: (f) => ({ id: f.rows.routinesWhistleCaseId! }) },
    },
    'GET /api/routines/whistle/attachments/:id': {
      access: 'routines.whistle-cases:read',
      foreign: { params: (f) => ({ id: f.rows.routinesWhistleAttachmentId! }) },
    },
    'POST /api/routines/whistle/reports': { access: 'signed-in' },
    'POST /api/routines/whistle/follow': { access: 'public' },
    'POST /api/routines/whistle/follow/messages': { access: 'public' },
    'GET /api/routines/whistle/cases': { access: 'routines.whistle-cases:read' },
    'GET /api/routines/whistle/cases/:id': {
      access: 'routines.whistle-cases:read',
      foreign: { params: (f) => ({ id: f.rows.routinesWhistleCaseId! }) },
    },
    'POST /api/routines/whistle/cases/:id/status': {
      access: 'routines.whistle-cases:update',
      foreign: { params: (f) => ({ id: f.rows.routinesWhistleCaseId! }), body: () => ({ version: 1, status: 'in-review' }) },
    },
    'POST /api/routines/whistle/cases/:id/messages': {
      access: 'routines.whistle-cases:update',
      foreign: { params: (f) => ({ id: f.rows.routinesWhistleCaseId! }), body: () => ({ body: 'Probe', internal: true }) },
    },
    'GET /api/routines/holidays': { access: 'routines.holidays:read' },
    'GET /api/routines/holidays/export': { access: 'routines.holidays:read' },
    'POST /api/routines/holidays': {
      access: 'routines.holidays:create',
      foreign: { body: (f) => ({ dates: ['2026-05-05'], type: 'other', description: 'Probe', branchId: f.rows.routinesBranchId! }) },
    },
    'POST /api/routines/holidays/import': {
      access: 'routines.holidays:create',
      foreign: {
        body: (f) => ({
          format: 'ics',
          type: 'other',
          branchId: f.rows.routinesBranchId!,
          content: 'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20260505\r\nSUMMARY:Probe\r\nEND:VEVENT\r\n',
          commit: true,
        }),
      },
    },
    'GET /api/routines/holidays/:id': {
      access: 'routines.holidays:read',
      foreign: { params: (f) => ({ id: f.rows.routinesHolidayId! }) },
    },
    'PATCH /api/routines/holidays/:id': {
      access: 'routines.holidays:update',
      foreign: { params: (f) => ({ id: f.rows.routinesHolidayId! }), body: () => ({ version: 1, description: 'Probe' }) },
    },
    'DELETE /api/routines/holidays/:id': {
      access: 'routines.holidays:delete',
      foreign: { params: (f) => ({ id: f.rows.routinesHolidayId! }) },
    },
    'GET /api/routines/dashboard': { access: 'routines.reports:read' },
    'GET /api/routines/reports/:kind': { access: 'routines.reports:read' },
    'GET /api/routines/reports/:kind/export': { access: 'routines.reports:read' },
    'GET /api/routines/attendance/me': { access: 'routines.attendance:read' },
    'GET /api/routines/attendance/me/history': { access: 'routines.attendance:read' },
    'POST /api/routines/attendance/clock-in': { access: 'routines.attendance:create' },
    'POST /api/routines/attendance/clock-out': { access: 'routines.attendance:create' },
    'GET /api/routines/attendance/day-sheet': { access: 'routines.attendance:read' },
    'GET /api/routines/attendance/day-sheet/export': { access: 'routines.attendance:read' },
    'GET /api/routines/attendance/settings': { access: 'routines.attendance:read' },
    'PUT /api/routines/attendance/settings': { access: 'org.company:update' },
    'GET /api/routines/attendance/summary': { access: 'routines.attendance:read' },
    'GET /api/routines/attendance/summary/export': { access: 'routines.attendance:read' },
    'GET /api/routines/attendance/corrections': { access: 'routines.attendance:read' },
    'POST /api/routines/attendance/corrections': { access: 'routines.attendance:create' },
    'POST /api/routines/attendance/corrections/direct': {
      access: 'routines.attendance:update',
      foreign: {
        body: (f) => ({ employeeId: f.rows.routinesEmployeeId!, clockIn: '2026-12-01T04:00:00Z', clockOut: null, reason: 'Probe' }),
      },
    },
    'POST /api/routines/attendance/corrections/:id/decision': {
      access: 'routines.attendance:update',
      foreign: { params: (f) => ({ id: f.rows.routinesCorrectionId! }), body: () => ({ decision: 'approved', version: 1 }) },
    },
    'POST /api/routines/attendance/corrections/:id/cancel': {
      access: 'routines.attendance:create',
      foreign: { params: (f) => ({ id: f.rows.routinesCorrectionId! }), body: () => ({ version: 1 }) },
    },
    'GET /api/routines/leave-types': { access: 'routines.leave-requests:read' },
    'POST /api/routines/leave-types': { access: 'routines.leave-approvals:update' },
    'PATCH /api/routines/leave-types/:id': {
      access: 'routines.leave-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveTypeId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/routines/leave-types/:id': {
      access: 'routines.leave-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveTypeId! }) },
    },
    'GET /api/routines/leave-balances': {
      access: 'routines.leave-requests:read',
      foreign: { query: (f) => `employeeId=${f.rows.routinesEmployeeId!}` },
    },
    'GET /api/routines/leave-days': {
      access: 'routines.leave-requests:read',
      foreign: { query: (f) => `employeeId=${f.rows.routinesEmployeeId!}&startDate=2026-03-02&endDate=2026-03-03` },
    },
    'GET /api/routines/leave-requests': { access: 'routines.leave-requests:read' },
    'POST /api/routines/leave-requests': {
      access: 'routines.leave-requests:create',
      foreign: {
        body: (f) => ({
          employeeId: f.rows.routinesEmployeeId!,
          leaveTypeId: f.rows.routinesLeaveTypeId!,
          startDate: '2026-03-09',
          endDate: '2026-03-09',
        }),
      },
    },
    'GET /api/routines/leave-requests/:id': {
      access: 'routines.leave-requests:read',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveRequestId! }) },
    },
    'GET /api/routines/leave-approvals': { access: 'routines.leave-approvals:read' },
    'POST /api/routines/leave-requests/:id/approve': {
      access: 'routines.leave-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveRequestId! }), body: () => ({ version: 1 }) },
    },
    'POST /api/routines/leave-requests/:id/reject': {
      access: 'routines.leave-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveRequestId! }), body: () => ({ version: 1, reason: 'Probe' }) },
    },
    'GET /api/routines/leave-adjustments': {
      access: 'routines.leave-requests:read',
      foreign: { query: (f) => `employeeId=${f.rows.routinesEmployeeId!}&year=2026` },
    },
    'POST /api/routines/leave-adjustments': {
      access: 'routines.leave-approvals:update',
      foreign: {
        body: (f) => ({
          employeeId: f.rows.routinesEmployeeId!,
          leaveTypeId: f.rows.routinesLeaveTypeId!,
          year: 2026,
          days: 1,
          reason: 'Probe',
        }),
      },
    },
    'GET /api/routines/leave-timeline': { access: 'routines.leave-approvals:read' },
    'POST /api/routines/leave-requests/:id/request-cancel': {
      access: 'routines.leave-requests:update',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveRequestId! }), body: () => ({ version: 1 }) },
    },
    'POST /api/routines/leave-requests/:id/cancel': {
      access: 'routines.leave-requests:update',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveRequestId! }), body: () => ({ version: 1 }) },
    },
    'GET /api/routines/expense-settings': { access: 'routines.expense-claims:read' },
    'PUT /api/routines/expense-settings': { access: 'routines.expense-approvals:update' },
    'GET /api/routines/expense-categories': { access: 'routines.expense-claims:read' },
    'POST /api/routines/expense-categories': { access: 'routines.expense-approvals:update' },
    'PATCH /api/routines/expense-categories/:id': {
      access: 'routines.expense-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseCategoryId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/routines/expense-categories/:id': {
      access: 'routines.expense-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseCategoryId! }) },
    },
    'GET /api/routines/expense-claims': { access: 'routines.expense-claims:read' },
    'GET /api/routines/expense-claims/totals': { access: 'routines.expense-claims:read' },
    'GET /api/routines/expense-claims/export': { access: 'routines.expense-claims:read' },
    'POST /api/routines/expense-claims': {
      access: 'routines.expense-claims:create',
      foreign: {
        body: (f) => ({ categoryId: f.rows.routinesExpenseCategoryId!, expenseDate: '2026-03-02', amountMinor: 100, description: 'Probe' }),
      },
    },
    'GET /api/routines/expense-claims/:id': {
      access: 'routines.expense-claims:read',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }) },
    },
    'PATCH /api/routines/expense-claims/:id': {
      access: 'routines.expense-claims:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }), body: () => ({ version: 1, description: 'Probe' }) },
    },
    'POST /api/routines/expense-claims/:id/submit': {
      access: 'routines.expense-claims:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }), body: () => ({ version: 1 }) },
    },
    'POST /api/routines/expense-claims/:id/withdraw': {
      access: 'routines.expense-claims:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }), body: () => ({ version: 1 }) },
    },
    'POST /api/routines/expense-claims/:id/approve': {
      access: 'routines.expense-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }), body: () => ({ version: 1 }) },
    },
    'POST /api/routines/expense-claims/:id/reject': {
      access: 'routines.expense-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }), body: () => ({ version: 1, reason: 'Probe' }) },
    },
    'POST /api/routines/expense-claims/:id/pay': {
      access: 'routines.expense-approvals:update',
      foreign: {
        params: (f) => ({ id: f.rows.routinesExpenseClaimId! }),
        body: () => ({ version: 1, paidOn: '2026-03-05', reference: 'Probe' }),
      },
    },
    'POST /api/routines/expense-claims/:id/queue-payroll': {
      access: 'routines.expense-approvals:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }), body: () => ({ version: 1, payrollMonth: '2026-04' }) },
    },
    'POST /api/routines/expense-claims/:id/receipts': {
      access: 'routines.expense-claims:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseClaimId! }) },
    },
    'GET /api/routines/expense-receipts/:id': {
      access: 'routines.expense-claims:read',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseReceiptId! }) },
    },
    'DELETE /api/routines/expense-receipts/:id': {
      access: 'routines.expense-claims:update',
      foreign: { params: (f) => ({ id: f.rows.routinesExpenseReceiptId! }) },
    },
  },
};
