import type { RouteInventory } from '../../platform/auth/index.js';
import { dashboardLayouts } from './workspace.table.js';

/**
 * The workspace's routes are every member's own: signed in, with nothing of another company to
 * name. Its one table still gets a row, for the tenancy sweep.
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId, userId }) => {
    await tx.insert(dashboardLayouts).values({ companyId, userId, cardOrder: [], hidden: ['people.headcount'] });
    return {};
  },
  routes: {
    'GET /api/workspace/dashboard': { access: 'signed-in' },
    'PUT /api/workspace/dashboard/layout': { access: 'signed-in' },
    'GET /api/workspace/calendar': { access: 'signed-in' },
  },
};
