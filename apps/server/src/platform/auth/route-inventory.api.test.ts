import { randomUUID } from 'node:crypto';
import { permissionCodes, type PermissionCode, type PermissionSet } from '@hcims/contracts/access';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  branches,
  companies,
  departments,
  designations,
  employeeDocuments,
  employeeImports,
  employees,
  employeeTerminations,
  memberships,
  savedReports,
  sessions,
  whatsappMessages,
  whatsappTemplates,
} from '../../db/schema.js';
import { accessPort, roles } from '../../modules/access/index.js';
import { bindCompany } from '../tenancy/index.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { createAccessTokens } from './tokens.js';
import { bearer, identityTestApp, invitePerson, registerCompany, testClock } from './testing.js';
import type { RouteRecord } from './guard.js';

/**
 * The generated permission test. It walks every /api route the app registers (the guard's
 * inventory, collected as routes are added, so routes added later are walked too) and checks:
 * public by declaration, or 401 without a valid token; 403 with a token lacking the declared
 * permission; 404 with an id of another company. A route without an expectation here fails.
 */

type Foreign = { roleId: string; memberId: string; sessionId: string; companyId: string; reporting: ReportingIds; core: CoreIds };
/** Rows of the org and people core in a foreign company. */
type CoreIds = {
  departmentId: string;
  designationId: string;
  branchId: string;
  employeeId: string;
  terminationId: string;
  documentId: string;
};
/** Rows of the people module's reports, imports and WhatsApp in a foreign company. */
type ReportingIds = { importId: string; savedReportId: string; templateId: string; messageId: string };
type Fixtures = { ownRoleId: string; ownMemberId: string };
type ForeignCase = {
  params?: (f: Foreign) => Record<string, string>;
  body?: (f: Foreign, own: Fixtures) => object;
  query?: (f: Foreign) => string;
};
type Expectation =
  /** `signed`: public by declaration but authenticated by a signature (a webhook), so an unsigned call is refused. */
  { access: 'public'; signed?: true } | { access: 'signed-in' | PermissionCode; foreign?: ForeignCase };

const reportDefinition = { columns: ['fullName'] };

const PUBLIC_PREFIXES = ['/api/docs'];

const expectations: Record<string, Expectation> = {
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'POST /api/auth/login/': { access: 'public' },
  'POST /api/auth/token/refresh/': { access: 'public' },
  'POST /api/auth/logout': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/auth/change-password': { access: 'signed-in' },
  'POST /api/auth/unlock': { access: 'signed-in' },
  'GET /api/auth/me': { access: 'signed-in' },
  'POST /api/auth/switch-company': { access: 'signed-in', foreign: { body: (f) => ({ companyId: f.companyId }) } },
  'GET /api/auth/employees/': { access: 'signed-in' },
  'GET /api/company-Setup/departments/': { access: 'signed-in' },
  'GET /api/company-Setup/designations/': { access: 'signed-in' },
  'GET /api/identity/sessions': { access: 'signed-in' },
  'DELETE /api/identity/sessions/:id': { access: 'signed-in', foreign: { params: (f) => ({ id: f.sessionId }) } },
  'POST /api/identity/sessions/sign-out-others': { access: 'signed-in' },
  'POST /api/identity/invitations': {
    access: 'identity.users:create',
    foreign: { body: (f) => ({ email: `${randomUUID()}@example.test`, name: 'Probe', roleIds: [f.roleId] }) },
  },
  'POST /api/identity/members/:memberId/access-link': {
    access: 'identity.users:update',
    foreign: { params: (f) => ({ memberId: f.memberId }), body: () => ({ send: false }) },
  },
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
  // org: company details, logo, branches, group, departments, designations
  'GET /api/org/company': { access: 'org.company:read' },
  'PATCH /api/org/company': { access: 'org.company:update' },
  'GET /api/org/company/logo': { access: 'org.company:read' },
  'PUT /api/org/company/logo': { access: 'org.company:update' },
  'DELETE /api/org/company/logo': { access: 'org.company:update' },
  'GET /api/org/branches': { access: 'org.company:read' },
  'POST /api/org/branches': { access: 'org.company:update' },
  'GET /api/org/branches/:id': { access: 'org.company:read', foreign: { params: (f) => ({ id: f.core.branchId }) } },
  'PATCH /api/org/branches/:id': {
    access: 'org.company:update',
    foreign: { params: (f) => ({ id: f.core.branchId }), body: () => ({ version: 1, name: 'Probe' }) },
  },
  'DELETE /api/org/branches/:id': { access: 'org.company:update', foreign: { params: (f) => ({ id: f.core.branchId }) } },
  'GET /api/org/group': { access: 'org.groups:read' },
  'PATCH /api/org/group': { access: 'org.groups:update' },
  'POST /api/org/group/companies': { access: 'org.groups:create' },
  'GET /api/org/departments': { access: 'org.departments:read' },
  'GET /api/org/departments/tree': { access: 'org.departments:read' },
  'POST /api/org/departments': {
    access: 'org.departments:create',
    foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, parentId: f.core.departmentId }) },
  },
  'GET /api/org/departments/:id': { access: 'org.departments:read', foreign: { params: (f) => ({ id: f.core.departmentId }) } },
  'PATCH /api/org/departments/:id': {
    access: 'org.departments:update',
    foreign: { params: (f) => ({ id: f.core.departmentId }), body: () => ({ version: 1, name: 'Probe' }) },
  },
  'DELETE /api/org/departments/:id': { access: 'org.departments:delete', foreign: { params: (f) => ({ id: f.core.departmentId }) } },
  'GET /api/org/designations': { access: 'org.designations:read' },
  'GET /api/org/designations/chart': { access: 'org.designations:read' },
  'POST /api/org/designations': {
    access: 'org.designations:create',
    foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, departmentId: f.core.departmentId }) },
  },
  'GET /api/org/designations/:id': { access: 'org.designations:read', foreign: { params: (f) => ({ id: f.core.designationId }) } },
  'PATCH /api/org/designations/:id': {
    access: 'org.designations:update',
    foreign: { params: (f) => ({ id: f.core.designationId }), body: () => ({ version: 1, name: 'Probe' }) },
  },
  'DELETE /api/org/designations/:id': { access: 'org.designations:delete', foreign: { params: (f) => ({ id: f.core.designationId }) } },
  // people: employee records, photos, terminations, documents, directories
  'GET /api/people/employees': { access: 'people.employees:read' },
  'GET /api/people/employees/export': { access: 'people.employees:read' },
  'POST /api/people/employees': {
    access: 'people.employees:create',
    foreign: {
      body: (f) => ({
        firstName: 'Probe',
        lastName: 'Probe',
        workEmail: `${randomUUID()}@example.test`,
        departmentId: f.core.departmentId,
        designationId: f.core.designationId,
        hireDate: '2024-01-01',
        sendInvitation: false,
      }),
    },
  },
  'GET /api/people/employees/:id': { access: 'people.employees:read', foreign: { params: (f) => ({ id: f.core.employeeId }) } },
  'PATCH /api/people/employees/:id': {
    access: 'people.employees:update',
    foreign: { params: (f) => ({ id: f.core.employeeId }), body: () => ({ version: 1, firstName: 'Probe' }) },
  },
  'GET /api/people/employees/:id/history': { access: 'people.employees:read', foreign: { params: (f) => ({ id: f.core.employeeId }) } },
  'POST /api/people/employees/:id/invitation': {
    access: 'people.employees:update',
    foreign: { params: (f) => ({ id: f.core.employeeId }) },
  },
  'GET /api/people/employees/:id/photo': { access: 'people.employees:read', foreign: { params: (f) => ({ id: f.core.employeeId }) } },
  'PUT /api/people/employees/:id/photo': { access: 'people.employees:update', foreign: { params: (f) => ({ id: f.core.employeeId }) } },
  'DELETE /api/people/employees/:id/photo': {
    access: 'people.employees:update',
    foreign: { params: (f) => ({ id: f.core.employeeId }) },
  },
  'POST /api/people/employees/:id/termination': {
    access: 'people.terminations:create',
    foreign: {
      params: (f) => ({ id: f.core.employeeId }),
      body: () => ({ terminationDate: '2024-06-30', type: 'other', reason: 'Probe' }),
    },
  },
  'GET /api/people/terminations': { access: 'people.terminations:read' },
  'GET /api/people/terminations/:id': { access: 'people.terminations:read', foreign: { params: (f) => ({ id: f.core.terminationId }) } },
  'PATCH /api/people/terminations/:id': {
    access: 'people.terminations:update',
    foreign: { params: (f) => ({ id: f.core.terminationId }), body: () => ({ version: 1, reason: 'Probe' }) },
  },
  'POST /api/people/terminations/:id/undo': {
    access: 'people.terminations:delete',
    foreign: { params: (f) => ({ id: f.core.terminationId }), body: () => ({ reason: 'Probe' }) },
  },
  'GET /api/people/employees/:id/documents': {
    access: 'people.documents:read',
    foreign: { params: (f) => ({ id: f.core.employeeId }) },
  },
  'POST /api/people/employees/:id/documents': {
    access: 'people.documents:create',
    foreign: { params: (f) => ({ id: f.core.employeeId }) },
  },
  'GET /api/people/documents/expiring': { access: 'people.documents:read' },
  'GET /api/people/documents/:id/download': { access: 'people.documents:read', foreign: { params: (f) => ({ id: f.core.documentId }) } },
  'PATCH /api/people/documents/:id': {
    access: 'people.documents:update',
    foreign: { params: (f) => ({ id: f.core.documentId }), body: () => ({ title: 'Probe' }) },
  },
  'DELETE /api/people/documents/:id': { access: 'people.documents:delete', foreign: { params: (f) => ({ id: f.core.documentId }) } },
  'GET /api/people/directory': { access: 'signed-in' },
  'GET /api/people/directory/export': { access: 'signed-in' },
  'GET /api/people/celebrations': { access: 'signed-in' },
  'GET /api/people/celebrations/export': { access: 'signed-in' },
  // people: HR dashboard, reports, saved reports
  'GET /api/people/dashboard': { access: 'people.reports:read' },
  'GET /api/people/reports': { access: 'people.reports:read' },
  'GET /api/people/reports/builder': { access: 'people.reports:read' },
  'POST /api/people/reports/run': { access: 'people.reports:read' },
  'POST /api/people/reports/export': { access: 'people.reports:read' },
  'GET /api/people/reports/employee-details/:id': {
    access: 'people.reports:read',
    foreign: { params: (f) => ({ id: f.core.employeeId }) },
  },
  'GET /api/people/reports/employee-details/:id/export': {
    access: 'people.reports:read',
    foreign: { params: (f) => ({ id: f.core.employeeId }) },
  },
  'GET /api/people/reports/standard/:key': { access: 'people.reports:read' },
  'GET /api/people/reports/standard/:key/export': { access: 'people.reports:read' },
  'GET /api/people/saved-reports': { access: 'people.reports:read' },
  'POST /api/people/saved-reports': {
    access: 'people.reports:create',
    foreign: { body: (f) => ({ name: `Probe ${randomUUID()}`, definition: reportDefinition, sharedWithRoleIds: [f.roleId] }) },
  },
  'GET /api/people/saved-reports/:id': { access: 'people.reports:read', foreign: { params: (f) => ({ id: f.reporting.savedReportId }) } },
  'PATCH /api/people/saved-reports/:id': {
    access: 'people.reports:update',
    foreign: { params: (f) => ({ id: f.reporting.savedReportId }), body: () => ({ version: 1, name: 'Probe' }) },
  },
  'PUT /api/people/saved-reports/:id/shares': {
    access: 'people.reports:update',
    foreign: { params: (f) => ({ id: f.reporting.savedReportId }), body: () => ({ version: 1, roleIds: [] }) },
  },
  'DELETE /api/people/saved-reports/:id': {
    access: 'people.reports:delete',
    foreign: { params: (f) => ({ id: f.reporting.savedReportId }) },
  },
  'GET /api/people/saved-reports/:id/run': {
    access: 'people.reports:read',
    foreign: { params: (f) => ({ id: f.reporting.savedReportId }) },
  },
  'GET /api/people/saved-reports/:id/export': {
    access: 'people.reports:read',
    foreign: { params: (f) => ({ id: f.reporting.savedReportId }) },
  },
  // people: bulk import of employees
  'GET /api/people/imports/fields': { access: 'people.employees:create' },
  'GET /api/people/imports': { access: 'people.employees:create' },
  'POST /api/people/imports': { access: 'people.employees:create' },
  'GET /api/people/imports/:id': { access: 'people.employees:create', foreign: { params: (f) => ({ id: f.reporting.importId }) } },
  'POST /api/people/imports/:id/preview': {
    access: 'people.employees:create',
    foreign: { params: (f) => ({ id: f.reporting.importId }), body: () => ({ mapping: { Email: 'workEmail' } }) },
  },
  'GET /api/people/imports/:id/issues': { access: 'people.employees:create', foreign: { params: (f) => ({ id: f.reporting.importId }) } },
  'POST /api/people/imports/:id/run': {
    access: 'people.employees:create',
    foreign: { params: (f) => ({ id: f.reporting.importId }), body: () => ({ mode: 'valid_only' }) },
  },
  'GET /api/people/imports/:id/failed-rows': {
    access: 'people.employees:create',
    foreign: { params: (f) => ({ id: f.reporting.importId }) },
  },
  // people: WhatsApp
  'GET /api/people/whatsapp/status': { access: 'people.whatsapp:read' },
  'GET /api/people/whatsapp/templates': { access: 'people.whatsapp:read' },
  'POST /api/people/whatsapp/templates': { access: 'people.whatsapp:create' },
  'GET /api/people/whatsapp/templates/:id': {
    access: 'people.whatsapp:read',
    foreign: { params: (f) => ({ id: f.reporting.templateId }) },
  },
  'PATCH /api/people/whatsapp/templates/:id': {
    access: 'people.whatsapp:create',
    foreign: { params: (f) => ({ id: f.reporting.templateId }), body: () => ({ version: 1, name: 'Probe' }) },
  },
  'DELETE /api/people/whatsapp/templates/:id': {
    access: 'people.whatsapp:create',
    foreign: { params: (f) => ({ id: f.reporting.templateId }) },
  },
  'POST /api/people/whatsapp/preview': {
    access: 'people.whatsapp:read',
    foreign: { body: (f) => ({ employeeId: f.core.employeeId, content: { type: 'text', body: 'Hello {{first_name}}' } }) },
  },
  'POST /api/people/whatsapp/messages': {
    access: 'people.whatsapp:create',
    foreign: { body: (f) => ({ audience: { type: 'everyone' }, content: { type: 'template', templateId: f.reporting.templateId } }) },
  },
  'GET /api/people/whatsapp/messages': { access: 'people.whatsapp:read' },
  'GET /api/people/whatsapp/messages/:id': { access: 'people.whatsapp:read', foreign: { params: (f) => ({ id: f.reporting.messageId }) } },
  'GET /api/people/whatsapp/webhook': { access: 'public', signed: true },
  'POST /api/people/whatsapp/webhook': { access: 'public', signed: true },
};

const allPermissions: PermissionSet = Object.fromEntries(permissionCodes.map((c) => [c.code, 'group' as const]));

/** A department, designation, branch, employee, termination and document of a company, for the 404 probes. */
async function coreRows(tx: Db, companyId: string, groupId: string): Promise<CoreIds> {
  const [department] = await tx
    .insert(departments)
    .values({ companyId, name: `Theirs ${randomUUID()}` })
    .returning();
  const [designation] = await tx.insert(designations).values({ companyId, name: 'Theirs', departmentId: department!.id }).returning();
  const [branch] = await tx
    .insert(branches)
    .values({ companyId, name: `Theirs ${randomUUID()}` })
    .returning();
  const [employee] = await tx
    .insert(employees)
    .values({
      companyId,
      groupId,
      firstName: 'Their',
      lastName: 'Employee',
      workEmail: `${randomUUID()}@example.test`,
      departmentId: department!.id,
      designationId: designation!.id,
      branchId: branch!.id,
      hireDate: '2020-01-01',
    })
    .returning();
  const [termination] = await tx
    .insert(employeeTerminations)
    .values({
      companyId,
      employeeId: employee!.id,
      terminationDate: '2030-01-01',
      type: 'other',
      reason: 'Theirs',
      accessEndsAt: new Date('2030-01-02T00:00:00Z'),
      recordedByName: 'Them',
      recordedAt: new Date(),
    })
    .returning();
  const [document] = await tx
    .insert(employeeDocuments)
    .values({
      companyId,
      employeeId: employee!.id,
      title: 'Theirs',
      category: 'contract',
      demo: true,
      fileName: 'theirs.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      uploadedByName: 'Them',
      uploadedAt: new Date(),
    })
    .returning();
  return {
    departmentId: department!.id,
    designationId: designation!.id,
    branchId: branch!.id,
    employeeId: employee!.id,
    terminationId: termination!.id,
    documentId: document!.id,
  };
}

/** A saved report, an import, a WhatsApp template and message of a company, for the 404 probes. */
async function reportingRows(tx: Db, companyId: string, userId: string): Promise<ReportingIds> {
  const [report] = await tx
    .insert(savedReports)
    .values({
      companyId,
      ownerUserId: userId,
      name: `Theirs ${randomUUID()}`,
      definition: { entity: 'employees', columns: ['fullName'], filters: [], groupBy: null, sort: [], includeFormer: false },
    })
    .returning();
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
  const [template] = await tx
    .insert(whatsappTemplates)
    .values({ companyId, name: 'Theirs', language: 'en', body: 'Hello {{first_name}}' })
    .returning();
  const [message] = await tx
    .insert(whatsappMessages)
    .values({
      companyId,
      audienceType: 'everyone',
      contentType: 'template',
      templateId: template!.id,
      body: template!.body,
      sentByName: 'Them',
    })
    .returning();
  return { importId: imported!.id, savedReportId: report!.id, templateId: template!.id, messageId: message!.id };
}

function expectedOf(route: RouteRecord): Expectation | undefined {
  if (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) return { access: 'public' };
  return expectations[`${route.method} ${route.url}`];
}

function declared(route: RouteRecord): string {
  return route.access.kind === 'permission' ? route.access.code : route.access.kind;
}

function fill(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? randomUUID()).replace(/\*$/, 'x');
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
      reporting: await database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId: other.company.id, userId: null });
        return reportingRows(tx, other.company.id, other.user.id);
      }),
      core: await database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId: other.company.id, userId: null });
        return coreRows(tx, other.company.id, other.company.groupId);
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
        reporting: await reportingRows(tx, sibling!.id, other.user.id),
        core: await coreRows(tx, sibling!.id, owner.company.groupId),
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
    expect(missing, 'routes without an expectation in route-inventory.api.test.ts').toEqual([]);
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

  it('answers public routes without a token, and 401 on every other route without a valid token', async () => {
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

  it('answers 403 with a token lacking the declared permission, and lets the holder through', async () => {
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
      expect(res.statusCode, `${route.url} as a member without roles`).toBe(200);
    }
  });

  it('answers 404, never 403, to an id of another company, even with every permission', async () => {
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
