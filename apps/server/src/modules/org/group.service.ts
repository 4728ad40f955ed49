import { randomUUID } from 'node:crypto';
import type { CompanyGroup, CreateCompany } from '@hcims/contracts/org';
import { asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { bindCompany, withTenant } from '../../platform/tenancy/index.js';

import type { OrgDeps } from './org.deps.js';
import { companies, companyGroups } from './org.table.js';

type Origin = { requestId: string; ip: string | null };
type GroupCompany = CompanyGroup['companies'][number];

/**
 * The group page: every company of the caller's group with its head-count. Needs
 * org.groups:read, whose only scope is the group: the counts of each company are read in a
 * tenant transaction of that company (the group scope is what allows it).
 */
export async function getGroup(deps: OrgDeps, auth: AuthContext): Promise<CompanyGroup> {
  const { group, rows } = await deps.database.db.transaction(async (tx) => {
    await bindCompany(tx, { companyId: auth.companyId, userId: auth.userId, groupId: auth.groupId });
    const [found] = await tx.select().from(companyGroups).where(eq(companyGroups.id, auth.groupId));
    return {
      group: found,
      rows: await tx.select().from(companies).where(eq(companies.groupId, auth.groupId)).orderBy(asc(companies.name)),
    };
  });
  if (!group) throw AppError.notFound('Group');
  const members = new Set(await deps.switchableCompanies(auth.userId));
  const list: GroupCompany[] = [];
  for (const company of rows) {
    const employeeCount = await withTenant(deps.database, { companyId: company.id, groupId: company.groupId, userId: auth.userId }, (tx) =>
      deps.people.total(tx, company.id),
    );
    list.push({
      id: company.id,
      name: company.name,
      countryCode: company.countryCode,
      currency: company.currency,
      timeZone: company.timeZone,
      employeeCount,
      isMember: members.has(company.id),
    });
  }
  return { id: group.id, name: group.name, companies: list, activeCompanyId: auth.companyId };
}

/** Renames the group (a platform table: the runtime role cannot update it). */
export async function renameGroup(deps: OrgDeps, auth: AuthContext, name: string, origin: Origin): Promise<CompanyGroup> {
  await deps.database.db.transaction(async (tx) => {
    await bindCompany(tx, { companyId: auth.companyId, userId: auth.userId, groupId: auth.groupId });
    const [before] = await tx.select().from(companyGroups).where(eq(companyGroups.id, auth.groupId)).for('update');
    if (!before) throw AppError.notFound('Group');
    await tx.update(companyGroups).set({ name }).where(eq(companyGroups.id, auth.groupId));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorUserId: auth.userId,
      action: 'org.group-renamed',
      targetType: 'group',
      targetId: auth.groupId,
      before: { name: before.name },
      after: { name },
      requestId: origin.requestId,
      ip: origin.ip,
      at: deps.clock(),
    });
  });
  return getGroup(deps, auth);
}

/**
 * Adds a company to the caller's group. Companies are platform rows (the runtime role cannot
 * insert them), so this runs as the platform: the company, its built-in roles and the creator's
 * owner membership commit together, with an audit event in both companies.
 */
export async function createCompany(deps: OrgDeps, auth: AuthContext, input: CreateCompany, origin: Origin): Promise<GroupCompany> {
  const now = deps.clock();
  try {
    const company = await deps.database.db.transaction(async (tx) => {
      // Named before it exists, so the policies let this transaction create it.
      const id = randomUUID();
      await bindCompany(tx, { companyId: id, userId: auth.userId, groupId: auth.groupId });
      const [row] = await tx
        .insert(companies)
        .values({
          id,
          groupId: auth.groupId,
          name: input.name,
          countryCode: input.countryCode,
          currency: input.currency,
          timeZone: input.timeZone,
        })
        .returning();
      await deps.setUpCompany(tx, { companyId: row!.id, ownerUserId: auth.userId });
      for (const companyId of [row!.id, auth.companyId]) {
        await bindCompany(tx, { companyId, userId: auth.userId });
        await recordAudit(tx, {
          companyId,
          actorUserId: auth.userId,
          action: 'org.company-created',
          targetType: 'company',
          targetId: row!.id,
          after: {
            name: row!.name,
            groupId: auth.groupId,
            countryCode: row!.countryCode,
            currency: row!.currency,
            timeZone: row!.timeZone,
          },
          requestId: origin.requestId,
          ip: origin.ip,
          at: now,
        });
      }
      return row!;
    });
    return {
      id: company.id,
      name: company.name,
      countryCode: company.countryCode,
      currency: company.currency,
      timeZone: company.timeZone,
      employeeCount: 0,
      isMember: true,
    };
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw new AppError('ORG_COMPANY_NAME_TAKEN', 'A company of the group already has this name', { status: 409 });
    throw error;
  }
}
