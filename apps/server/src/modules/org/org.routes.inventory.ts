import { randomUUID } from 'node:crypto';
import type { RouteInventory } from '../../platform/auth/index.js';
import { branches, departments, designations } from './org.table.js';

/**
 * The access every route of the company, branches, the group, departments and designations (/api/org, /api/company-Setup) declares, and the rows of another company its 404 probes name
 * (collected by platform/auth/route-inventory.api.test.ts).
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId }) => {
    const [department] = await tx
      .insert(departments)
      .values({ companyId, name: `Theirs ${randomUUID()}` })
      .returning();
    const [designation] = await tx.insert(designations).values({ companyId, name: 'Theirs', departmentId: department!.id }).returning();
    const [branch] = await tx
      .insert(branches)
      .values({ companyId, name: `Theirs ${randomUUID()}` })
      .returning();
    return { departmentId: department!.id, designationId: designation!.id, branchId: branch!.id };
  },
  routes: {
    'GET /api/company-Setup/departments/': { access: 'signed-in' },
    'GET /api/company-Setup/designations/': { access: 'signed-in' },
    'GET /api/org/company': { access: 'org.company:read' },
    'PATCH /api/org/company': { access: 'org.company:update' },
    'GET /api/org/company/logo': { access: 'org.company:read' },
    'PUT /api/org/company/logo': { access: 'org.company:update' },
    'DELETE /api/org/company/logo': { access: 'org.company:update' },
    'GET /api/org/branches': { access: 'org.company:read' },
    'POST /api/org/branches': { access: 'org.company:update' },
    'GET /api/org/branches/:id': { access: 'org.company:read', foreign: { params: (f) => ({ id: f.rows.branchId! }) } },
    'PATCH /api/org/branches/:id': {
      access: 'org.company:update',
      foreign: { params: (f) => ({ id: f.rows.branchId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/org/branches/:id': { access: 'org.company:update', foreign: { params: (f) => ({ id: f.rows.branchId! }) } },
    'GET /api/org/group': { access: 'org.groups:read' },
    'PATCH /api/org/group': { access: 'org.groups:update' },
    'POST /api/org/group/companies': { access: 'org.groups:create' },
    'GET /api/org/departments': { access: 'org.departments:read' },
    'GET /api/org/departments/tree': { access: 'org.departments:read' },
    'POST /api/org/departments': {
      access: 'org.departments:create',
      foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, parentId: f.rows.departmentId! }) },
    },
    'GET /api/org/departments/:id': { access: 'org.departments:read', foreign: { params: (f) => ({ id: f.rows.departmentId! }) } },
    'PATCH /api/org/departments/:id': {
      access: 'org.departments:update',
      foreign: { params: (f) => ({ id: f.rows.departmentId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/org/departments/:id': { access: 'org.departments:delete', foreign: { params: (f) => ({ id: f.rows.departmentId! }) } },
    'GET /api/org/designations': { access: 'org.designations:read' },
    'GET /api/org/designations/chart': { access: 'org.designations:read' },
    'POST /api/org/designations': {
      access: 'org.designations:create',
      foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, departmentId: f.rows.departmentId! }) },
    },
    'GET /api/org/designations/:id': { access: 'org.designations:read', foreign: { params: (f) => ({ id: f.rows.designationId! }) } },
    'PATCH /api/org/designations/:id': {
      access: 'org.designations:update',
      foreign: { params: (f) => ({ id: f.rows.designationId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/org/designations/:id': { access: 'org.designations:delete', foreign: { params: (f) => ({ id: f.rows.designationId! }) } },
  },
};
