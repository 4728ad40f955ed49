import type { RouteInventory } from '../../platform/auth/index.js';

/** The workspace's routes are every member's own: signed in, nothing of another company to name. */
export const routeInventory: RouteInventory = {
  routes: {
    'GET /api/workspace/dashboard': { access: 'signed-in' },
    'PUT /api/workspace/dashboard/layout': { access: 'signed-in' },
    'GET /api/workspace/calendar': { access: 'signed-in' },
  },
};
