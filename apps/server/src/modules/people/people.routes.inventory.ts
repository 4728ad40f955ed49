import { randomUUID } from 'node:crypto';
import type { RouteInventory } from '../../platform/auth/index.js';
import { branches, departments, designations } from '../org/index.js';
import { employeeDocuments, employees, employeeTerminations } from './people.table.js';

/**
 * The access every route of employees, photos, terminations, documents, directories and the HR dashboard (/api/people, GET /api/auth/employees/) declares, and the rows of another company its 404 probes name
 * (collected by platform/auth/route-inventory.api.test.ts).
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId, groupId }) => {
    const [department] = await tx
      .insert(departments)
      .values({ companyId, name: `Their people ${randomUUID()}` })
      .returning();
    const [designation] = await tx
      .insert(designations)
      .values({ companyId, name: 'Their people', departmentId: department!.id })
      .returning();
    const [branch] = await tx
      .insert(branches)
      .values({ companyId, name: `Their people ${randomUUID()}` })
      .returning();
    const [employee] = await tx
      .insert(employees)
      .values({
        companyId,
        groupId,
        firstName: 'Their',
        lastName: 'Employee',
        workEmail: `${randomUUID()}@example.test`,
        departmentId: department!.id,
        designationId: designation!.id,
        branchId: branch!.id,
        hireDate: '2020-01-01',
      })
      .returning();
    const [termination] = await tx
      .insert(employeeTerminations)
      .values({
        companyId,
        employeeId: employee!.id,
        terminationDate: '2030-01-01',
        type: 'other',
        reason: 'Theirs',
        accessEndsAt: new Date('2030-01-02T00:00:00Z'),
        recordedByName: 'Them',
        recordedAt: new Date(),
      })
      .returning();
    const [document] = await tx
      .insert(employeeDocuments)
      .values({
        companyId,
        employeeId: employee!.id,
        title: 'Theirs',
        category: 'contract',
        demo: true,
        fileName: 'theirs.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        uploadedByName: 'Them',
        uploadedAt: new Date(),
      })
      .returning();
    return {
      employeeDepartmentId: department!.id,
      employeeDesignationId: designation!.id,
      employeeId: employee!.id,
      terminationId: termination!.id,
      documentId: document!.id,
    };
  },
  routes: {
    'GET /api/auth/employees/': { access: 'signed-in' },
    'GET /api/people/employees': { access: 'people.employees:read' },
    'GET /api/people/employees/export': { access: 'people.employees:read' },
    'POST /api/people/employees': {
      access: 'people.employees:create',
      foreign: {
        body: (f) => ({
          firstName: 'Probe',
          lastName: 'Probe',
          workEmail: `${randomUUID()}@example.test`,
          departmentId: f.rows.employeeDepartmentId!,
          designationId: f.rows.employeeDesignationId!,
          hireDate: '2024-01-01',
          sendInvitation: false,
        }),
      },
    },
    'GET /api/people/employees/:id': { access: 'people.employees:read', foreign: { params: (f) => ({ id: f.rows.employeeId! }) } },
    'PATCH /api/people/employees/:id': {
      access: 'people.employees:update',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }), body: () => ({ version: 1, firstName: 'Probe' }) },
    },
    'GET /api/people/employees/:id/history': { access: 'people.employees:read', foreign: { params: (f) => ({ id: f.rows.employeeId! }) } },
    'POST /api/people/employees/:id/invitation': {
      access: 'people.employees:update',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
    'GET /api/people/employees/:id/photo': { access: 'people.employees:read', foreign: { params: (f) => ({ id: f.rows.employeeId! }) } },
    'PUT /api/people/employees/:id/photo': { access: 'people.employees:update', foreign: { params: (f) => ({ id: f.rows.employeeId! }) } },
    'DELETE /api/people/employees/:id/photo': {
      access: 'people.employees:update',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
    'POST /api/people/employees/:id/termination': {
      access: 'people.terminations:create',
      foreign: {
        params: (f) => ({ id: f.rows.employeeId! }),
        body: () => ({ terminationDate: '2024-06-30', type: 'other', reason: 'Probe' }),
      },
    },
    'GET /api/people/terminations': { access: 'people.terminations:read' },
    'GET /api/people/terminations/:id': { access: 'people.terminations:read', foreign: { params: (f) => ({ id: f.rows.terminationId! }) } },
    'PATCH /api/people/terminations/:id': {
      access: 'people.terminations:update',
      foreign: { params: (f) => ({ id: f.rows.terminationId! }), body: () => ({ version: 1, reason: 'Probe' }) },
    },
    'POST /api/people/terminations/:id/undo': {
      access: 'people.terminations:delete',
      foreign: { params: (f) => ({ id: f.rows.terminationId! }), body: () => ({ reason: 'Probe' }) },
    },
    'GET /api/people/employees/:id/documents': {
      access: 'people.documents:read',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
    'POST /api/people/employees/:id/documents': {
      access: 'people.documents:create',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
    'GET /api/people/documents/expiring': { access: 'people.documents:read' },
    'GET /api/people/documents/:id/download': { access: 'people.documents:read', foreign: { params: (f) => ({ id: f.rows.documentId! }) } },
    'PATCH /api/people/documents/:id': {
      access: 'people.documents:update',
      foreign: { params: (f) => ({ id: f.rows.documentId! }), body: () => ({ title: 'Probe' }) },
    },
    'DELETE /api/people/documents/:id': { access: 'people.documents:delete', foreign: { params: (f) => ({ id: f.rows.documentId! }) } },
    'GET /api/people/directory': { access: 'signed-in' },
    'GET /api/people/directory/export': { access: 'signed-in' },
    'GET /api/people/celebrations': { access: 'signed-in' },
    'GET /api/people/celebrations/export': { access: 'signed-in' },
    'GET /api/people/dashboard': { access: 'people.reports:read' },
  },
};
