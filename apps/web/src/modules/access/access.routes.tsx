import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';

const ns = 'access';

/** Roles and permissions (Settings). */
export const accessRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'permissions', '/permissions', {
      load: () => import('./pages/permissions-page').then((m) => ({ Screen: m.PermissionsPage })),
      permission: 'access.roles:read',
    }),
  ],
};
