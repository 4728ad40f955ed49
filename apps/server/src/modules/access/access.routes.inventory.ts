import { randomUUID } from 'node:crypto';
import type { RouteInventory } from '../../platform/auth/index.js';

/**
 * The access every route of roles, grants, members and the audit log (/api/access) declares, and the rows of another company its 404 probes name
 * (collected by platform/auth/route-inventory.api.test.ts).
 */
export const routeInventory: RouteInventory = {
  routes: {
    'GET /api/access/permissions': { access: 'access.roles:read' },
    'GET /api/access/roles': { access: 'access.roles:read' },
    'POST /api/access/roles': {
      access: 'access.roles:create',
      foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, copyFromRoleId: f.roleId }) },
    },
    'GET /api/access/roles/:id': { access: 'access.roles:read', foreign: { params: (f) => ({ id: f.roleId }) } },
    'PATCH /api/access/roles/:id': {
      access: 'access.roles:update',
      foreign: { params: (f) => ({ id: f.roleId }), body: () => ({ version: 1, colour: '#000000' }) },
    },
    'DELETE /api/access/roles/:id': { access: 'access.roles:delete', foreign: { params: (f) => ({ id: f.roleId }) } },
    'PUT /api/access/roles/:id/grants': {
      access: 'access.roles:update',
      foreign: { params: (f) => ({ id: f.roleId }), body: () => ({ version: 1, grants: [] }) },
    },
    'POST /api/access/roles/:id/copy-grants': {
      access: 'access.roles:update',
      foreign: { params: (f) => ({ id: f.roleId }), body: (_f, own) => ({ version: 1, fromRoleId: own.ownRoleId }) },
    },
    'GET /api/access/roles/:id/members': { access: 'access.role-members:read', foreign: { params: (f) => ({ id: f.roleId }) } },
    'POST /api/access/roles/:id/members': {
      access: 'access.role-members:create',
      foreign: { params: (f) => ({ id: f.roleId }), body: (_f, own) => ({ memberIds: [own.ownMemberId] }) },
    },
    'DELETE /api/access/roles/:id/members/:memberId': {
      access: 'access.role-members:delete',
      foreign: { params: (f) => ({ id: f.roleId, memberId: f.memberId }) },
    },
    'GET /api/access/members': { access: 'access.role-members:read', foreign: { query: (f) => `roleId=${f.roleId}` } },
    'GET /api/access/matrix': { access: 'access.roles:read' },
    'GET /api/access/audit-events': { access: 'access.audit-log:read' },
  },
};
