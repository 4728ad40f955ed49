import type { RouteInventory } from '../../../platform/auth/index.js';
import { employeeImports } from './import.table.js';

/**
 * The access every route of the bulk import of employees (/api/people/imports) declares, and the rows of another company its 404 probes name
 * (collected by platform/auth/route-inventory.api.test.ts).
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId, userId }) => {
    const [imported] = await tx
      .insert(employeeImports)
      .values({
        companyId,
        createdBy: userId,
        fileName: 'theirs.csv',
        format: 'csv',
        file: Buffer.from('Email\na@b.test\n'),
        headers: ['Email'],
        totalRows: 1,
      })
      .returning();
    return { importId: imported!.id };
  },
  routes: {
    'GET /api/people/imports/fields': { access: 'people.employees:create' },
    'GET /api/people/imports': { access: 'people.employees:create' },
    'POST /api/people/imports': { access: 'people.employees:create' },
    'GET /api/people/imports/:id': { access: 'people.employees:create', foreign: { params: (f) => ({ id: f.rows.importId! }) } },
    'POST /api/people/imports/:id/preview': {
      access: 'people.employees:create',
      foreign: { params: (f) => ({ id: f.rows.importId! }), body: () => ({ mapping: { Email: 'workEmail' } }) },
    },
    'GET /api/people/imports/:id/issues': { access: 'people.employees:create', foreign: { params: (f) => ({ id: f.rows.importId! }) } },
    'POST /api/people/imports/:id/run': {
      access: 'people.employees:create',
      foreign: { params: (f) => ({ id: f.rows.importId! }), body: () => ({ mode: 'valid_only' }) },
    },
    'GET /api/people/imports/:id/failed-rows': {
      access: 'people.employees:create',
      foreign: { params: (f) => ({ id: f.rows.importId! }) },
    },
  },
};
