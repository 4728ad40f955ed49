import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import {
  branches,
  departments,
  designations,
  employeeDocumentReminders,
  employeeDocuments,
  employeeImports,
  employeeJobHistory,
  employees,
  employeeTerminations,
  roles,
  savedReports,
  savedReportShares,
  whatsappMessages,
  whatsappRecipients,
  whatsappTemplates,
} from '../../db/schema.js';
import { identityTestApp, registerCompany } from '../auth/testing.js';
import { collectInventories, foreignRowsOf } from '../auth/route-inventory.testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { bindCompany, RUNTIME_ROLE, tenantCompany, withTenant, type TenantContext } from './index.js';

const inventories = await collectInventories();

describeEachDatabase('tenancy: row-level security', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantContext;
  let b: TenantContext;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }) });
    for (const name of ['Company A', 'Company B']) {
      const owner = await registerCompany(app, { companyName: name });
      const ctx = { companyId: owner.company.id, groupId: owner.company.groupId, userId: owner.user.id };
      if (name === 'Company A') a = ctx;
      else b = ctx;
      const [dept] = await database.db
        .insert(departments)
        .values({ companyId: ctx.companyId, name: `${name} Sales` })
        .returning();
      await database.db.insert(designations).values({ companyId: ctx.companyId, name: `${name} Rep`, departmentId: dept!.id });
      // One row per tenant table of the org and people core, so the sweep below has something to see.
      const [branch] = await database.db
        .insert(branches)
        .values({ companyId: ctx.companyId, name: `${name} HQ` })
        .returning();
      const [engineer] = await database.db
        .insert(designations)
        .values({ companyId: ctx.companyId, name: `${name} Engineer`, departmentId: dept!.id })
        .returning();
      const [employee] = await database.db
        .insert(employees)
        .values({
          companyId: ctx.companyId,
          groupId: ctx.groupId,
          firstName: 'Sam',
          lastName: name,
          workEmail: `sam@${name.replace(' ', '-').toLowerCase()}.test`,
          departmentId: dept!.id,
          designationId: engineer!.id,
          branchId: branch!.id,
          hireDate: '2020-01-01',
        })
        .returning();
      const at = new Date();
      await database.db.insert(employeeJobHistory).values({
        companyId: ctx.companyId,
        employeeId: employee!.id,
        effectiveOn: '2020-01-01',
        field: 'hired',
        changedByName: 'Test',
        createdAt: at,
      });
      await database.db.insert(employeeTerminations).values({
        companyId: ctx.companyId,
        employeeId: employee!.id,
        terminationDate: '2030-01-01',
        type: 'resignation',
        reason: 'Moving abroad',
        accessEndsAt: new Date('2030-01-02T00:00:00Z'),
        recordedByName: 'Test',
        recordedAt: at,
      });
      const [document] = await database.db
        .insert(employeeDocuments)
        .values({
          companyId: ctx.companyId,
          employeeId: employee!.id,
          title: 'Contract',
          category: 'contract',
          storageKey: '0123456789abcdef0123456789abcdef',
          fileName: 'contract.pdf',
          contentType: 'application/pdf',
          sizeBytes: 10,
          expiresOn: '2030-01-01',
          uploadedByName: 'Test',
          uploadedAt: at,
        })
        .returning();
      await database.db
        .insert(employeeDocumentReminders)
        .values({ companyId: ctx.companyId, documentId: document!.id, daysBefore: 30, expiresOn: '2030-01-01', sentAt: at });
      // One row per tenant table of the people module's reports and imports, so the sweep below has something to see.
      const [role] = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.companyId, ctx.companyId)).limit(1);
      const [report] = await database.db
        .insert(savedReports)
        .values({
          companyId: ctx.companyId,
          ownerUserId: ctx.userId,
          name: `${name} report`,
          definition: { entity: 'employees', columns: ['fullName'], filters: [], groupBy: null, sort: [], includeFormer: false },
        })
        .returning();
      await database.db.insert(savedReportShares).values({ companyId: ctx.companyId, reportId: report!.id, roleId: role!.id });
      await database.db.insert(employeeImports).values({
        companyId: ctx.companyId,
        createdBy: ctx.userId,
        fileName: 'staff.csv',
        format: 'csv',
        headers: ['Email'],
        totalRows: 0,
      });
      // WhatsApp: a template, a message and its recipient (the outbox row).
      const [template] = await database.db
        .insert(whatsappTemplates)
        .values({ companyId: ctx.companyId, name: 'Welcome', language: 'en', body: 'Hello {{first_name}}' })
        .returning();
      const [message] = await database.db
        .insert(whatsappMessages)
        .values({
          companyId: ctx.companyId,
          audienceType: 'employee',
          audienceEmployeeId: employee!.id,
          contentType: 'template',
          templateId: template!.id,
          body: template!.body,
          sentByName: 'Test',
        })
        .returning();
      await database.db.insert(whatsappRecipients).values({
        companyId: ctx.companyId,
        messageId: message!.id,
        employeeId: employee!.id,
        employeeName: 'Sam',
        phone: '971501234567',
        text: 'Hello Sam',
      });
      // And every module's own rows (its route inventory's), so a new module's tables are swept too.
      await database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId: ctx.companyId, userId: null });
        await foreignRowsOf(inventories, tx, ctx);
      });
    }
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const tablesWithCompanyId = async () =>
    (
      await selectRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'company_id' order by table_name`,
      )
    ).map((r) => r.table_name);

  it('ENABLEs and FORCEs row-level security, with a policy, on every table with a company_id', async () => {
    const tables = await tablesWithCompanyId();
    expect(tables).toEqual(
      expect.arrayContaining([
        'audit_events',
        'departments',
        'designations',
        'memberships',
        'role_grants',
        'role_members',
        'roles',
        'sessions',
      ]),
    );
    const rows = await selectRows<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      reachable: boolean;
      policies: number;
    }>(
      database.db,
      sql`select c.relname, c.relrowsecurity, c.relforcerowsecurity,
                 has_table_privilege(${RUNTIME_ROLE}, c.oid, 'select') as reachable,
                 (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'`,
    );
    for (const table of tables) {
      const row = rows.find((r) => r.relname === table)!;
      expect(row, table).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
      expect(row.policies, table).toBeGreaterThan(0);
    }
    // Every table the runtime role can read at all has row-level security (platform tables too).
    for (const row of rows.filter((r) => r.reachable)) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it('runs tenant transactions as a role that is neither superuser, nor table owner, nor able to bypass RLS', async () => {
    const [role] = await selectRows<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
      database.db,
      sql`select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = ${RUNTIME_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
    const [owned] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = ${RUNTIME_ROLE}`,
    );
    expect(owned!.n).toBe(0);
    const [inside] = await withTenant(database, a, (tx) => selectRows<{ who: string }>(tx, sql`select current_user as who`));
    expect(inside!.who).toBe(RUNTIME_ROLE);
  });

  it('returns 0 rows of another company to a deliberately unscoped query', async () => {
    for (const table of await tablesWithCompanyId()) {
      const [counts] = await withTenant(database, a, (tx) =>
        selectRows<{ foreign: number; own: number }>(
          tx,
          sql`select count(*) filter (where company_id is distinct from ${a.companyId}::uuid)::int as foreign,
                     count(*) filter (where company_id = ${a.companyId}::uuid)::int as own
              from ${sql.identifier(table)}`,
        ),
      );
      expect(counts!.foreign, table).toBe(0);
      expect(counts!.own, table).toBeGreaterThan(0);
    }
    // Platform tables seen from a tenant: only this company, its group and its people.
    const seen = await withTenant(database, a, async (tx) => ({
      companies: await selectRows<{ id: string }>(tx, sql`select id from companies`),
      groups: await selectRows<{ id: string }>(tx, sql`select id from company_groups`),
      users: await selectRows<{ id: string }>(tx, sql`select id from users`),
    }));
    expect(seen.companies.map((r) => r.id)).toEqual([a.companyId]);
    expect(seen.groups.map((r) => r.id)).toEqual([a.groupId]);
    expect(seen.users.map((r) => r.id)).toEqual([a.userId]);
  });

  it('refuses to write a row for another company, and changes none of its rows', async () => {
    await expect(withTenant(database, a, (tx) => tx.insert(roles).values({ companyId: b.companyId, name: 'Smuggled' }))).rejects.toThrow();
    const updated = await withTenant(database, a, (tx) =>
      selectRows<{ id: string }>(
        tx,
        sql`update roles set name = name || ' (changed)' where company_id = ${b.companyId}::uuid returning id`,
      ),
    );
    expect(updated).toEqual([]);
    const deleted = await withTenant(database, a, (tx) =>
      // Unscoped by company; only the designations nobody holds (an employee's designation cannot go).
      selectRows<{ id: string }>(tx, sql`delete from designations where name like '% Rep' returning company_id as id`),
    );
    expect(deleted.every((r) => r.id === a.companyId)).toBe(true);
    const [left] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from designations where company_id = ${b.companyId}::uuid and name like '% Rep'`,
    );
    expect(left!.n).toBe(1);
  });

  it('keeps the audit log append-only for tenant code', async () => {
    await expect(withTenant(database, a, (tx) => tx.execute(sql`delete from audit_events`))).rejects.toThrow();
    await expect(withTenant(database, a, (tx) => tx.execute(sql`update audit_events set action = 'forged'`))).rejects.toThrow();
    const [left] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_events where company_id = ${a.companyId}::uuid`,
    );
    expect(left!.n).toBeGreaterThan(0);
  });

  it('sees nothing at all without a company, and keeps no context after the transaction', async () => {
    const none = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${RUNTIME_ROLE}, true)`);
      return selectRows<{ n: number }>(
        tx,
        sql`select (select count(*) from roles) + (select count(*) from memberships) + (select count(*) from users) as n`,
      );
    });
    expect(Number(none[0]!.n)).toBe(0);
    await withTenant(database, a, (tx) => selectRows(tx, sql`select 1`));
    const after = await Promise.all(
      Array.from({ length: 4 }, () =>
        selectRows<{ who: string; company: string | null }>(
          database.db,
          sql`select current_user as who, current_setting('app.company_id', true) as company`,
        ),
      ),
    );
    for (const [row] of after) {
      expect(row!.who).not.toBe(RUNTIME_ROLE);
      expect(row!.company ?? '').toBe('');
    }
  });

  it("reads the transaction's company as it opens, and reads it again for another company entered later", async () => {
    const [named] = await selectRows<{ name: string; timeZone: string }>(
      database.db,
      sql`select name, time_zone as "timeZone" from companies where id = ${a.companyId}`,
    );
    const seen = await withTenant(database, a, async (tx) => {
      // Renamed by another connection after the opening: the transaction keeps what it opened with.
      // (PGlite has one connection, which this transaction holds.)
      if (kind === 'postgres') await database.db.execute(sql`update companies set name = ${'Company A renamed'} where id = ${a.companyId}`);
      return { first: await tenantCompany(tx, a.companyId), again: await tenantCompany(tx, a.companyId) };
    });
    await database.db.execute(sql`update companies set name = ${named!.name} where id = ${a.companyId}`);
    expect(seen.first).toEqual({
      name: named!.name,
      timeZone: named!.timeZone,
      currency: expect.any(String),
      workingDays: expect.any(Array),
    });
    expect(seen.again).toBe(seen.first);

    // Platform code entering companies in turn on one transaction gets each one's own row.
    const names = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${RUNTIME_ROLE}, true)`);
      const out: string[] = [];
      for (const ctx of [a, b]) {
        await bindCompany(tx, ctx);
        out.push((await tenantCompany(tx, ctx.companyId)).name);
      }
      return out;
    });
    expect(names).toEqual([named!.name, 'Company B']);
    // Another company than the transaction's is not visible, whatever was read before.
    await expect(withTenant(database, a, (tx) => tenantCompany(tx, b.companyId))).rejects.toThrow('is not visible');
  });
});
