import { randomUUID } from 'node:crypto';
import type { RouteInventory } from '../../platform/auth/index.js';
import { savedReports } from './reports.table.js';

const reportDefinition = { columns: ['fullName'] };

/**
 * The access every route of the report hub, the report builder and saved reports (/api/people/reports, /api/people/saved-reports) declares, and the rows of another company its 404 probes name
 * (collected by platform/auth/route-inventory.api.test.ts).
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId, userId }) => {
    const [report] = await tx
      .insert(savedReports)
      .values({
        companyId,
        ownerUserId: userId,
        name: `Theirs ${randomUUID()}`,
        definition: { entity: 'employees', columns: ['fullName'], filters: [], groupBy: null, sort: [], includeFormer: false },
      })
      .returning();
    return { savedReportId: report!.id };
  },
  routes: {
    'GET /api/people/reports': { access: 'people.reports:read' },
    'GET /api/people/reports/builder': { access: 'people.reports:read' },
    'POST /api/people/reports/run': { access: 'people.reports:read' },
    'POST /api/people/reports/export': { access: 'people.reports:read' },
    'GET /api/people/reports/employee-details/:id': {
      access: 'people.reports:read',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
    'GET /api/people/reports/employee-details/:id/export': {
      access: 'people.reports:read',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
    'GET /api/people/reports/standard/:key': { access: 'people.reports:read' },
    'GET /api/people/reports/standard/:key/export': { access: 'people.reports:read' },
    'GET /api/people/saved-reports': { access: 'people.reports:read' },
    'POST /api/people/saved-reports': {
      access: 'people.reports:create',
      foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, definition: reportDefinition, sharedWithRoleIds: [f.roleId] }) },
    },
    'GET /api/people/saved-reports/:id': { access: 'people.reports:read', foreign: { params: (f) => ({ id: f.rows.savedReportId! }) } },
    'PATCH /api/people/saved-reports/:id': {
      access: 'people.reports:update',
      foreign: { params: (f) => ({ id: f.rows.savedReportId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'PUT /api/people/saved-reports/:id/shares': {
      access: 'people.reports:update',
      foreign: { params: (f) => ({ id: f.rows.savedReportId! }), body: () => ({ version: 1, roleIds: [] }) },
    },
    'DELETE /api/people/saved-reports/:id': {
      access: 'people.reports:delete',
      foreign: { params: (f) => ({ id: f.rows.savedReportId! }) },
    },
    'GET /api/people/saved-reports/:id/run': {
      access: 'people.reports:read',
      foreign: { params: (f) => ({ id: f.rows.savedReportId! }) },
    },
    'GET /api/people/saved-reports/:id/export': {
      access: 'people.reports:read',
      foreign: { params: (f) => ({ id: f.rows.savedReportId! }) },
    },
  },
};
