import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { bearer, identityTestApp, invitePerson, registerCompany, roleIdByName } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

type Grant = { resource: string; create: boolean; read: boolean; update: boolean; delete: boolean; scope: string };
const grant = (resource: string, actions: string, scope = 'company'): Grant => ({
  resource,
  create: actions.includes('c'),
  read: actions.includes('r'),
  update: actions.includes('u'),
  delete: actions.includes('d'),
  scope,
});

describeEachDatabase('access: roles, grants and members', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }) });
    owner = await registerCompany(app, { companyName: 'Roles Co' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const as = (access: string) => ({
    get: (url: string) => app.inject({ url, headers: bearer(access) }),
    send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) }),
  });
  const createRole = async (name: string, extra: object = {}) => {
    const res = await as(owner.access).send('POST', '/api/access/roles', { name, colour: '#0ea5e9', ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; version: number; grants: Grant[] }>();
  };
  const auditOf = (action: string, targetId: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

  it('lists roles with colour, member count and built-in flag', async () => {
    const res = await as(owner.access).get('/api/access/roles');
    expect(res.statusCode).toBe(200);
    const ownerRole = res.json()[0];
    expect(ownerRole).toMatchObject({ name: 'Owner', builtIn: 'owner', memberCount: 1, colour: expect.stringMatching(/^#[0-9a-f]{6}$/) });
  });

  it('serves the catalogue: every code with label, description, category and risk', async () => {
    const res = await as(owner.access).get('/api/access/permissions');
    expect(res.statusCode).toBe(200);
    const code = res.json().codes.find((c: { code: string }) => c.code === 'access.roles:update');
    expect(code).toMatchObject({ label: expect.any(String), description: expect.any(String), category: 'settings', risk: 'critical' });
    expect(res.json().scopes).toEqual(['own', 'team', 'department', 'company', 'group']);
  });

  it('creates a custom role and saves its grants atomically, with an audit event holding before and after', async () => {
    const role = await createRole('Recruiters');
    expect(role.grants).toEqual([]);
    const grants = [grant('people.employees', 'cru', 'department'), grant('people.documents', 'r', 'department')];
    const saved = await as(owner.access).send('PUT', `/api/access/roles/${role.id}/grants`, { version: role.version, grants });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().grants).toEqual([grants[1], grants[0]]);
    expect(saved.json().version).toBe(role.version + 1);
    const [event] = await auditOf('access.grants-replaced', role.id);
    expect(event).toMatchObject({ actorUserId: owner.user.id, companyId: owner.company.id, before: { grants: [] } });
    expect((event!.after as { grants: Grant[] }).grants).toHaveLength(2);

    // One invalid grant: nothing of the request is saved.
    const bad = await as(owner.access).send('PUT', `/api/access/roles/${role.id}/grants`, {
      version: role.version + 1,
      grants: [grant('people.employees', 'r'), grant('people.nothing', 'r'), grant('org.groups', 'r', 'company')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('ACCESS_GRANT_INVALID');
    expect(bad.json().error.details).toHaveLength(2);
    expect((await as(owner.access).get(`/api/access/roles/${role.id}`)).json().grants).toHaveLength(2);
  });

  it('answers 409 to a stale version', async () => {
    const role = await createRole('Stale Role');
    await as(owner.access).send('PATCH', `/api/access/roles/${role.id}`, { version: role.version, colour: '#111111' });
    const stale = await as(owner.access).send('PUT', `/api/access/roles/${role.id}/grants`, { version: role.version, grants: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
  });

  it('refuses a duplicate role name, whatever its case', async () => {
    await createRole('Auditors');
    const res = await as(owner.access).send('POST', '/api/access/roles', { name: 'AUDITORS' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ACCESS_ROLE_NAME_TAKEN');
  });

  it('copies grants from another role, and creates a role as a copy', async () => {
    const manager = await roleIdByName(app, owner.access, 'Manager');
    const role = await createRole('Team Leads');
    const copied = await as(owner.access).send('POST', `/api/access/roles/${role.id}/copy-grants`, {
      version: role.version,
      fromRoleId: manager,
    });
    expect(copied.statusCode).toBe(200);
    const managerGrants = (await as(owner.access).get(`/api/access/roles/${manager}`)).json().grants;
    expect(copied.json().grants).toEqual(managerGrants);
    expect(await auditOf('access.grants-copied', role.id)).toHaveLength(1);
    const clone = await createRole('Managers Too', { copyFromRoleId: manager });
    expect(clone.grants).toEqual(managerGrants);
  });

  it('shows the matrix of permissions x roles', async () => {
    const res = await as(owner.access).get('/api/access/matrix');
    expect(res.statusCode).toBe(200);
    const { roles, rows } = res.json<{
      roles: { id: string; builtIn: string }[];
      rows: { resource: string; grants: Record<string, Grant> }[];
    }>();
    const ownerId = roles.find((r) => r.builtIn === 'owner')!.id;
    const employeeId = roles.find((r) => r.builtIn === 'employee')!.id;
    expect(rows.every((r) => r.grants[ownerId])).toBe(true);
    const leave = rows.find((r) => r.resource === 'routines.leave-requests')!;
    expect(leave.grants[employeeId]).toMatchObject({ create: true, read: true, scope: 'own' });
    expect(rows.find((r) => r.resource === 'access.roles')!.grants[employeeId]).toBeUndefined();
  });

  it('adds, searches and removes members, with audit events', async () => {
    const role = await createRole('Payroll Clerks');
    const person = await invitePerson(app, database, owner.access, { roleIds: [], name: 'Zainab Searchable' });
    const added = await as(owner.access).send('POST', `/api/access/roles/${role.id}/members`, { memberIds: [person.memberId] });
    expect(added.statusCode).toBe(200);
    expect(added.json().memberCount).toBe(1);
    const found = await as(owner.access).get(`/api/access/members?q=zainab`);
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: person.memberId, name: 'Zainab Searchable', roleIds: [role.id] }] });
    const inRole = await as(owner.access).get(`/api/access/roles/${role.id}/members`);
    expect(inRole.json().items.map((m: { id: string }) => m.id)).toEqual([person.memberId]);
    // Wildcards in the search are taken literally.
    expect((await as(owner.access).get(`/api/access/members?q=%25`)).json().total).toBe(0);
    expect((await as(owner.access).send('DELETE', `/api/access/roles/${role.id}/members/${person.memberId}`)).statusCode).toBe(204);
    expect((await as(owner.access).send('DELETE', `/api/access/roles/${role.id}/members/${person.memberId}`)).statusCode).toBe(404);
    expect(await auditOf('access.members-added', role.id)).toHaveLength(1);
    expect(await auditOf('access.member-removed', role.id)).toHaveLength(1);
  });

  it('applies a role change at the member’s next token refresh at the latest', async () => {
    const role = await createRole('Holiday Planners');
    const person = await invitePerson(app, database, owner.access, { roleIds: [role.id] });
    const holidays = (access: string) => as(access).get('/api/access/roles');
    expect((await holidays(person.access)).statusCode).toBe(403);
    await as(owner.access).send('PUT', `/api/access/roles/${role.id}/grants`, {
      version: role.version,
      grants: [grant('access.roles', 'r')],
    });
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: person.refresh } });
    const next = refreshed.json<{ access: string; refresh: string }>();
    expect((await holidays(next.access)).statusCode).toBe(200);
    // Taken away again: gone after the next refresh.
    await as(owner.access).send('PUT', `/api/access/roles/${role.id}/grants`, { version: role.version + 1, grants: [] });
    const again = (await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: next.refresh } })).json();
    expect((await holidays(again.access)).statusCode).toBe(403);
  });

  it('deletes a custom role with its grants and memberships, but never a built-in one', async () => {
    const role = await createRole('Temporary');
    expect((await as(owner.access).send('DELETE', `/api/access/roles/${role.id}`)).statusCode).toBe(204);
    expect((await as(owner.access).get(`/api/access/roles/${role.id}`)).statusCode).toBe(404);
    expect(await auditOf('access.role-deleted', role.id)).toHaveLength(1);
    for (const name of ['Owner', 'HR admin', 'Manager', 'Employee']) {
      const id = await roleIdByName(app, owner.access, name);
      const res = await as(owner.access).send('DELETE', `/api/access/roles/${id}`);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().error.code).toBe('ACCESS_ROLE_BUILT_IN');
    }
  });

  it('keeps the Owner role complete, its name fixed, and at least one owner', async () => {
    const ownerRole = (await as(owner.access).get('/api/access/roles')).json()[0] as { id: string; version: number };
    const edit = await as(owner.access).send('PUT', `/api/access/roles/${ownerRole.id}/grants`, { version: ownerRole.version, grants: [] });
    expect(edit.json().error.code).toBe('ACCESS_ROLE_LOCKED');
    const rename = await as(owner.access).send('PATCH', `/api/access/roles/${ownerRole.id}`, { version: ownerRole.version, name: 'Boss' });
    expect(rename.json().error.code).toBe('ACCESS_ROLE_BUILT_IN');
    const members = (await as(owner.access).get(`/api/access/roles/${ownerRole.id}/members`)).json().items as { id: string }[];
    const last = await as(owner.access).send('DELETE', `/api/access/roles/${ownerRole.id}/members/${members[0]!.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().error.code).toBe('ACCESS_LAST_OWNER');
  });

  it('never lets anyone hand out more than they hold', async () => {
    // A role manager who may edit roles and members, but holds nothing of payroll.
    const admin = await createRole('Role Admins');
    await as(owner.access).send('PUT', `/api/access/roles/${admin.id}/grants`, {
      version: admin.version,
      grants: [
        grant('access.roles', 'cru'),
        grant('access.role-members', 'crd'),
        grant('identity.users', 'cr'),
        grant('people.employees', 'r', 'team'),
      ],
    });
    const delegate = await invitePerson(app, database, owner.access, { roleIds: [admin.id] });
    const target = (await as(delegate.access).send('POST', '/api/access/roles', { name: 'Sneaky' })).json<{
      id: string;
      version: number;
    }>();
    const escalate = await as(delegate.access).send('PUT', `/api/access/roles/${target.id}/grants`, {
      version: target.version,
      grants: [grant('payroll.payslips', 'r')],
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().error).toMatchObject({ code: 'ACCESS_ESCALATION', details: { permissions: ['payroll.payslips:read'] } });
    const wider = await as(delegate.access).send('PUT', `/api/access/roles/${target.id}/grants`, {
      version: target.version,
      grants: [grant('people.employees', 'r', 'company')],
    });
    expect(wider.statusCode).toBe(403);
    const within = await as(delegate.access).send('PUT', `/api/access/roles/${target.id}/grants`, {
      version: target.version,
      grants: [grant('people.employees', 'r', 'team')],
    });
    expect(within.statusCode).toBe(200);
    // Nor join (or put anyone in) a role that holds more.
    const hrAdmin = await roleIdByName(app, owner.access, 'HR admin');
    const join = await as(delegate.access).send('POST', `/api/access/roles/${hrAdmin}/members`, { memberIds: [delegate.memberId] });
    expect(join.statusCode).toBe(403);
    const invite = await as(delegate.access).send('POST', '/api/identity/invitations', {
      email: 'x@example.test',
      name: 'X',
      roleIds: [hrAdmin],
    });
    expect(invite.statusCode).toBe(403);
    const copy = await as(delegate.access).send('POST', `/api/access/roles/${target.id}/copy-grants`, {
      version: target.version + 1,
      fromRoleId: hrAdmin,
    });
    expect(copy.statusCode).toBe(403);
  });

  it('answers 404 for roles and members of another company, never 403', async () => {
    const other = await registerCompany(app, { companyName: 'Elsewhere Co' });
    const theirRole = (await as(other.access).send('POST', '/api/access/roles', { name: 'Theirs' })).json<{
      id: string;
      version: number;
    }>();
    const theirMember = (await as(other.access).get('/api/access/members')).json().items[0].id as string;
    const mine = await createRole('Mine');
    const checks = [
      await as(owner.access).get(`/api/access/roles/${theirRole.id}`),
      await as(owner.access).send('PUT', `/api/access/roles/${theirRole.id}/grants`, { version: theirRole.version, grants: [] }),
      await as(owner.access).send('POST', `/api/access/roles/${mine.id}/copy-grants`, { version: mine.version, fromRoleId: theirRole.id }),
      await as(owner.access).send('POST', `/api/access/roles/${mine.id}/members`, { memberIds: [theirMember] }),
      await as(owner.access).send('POST', '/api/access/roles', { name: 'Copycat', copyFromRoleId: theirRole.id }),
      await as(owner.access).send('POST', '/api/identity/invitations', { email: 'y@example.test', name: 'Y', roleIds: [theirRole.id] }),
      await as(owner.access).get(`/api/access/members?roleId=${theirRole.id}`),
    ];
    for (const res of checks) expect(res.statusCode, res.body).toBe(404);
    expect((await as(other.access).get(`/api/access/roles/${theirRole.id}`)).json().grants).toEqual([]);
  });

  it('reads the audit log of the own company only', async () => {
    const res = await as(owner.access).get('/api/access/audit-events?limit=100');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { action: string; actorName: string | null }[];
    expect(items.map((i) => i.action)).toEqual(
      expect.arrayContaining(['auth.registered', 'access.grants-replaced', 'access.role-created']),
    );
    expect(items.find((i) => i.action === 'auth.registered')!.actorName).toBe('Test Owner');
    const other = await registerCompany(app);
    const theirs = (await as(other.access).get('/api/access/audit-events')).json().items as { action: string }[];
    expect(theirs.map((i) => i.action).sort()).toEqual(['auth.registered', 'auth.sign-in']);
  });
});
