import { randomUUID } from 'node:crypto';
import type { RouteInventory } from '../../platform/auth/index.js';
import { branches } from '../org/index.js';
import { insertForeignEmployee } from '../people/index.js';
import {
  routinesAttendance,
  routinesHolidays,
  routinesLeaveRequests,
  routinesLeaveTypes,
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
    // An attendance record too, for the tenancy sweep (every tenant table holds a row of the other company).
    await tx
      .insert(routinesAttendance)
      .values({ companyId, employeeId: employee.id, workDate: '2026-12-01', clockIn: new Date('2026-12-01T05:00:00Z') });
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
    return {
      routinesWhistleCaseId: whistle!.id,
      routinesHolidayId: holiday!.id,
      routinesBranchId: branch!.id,
      routinesLeaveTypeId: type!.id,
      routinesEmployeeId: employee.id,
      routinesLeaveRequestId: request!.id,
    };
  },
  routes: {
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
    'GET /api/routines/attendance/me': { access: 'routines.attendance:read' },
    'GET /api/routines/attendance/me/history': { access: 'routines.attendance:read' },
    'POST /api/routines/attendance/clock-in': { access: 'routines.attendance:create' },
    'POST /api/routines/attendance/clock-out': { access: 'routines.attendance:create' },
    'GET /api/routines/attendance/day-sheet': { access: 'routines.attendance:read' },
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
    'POST /api/routines/leave-requests/:id/cancel': {
      access: 'routines.leave-requests:update',
      foreign: { params: (f) => ({ id: f.rows.routinesLeaveRequestId! }), body: () => ({ version: 1 }) },
    },
  },
};
