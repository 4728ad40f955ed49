import type { ModuleNavigation } from '../../shared/lib/registry';

/** access: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const accessNavigation: ModuleNavigation = {
  // Not in the predecessor's sidebar; PRODUCT.md adds it (permission-gated).
  menu: [{ group: 'settings', path: '/permissions', label: 'access:screens.permissions', order: 6, permission: 'access.roles:read' }],
  voice: {
    '/permissions': ['permissions', 'roles and permissions', 'roles', 'user roles', 'access rights'],
  },
};
