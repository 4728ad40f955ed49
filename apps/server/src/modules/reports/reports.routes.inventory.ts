import { randomUUID } from 'node:crypto';
import type { ForeignIds, RouteInventory } from '../../platform/auth/index.js';
import { savedReports } from './reports.table.js';

const reportDefinition = { columns: ['fullName'] };

type Routes = RouteInventory['routes'];

/** The hub, builder, unsaved and ready-made reports under a prefix (ADR 0108). */
function reportRoutes(prefix: string, access: 'signed-in' | 'people.reports:read'): Routes {
  return {
    [`GET ${prefix}`]: { access },
    [`GET ${prefix}/builder`]: { access },
    [`POST ${prefix}/run`]: { access },
    [`POST ${prefix}/export`]: { access },
    [`GET ${prefix}/standard/:key`]: { access },
    [`GET ${prefix}/standard/:key/export`]: { access },
  };
}

/** Saved reports under a prefix: people.reports actions whatever the report's entity. */
function savedReportRoutes(prefix: string): Routes {
  const saved = { params: (f: ForeignIds) => ({ id: f.rows.savedReportId! }) };
  return {
    [`GET ${prefix}`]: { access: 'people.reports:read' },
    [`POST ${prefix}`]: {
      access: 'people.reports:create',
      foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, definition: reportDefinition, sharedWithRoleIds: [f.roleId] }) },
    },
    [`GET ${prefix}/:id`]: { access: 'people.reports:read', foreign: saved },
    [`PATCH ${prefix}/:id`]: { access: 'people.reports:update', foreign: { ...saved, body: () => ({ version: 1, name: 'Probe' }) } },
    [`PUT ${prefix}/:id/shares`]: { access: 'people.reports:update', foreign: { ...saved, body: () => ({ version: 1, roleIds: [] }) } },
    [`DELETE ${prefix}/:id`]: { access: 'people.reports:delete', foreign: saved },
    [`GET ${prefix}/:id/run`]: { access: 'people.reports:read', foreign: saved },
    [`GET ${prefix}/:id/export`]: { access: 'people.reports:read', foreign: saved },
  };
}

/**
 * The access every route of the report hub, the report builder and saved reports declares, under
 * the neutral prefixes and the people aliases (ADR 0108),, and the rows of another company its 404 probes name
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
    ...reportRoutes('/api/reports', 'signed-in'),
    ...savedReportRoutes('/api/saved-reports'),
    ...reportRoutes('/api/people/reports', 'people.reports:read'),
    ...savedReportRoutes('/api/people/saved-reports'),
    // People's own report of one employee, beside the aliases.
    'GET /api/people/reports/employee-details/:id': {
      access: 'people.reports:read',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
    'GET /api/people/reports/employee-details/:id/export': {
      access: 'people.reports:read',
      foreign: { params: (f) => ({ id: f.rows.employeeId! }) },
    },
  },
};
