import type { RouteInventory } from '../../platform/auth/index.js';
import { branches } from '../org/index.js';
import { insertForeignEmployee } from '../people/index.js';
import {
  announcementBranches,
  announcementDepartments,
  announcementReads,
  announcements,
  taskComments,
  taskCoworkers,
  taskReassignments,
  tasks,
  taskSeries,
  taskUpdates,
} from './tasks.table.js';
import { announcementAttachments, taskAttachments } from './attachments.table.js';

/**
 * The access every /api/tasks route declares, and a task and an announcement of another company
 * (route-inventory.api.test.ts collects this file and probes each route for 401, 403 and 404).
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId, groupId, userId }) => {
    const { department, employee } = await insertForeignEmployee(tx, { companyId, groupId }, 'Assignee');
    const [task] = await tx
      .insert(tasks)
      .values({
        companyId: companyId,
        name: 'Theirs',
        weight: 1,
        priority: 'low',
        startDate: '2026-01-01',
        dueDate: '2026-01-02',
        assigneeId: employee.id,
      })
      .returning();
    const [announcement] = await tx
      .insert(announcements)
      .values({
        companyId: companyId,
        title: 'Theirs',
        body: 'Theirs',
        audience: 'everyone',
        status: 'published',
        publishedAt: new Date(),
        authorName: 'Them',
      })
      .returning();
    const [series] = await tx
      .insert(taskSeries)
      .values({
        companyId,
        name: 'Theirs',
        weight: 1,
        priority: 'low',
        assigneeId: employee.id,
        frequency: 'daily',
        startsOn: '2026-01-01',
      })
      .returning();
    // A row of every other table of the module, for the tenancy sweep (platform/tenancy).
    await tx.insert(taskCoworkers).values({ companyId, taskId: task!.id, employeeId: employee.id });
    const [update] = await tx
      .insert(taskUpdates)
      .values({ companyId, taskId: task!.id, authorName: 'Them', progress: 10, fromStatus: 'pending', status: 'in_progress' })
      .returning();
    const file = { storageKey: 'theirs', fileName: 'theirs.pdf', contentType: 'application/pdf', sizeBytes: 1, uploadedByName: 'Them' };
    const [taskFile] = await tx
      .insert(taskAttachments)
      .values({ companyId, taskId: task!.id, ...file })
      .returning();
    const [announcementFile] = await tx
      .insert(announcementAttachments)
      .values({ companyId, announcementId: announcement!.id, ...file })
      .returning();
    await tx.insert(taskComments).values({ companyId, taskId: task!.id, authorName: 'Them', body: 'Theirs' });
    await tx.insert(taskReassignments).values({ companyId, taskId: task!.id, fromName: 'Them', toName: 'Them', byName: 'Them' });
    await tx.insert(announcementDepartments).values({ companyId, announcementId: announcement!.id, departmentId: department.id });
    await tx.insert(announcementReads).values({ companyId, announcementId: announcement!.id, userId });
    const [branch] = await tx.insert(branches).values({ companyId, name: 'Their branch' }).returning();
    await tx.insert(announcementBranches).values({ companyId, announcementId: announcement!.id, branchId: branch!.id });
    return {
      taskId: task!.id,
      announcementId: announcement!.id,
      seriesId: series!.id,
      taskDepartmentId: department.id,
      taskUpdateId: update!.id,
      taskAttachmentId: taskFile!.id,
      announcementAttachmentId: announcementFile!.id,
    };
  },
  routes: {
    'GET /api/tasks/tasks': { access: 'tasks.tasks:read' },
    'GET /api/tasks/tasks/options': { access: 'tasks.tasks:read' },
    'GET /api/tasks/tasks/export': { access: 'tasks.tasks:read' },
    'POST /api/tasks/tasks': { access: 'tasks.tasks:create' },
    'POST /api/tasks/tasks/bulk': {
      access: 'tasks.tasks:create',
      foreign: {
        body: (f) => ({
          name: 'Probe',
          weight: 1,
          priority: 'low',
          startDate: '2026-01-01',
          dueDate: '2026-01-02',
          departmentId: f.rows.taskDepartmentId!,
        }),
      },
    },
    'GET /api/tasks/tasks/:id/reassignments': { access: 'tasks.tasks:read', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'GET /api/tasks/tasks/:id/mentionable': { access: 'tasks.tasks:read', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'GET /api/tasks/series': { access: 'tasks.tasks:create' },
    'POST /api/tasks/series': { access: 'tasks.tasks:create' },
    'GET /api/tasks/series/:id': { access: 'tasks.tasks:create', foreign: { params: (f) => ({ id: f.rows.seriesId! }) } },
    'PATCH /api/tasks/series/:id': {
      access: 'tasks.tasks:create',
      foreign: { params: (f) => ({ id: f.rows.seriesId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'GET /api/tasks/tasks/:id': { access: 'tasks.tasks:read', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'PATCH /api/tasks/tasks/:id': {
      access: 'tasks.tasks:update',
      foreign: { params: (f) => ({ id: f.rows.taskId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/tasks/tasks/:id': { access: 'tasks.tasks:delete', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'GET /api/tasks/tasks/:id/updates': { access: 'tasks.tasks:read', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'POST /api/tasks/tasks/:id/updates': {
      access: 'tasks.tasks:update',
      foreign: { params: (f) => ({ id: f.rows.taskId! }), body: () => ({ version: 1, progress: 10, status: 'in_progress' }) },
    },
    'GET /api/tasks/tasks/:id/comments': { access: 'tasks.tasks:read', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'POST /api/tasks/tasks/:id/comments': {
      access: 'tasks.tasks:update',
      foreign: { params: (f) => ({ id: f.rows.taskId! }), body: () => ({ body: 'Probe' }) },
    },
    'GET /api/tasks/dashboard': { access: 'tasks.reports:read' },
    'GET /api/tasks/reports/progress': { access: 'tasks.reports:read' },
    'GET /api/tasks/reports/subordinates': { access: 'tasks.reports:read' },
    'GET /api/tasks/reports/progress/export': { access: 'tasks.reports:read' },
    'GET /api/tasks/reports/subordinates/export': { access: 'tasks.reports:read' },
    'GET /api/tasks/announcements': { access: 'tasks.announcements:read' },
    'POST /api/tasks/announcements': { access: 'tasks.announcements:create' },
    'PATCH /api/tasks/announcements/:id': {
      access: 'tasks.announcements:update',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }), body: () => ({ version: 1, title: 'Probe' }) },
    },
    'POST /api/tasks/announcements/:id/publish': {
      access: 'tasks.announcements:update',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }), body: () => ({ version: 1 }) },
    },
    'GET /api/tasks/announcements/audience': { access: 'tasks.announcements:create' },
    'GET /api/tasks/announcements/:id': {
      access: 'tasks.announcements:read',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }) },
    },
    'GET /api/tasks/announcements/:id/readers': {
      access: 'tasks.announcements:update',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }) },
    },
    'POST /api/tasks/announcements/:id/status': {
      access: 'tasks.announcements:update',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }), body: () => ({ to: 'archived', version: 1 }) },
    },
    'POST /api/tasks/announcements/:id/remind': {
      access: 'tasks.announcements:update',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }) },
    },
    'POST /api/tasks/announcements/:id/read': {
      access: 'tasks.announcements:read',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }) },
    },
    'GET /api/tasks/tasks/:id/attachments': { access: 'tasks.tasks:read', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'POST /api/tasks/tasks/:id/attachments': { access: 'tasks.tasks:update', foreign: { params: (f) => ({ id: f.rows.taskId! }) } },
    'POST /api/tasks/tasks/:id/updates/:updateId/attachment': {
      access: 'tasks.tasks:update',
      foreign: { params: (f) => ({ id: f.rows.taskId!, updateId: f.rows.taskUpdateId! }) },
    },
    'GET /api/tasks/tasks/:id/attachments/:attachmentId': {
      access: 'tasks.tasks:read',
      foreign: { params: (f) => ({ id: f.rows.taskId!, attachmentId: f.rows.taskAttachmentId! }) },
    },
    'DELETE /api/tasks/tasks/:id/attachments/:attachmentId': {
      access: 'tasks.tasks:update',
      foreign: { params: (f) => ({ id: f.rows.taskId!, attachmentId: f.rows.taskAttachmentId! }) },
    },
    'GET /api/tasks/announcements/:id/attachments': {
      access: 'tasks.announcements:read',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }) },
    },
    'POST /api/tasks/announcements/:id/attachments': {
      access: 'tasks.announcements:update',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }) },
    },
    'GET /api/tasks/announcements/:id/attachments/:attachmentId': {
      access: 'tasks.announcements:read',
      foreign: { params: (f) => ({ id: f.rows.announcementId!, attachmentId: f.rows.announcementAttachmentId! }) },
    },
    'DELETE /api/tasks/announcements/:id/attachments/:attachmentId': {
      access: 'tasks.announcements:update',
      foreign: { params: (f) => ({ id: f.rows.announcementId!, attachmentId: f.rows.announcementAttachmentId! }) },
    },
    'DELETE /api/tasks/announcements/:id': {
      access: 'tasks.announcements:delete',
      foreign: { params: (f) => ({ id: f.rows.announcementId! }) },
    },
  },
};
