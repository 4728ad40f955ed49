import { randomUUID } from 'node:crypto';
import { permissionCodes, type PermissionSet } from '@hcims/contracts/access';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companies, memberships, sessions } from '../../db/schema.js';
import { accessPort, roles } from '../../modules/access/index.js';
import { bindCompany } from '../tenancy/index.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { createAccessTokens } from './tokens.js';
import { bearer, identityTestApp, invitePerson, registerCompany, testClock } from './testing.js';
import type { RouteRecord } from './guard.js';
import type { ForeignIds, OwnIds, RouteExpectation } from './route-inventory.js';
import { collectInventories, foreignRowsOf } from './route-inventory.testing.js';

/**
 * The generated permission test. It walks every /api route the app registers (the guard's
 * inventory, collected as routes are added, so routes added later are walked too) and checks:
 * public by declaration, or 401 without a valid token; 403 with a token lacking the declared
 * permission; 404 with an id of another company. Each module declares what its routes expect in
 * `<m>.routes.inventory.ts` (ServerModule's routes, `RouteInventory`); this file collects them
 * all, and fails on a route without an expectation, an expectation without a route, and a route
 * that two inventories claim.
 */

/** The platform's own routes (health, readiness, the API document); /api/docs is public as a whole. */
const platformRoutes: Record<string, RouteExpectation> = {
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
};
const PUBLIC_PREFIXES = ['/api/docs'];
/** The walks grow with every module's routes (about 0.1 s a route on an idle machine): more than the default 30 s. */
const WALK_TIMEOUT = 180_000;

const inventories = await collectInventories();
const claimedTwice: string[] = [];
const expectations: Record<string, RouteExpectation> = { ...platformRoutes };
for (const { file, inventory } of inventories) {
  for (const [route, expectation] of Object.entries(inventory.routes)) {
    if (route in expectations) claimedTwice.push(`${route} (again in ${file})`);
    expectations[route] = expectation;
  }
}

type Foreign = ForeignIds;
type Fixtures = OwnIds;
type Expectation = RouteExpectation;

const allPermissions: PermissionSet = Object.fromEntries(permissionCodes.map((c) => [c.code, 'group' as const]));

function expectedOf(route: RouteRecord): Expectation | undefined {
  if (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) return { access: 'public' };
  return expectations[`${route.method} ${route.url}`];
}

function declared(route: RouteRecord): string {
  return route.access.kind === 'permission' ? route.access.code : route.access.kind;
}

/** Path parameters that are numbers (chat messages are numbered in their conversation), not ids. */
const numericParams = new Set(['messageId']);

function fill(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? (numericParams.has(name) ? '1' : randomUUID())).replace(/\*$/, 'x');
}

describeEachDatabase('route inventory: every /api route is public by declaration or guarded', (kind) => {
  const SECRET = 'inventory-secret-inventory-secret-inventory';
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock();
  const tokens = createAccessTokens(SECRET, clock.fn);
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let nobody: Awaited<ReturnType<typeof invitePerson>>;
  let own: Fixtures;
  const foreign: Record<string, Foreign> = {};
  let routes: RouteRecord[];

  /** An access token for a session of the owner whose permission snapshot is exactly `permissions`. */
  async function tokenWith(permissions: PermissionSet, options: { revoked?: boolean } = {}): Promise<string> {
    const sid = randomUUID();
    const now = clock.now();
    await database.db.insert(sessions).values({
      id: sid,
      userId: owner.user.id,
      companyId: owner.company.id,
      groupId: owner.company.groupId,
      permissions,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      revokedAt: options.revoked ? now : null,
    });
    const { token } = await tokens.sign({
      userId: owner.user.id,
      companyId: owner.company.id,
      groupId: owner.company.groupId,
      sessionId: sid,
    });
    return token;
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000', JWT_SECRET: SECRET }), clock });
    routes = app.routeInventory;
    owner = await registerCompany(app, { companyName: 'Walker Co' });
    nobody = await invitePerson(app, database, owner.access, { roleIds: [] });
    const ownRole = await app.inject({
      method: 'POST',
      url: '/api/access/roles',
      headers: bearer(owner.access),
      payload: { name: 'Walker Role' },
    });
    own = { ownRoleId: ownRole.json().id, ownMemberId: nobody.memberId };

    // Another group's company, and another company of the owner's own group.
    const other = await registerCompany(app, { companyName: 'Other Group Co' });
    const otherRole = await app.inject({
      method: 'POST',
      url: '/api/access/roles',
      headers: bearer(other.access),
      payload: { name: 'Theirs' },
    });
    const otherMembers = await app.inject({ url: '/api/access/members', headers: bearer(other.access) });
    const [otherSession] = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.user.id));
    foreign['another group'] = {
      roleId: otherRole.json().id,
      memberId: otherMembers.json().items[0].id,
      sessionId: otherSession!.id,
      companyId: other.company.id,
      rows: await database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId: other.company.id, userId: null });
        return foreignRowsOf(inventories, tx, { companyId: other.company.id, groupId: other.company.groupId, userId: other.user.id });
      }),
    };
    const [sibling] = await database.db
      .insert(companies)
      .values({ groupId: owner.company.groupId, name: 'Walker Sibling', countryCode: 'AE', currency: 'AED', timeZone: 'Asia/Dubai' })
      .returning();
    foreign['the same group'] = await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId: sibling!.id, userId: null });
      await accessPort.setUpCompany(tx, sibling!.id);
      const [member] = await tx.insert(memberships).values({ companyId: sibling!.id, userId: other.user.id }).returning();
      await accessPort.assignBuiltIn(tx, sibling!.id, member!.id, 'employee');
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.companyId, sibling!.id)).limit(1);
      return {
        roleId: role!.id,
        memberId: member!.id,
        sessionId: otherSession!.id,
        companyId: sibling!.id,
        rows: await foreignRowsOf(inventories, tx, { companyId: sibling!.id, groupId: owner.company.groupId, userId: other.user.id }),
      };
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('has an expectation for every /api route, and no expectation for a route that does not exist', () => {
    const apiRoutes = routes.filter((r) => r.method !== 'HEAD');
    const missing = apiRoutes.filter((r) => !expectedOf(r)).map((r) => `${r.method} ${r.url}`);
    expect(missing, "routes without an expectation in their module's *.routes.inventory.ts").toEqual([]);
    expect(claimedTwice, 'routes claimed by two inventories').toEqual([]);
    expect(inventories.length).toBeGreaterThanOrEqual(7);
    const known = new Set(apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(expectations).filter((key) => !known.has(key))).toEqual([]);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(Object.keys(expectations).length);
  });

  it('declares on every route exactly the access its expectation names (HEAD like GET)', () => {
    for (const route of routes) {
      const expected = expectedOf(route);
      if (!expected) continue;
      expect(declared(route), `${route.method} ${route.url}`).toBe(expected.access);
    }
  });

  it('answers public routes without a token, and 401 on every other route without a valid token', { timeout: WALK_TIMEOUT }, async () => {
    const revoked = await tokenWith(allPermissions, { revoked: true });
    const invalid: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a refresh token', bearer(owner.refresh)],
      ['a revoked session', bearer(revoked)],
    ];
    for (const route of routes) {
      const request = { method: route.method as InjectOptions['method'], url: fill(route.url) };
      if (route.access.kind === 'public') {
        const res = await app.inject(request);
        const expected = expectedOf(route.method === 'HEAD' ? { ...route, method: 'GET' } : route);
        // A signed public route (a webhook) refuses a call without its signature; others answer it.
        if (expected?.access === 'public' && expected.signed) expect([401, 403], `${route.method} ${route.url}`).toContain(res.statusCode);
        else expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
        continue;
      }
      for (const [what, headers] of invalid) {
        const res = await app.inject({ ...request, headers });
        expect(res.statusCode, `${route.method} ${route.url} with ${what}`).toBe(401);
      }
    }
  });

  it('answers 403 with a token lacking the declared permission, and lets the holder through', { timeout: WALK_TIMEOUT }, async () => {
    const none = await tokenWith({});
    for (const route of routes) {
      if (route.access.kind !== 'permission') continue;
      const code = route.access.code;
      const request = { method: route.method as InjectOptions['method'], url: fill(route.url) };
      const { [code]: _dropped, ...allBut } = allPermissions;
      for (const [what, token] of [
        ['no permission at all', none],
        [`every permission but ${code}`, await tokenWith(allBut)],
      ] as const) {
        const res = await app.inject({ ...request, headers: bearer(token) });
        expect(res.statusCode, `${route.method} ${route.url} with ${what}`).toBe(403);
        if (route.method !== 'HEAD') expect(res.json().error.code).toBe('FORBIDDEN');
      }
      const holder = await app.inject({ ...request, headers: bearer(await tokenWith({ [code]: 'company' })) });
      expect([401, 403], `${route.method} ${route.url} with ${code}`).not.toContain(holder.statusCode);
    }
    // A person with no role at all: every permission route is forbidden, signed-in routes are open.
    for (const route of routes.filter((r) => r.access.kind === 'signed-in' && r.method === 'GET')) {
      const res = await app.inject({ method: 'GET', url: fill(route.url), headers: bearer(nobody.access) });
      // A random id in the path is simply not found: open means never 401/403.
      const open = route.url.includes('/:') ? [200, 404] : [200];
      expect(open, `${route.url} as a member without roles: ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('answers 404, never 403, to an id of another company, even with every permission', { timeout: WALK_TIMEOUT }, async () => {
    const all = await tokenWith(allPermissions);
    let checked = 0;
    for (const route of routes) {
      const expected = expectedOf(route);
      if (!expected || expected.access === 'public' || !('foreign' in expected) || !expected.foreign) continue;
      for (const [where, f] of Object.entries(foreign)) {
        const { params, body, query } = expected.foreign;
        const url = fill(route.url, params?.(f)) + (query ? `?${query(f)}` : '');
        const res = await app.inject({
          method: route.method as InjectOptions['method'],
          url,
          headers: bearer(all),
          ...(body ? { payload: body(f, own) } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url} with an id of ${where}: ${res.body}`).toBe(404);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(24);
    // Nothing of the other companies was changed by the probes.
    const theirs = await app.inject({ url: `/api/access/roles/${own.ownRoleId}`, headers: bearer(all) });
    expect(theirs.statusCode).toBe(200);
  });
});
