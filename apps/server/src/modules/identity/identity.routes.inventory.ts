import { randomUUID } from 'node:crypto';
import type { RouteInventory } from '../../platform/auth/index.js';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client.js';
import { twoFactorRequiredRoles } from './two-factor.table.js';

/**
 * The access every route of sign-in, sessions, invitations and access links (/api/auth, /api/identity) declares, and the rows of another company its 404 probes name
 * (collected by platform/auth/route-inventory.api.test.ts).
 */
export const routeInventory: RouteInventory = {
  // A role nobody holds that requires two-factor sign-in, so the tenancy sweep sees the table.
  foreignRows: async (tx, { companyId }) => {
    const [role] = await selectRows<{ id: string }>(
      tx,
      sql`insert into roles (company_id, name) values (${companyId}, ${`Two-factor probe ${randomUUID()}`}) returning id`,
    );
    await tx.insert(twoFactorRequiredRoles).values({ companyId, roleId: role!.id });
    return { twoFactorRoleId: role!.id };
  },
  routes: {
    'POST /api/auth/login/': { access: 'public' },
    'POST /api/auth/login/two-factor': { access: 'public' },
    'POST /api/auth/token/refresh/': { access: 'public' },
    'POST /api/auth/logout': { access: 'public' },
    'POST /api/auth/register': { access: 'public' },
    'POST /api/auth/register/confirm': { access: 'public' },
    'POST /api/auth/forgot-password': { access: 'public' },
    'POST /api/auth/reset-password': { access: 'public' },
    'POST /api/auth/invitations/accept': { access: 'public' },
    'POST /api/auth/invitations/decline': { access: 'public' },
    'POST /api/auth/change-password': { access: 'signed-in' },
    'POST /api/auth/unlock': { access: 'signed-in' },
    'GET /api/auth/me': { access: 'signed-in' },
    'POST /api/auth/switch-company': { access: 'signed-in', foreign: { body: (f) => ({ companyId: f.companyId }) } },
    'GET /api/identity/sessions': { access: 'signed-in' },
    'DELETE /api/identity/sessions/:id': { access: 'signed-in', foreign: { params: (f) => ({ id: f.sessionId }) } },
    'POST /api/identity/sessions/sign-out-others': { access: 'signed-in' },
    'GET /api/identity/two-factor': { access: 'signed-in' },
    'POST /api/identity/two-factor/setup': { access: 'signed-in' },
    'POST /api/identity/two-factor/confirm': { access: 'signed-in' },
    'POST /api/identity/two-factor/recovery-codes': { access: 'signed-in' },
    'POST /api/identity/two-factor/disable': { access: 'signed-in' },
    'GET /api/identity/two-factor/roles': { access: 'access.roles:read' },
    'PUT /api/identity/two-factor/roles': { access: 'access.roles:update', foreign: { body: (f) => ({ roleIds: [f.roleId] }) } },
    'POST /api/identity/invitations': {
      access: 'identity.users:create',
      foreign: { body: (f) => ({ email: `${randomUUID()}@example.test`, name: 'Probe', roleIds: [f.roleId] }) },
    },
    'POST /api/identity/members/:memberId/access-link': {
      access: 'identity.users:update',
      foreign: { params: (f) => ({ memberId: f.memberId }), body: () => ({ send: false }) },
    },
  },
};
