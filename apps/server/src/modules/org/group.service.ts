import { randomUUID } from 'node:crypto';
import type { CompanyGroup, CreateCompany } from '@hcims/contracts/org';
import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import type { RequestSession } from '../../platform/request/index.js';
import { bindCompany, withTenant } from '../../platform/tenancy/index.js';
import * as repo from './group.repository.js';
import type { OrgDeps } from './org.deps.js';

type GroupCompany = CompanyGroup['companies'][number];

/**
 * The group pages work across the companies of the caller's group, on platform rows (groups and
 * companies), so they open their own transactions instead of the request's one tenant
 * transaction: one bound to the caller's company for the group's rows, one per company of the
 * group for its head-count.
 */

/**
 * The group page: every company of the caller's group with its head-count. Needs
 * org.groups:read, whose only scope is the group: the counts of each company are read in a
 * tenant transaction of that company (the group scope is what allows it).
 */
export async function getGroup(deps: OrgDeps, session: RequestSession): Promise<CompanyGroup> {
  const { group, rows } = await deps.database.db.transaction(async (tx) => {
    await bindCompany(tx, { companyId: session.companyId, userId: session.userId, groupId: session.groupId });
    return { group: await repo.findGroup(tx, session.groupId), rows: await repo.companiesOfGroup(tx, session.groupId) };
  });
  if (!group) throw AppError.notFound('Group');
  const members = new Set(await deps.switchableCompanies(session.userId));
  const list: GroupCompany[] = [];
  for (const company of rows) {
    const employeeCount = await withTenant(
      deps.database,
      { companyId: company.id, groupId: company.groupId, userId: session.userId },
      (tx) => deps.people.total(tx, company.id),
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
  return { id: group.id, name: group.name, companies: list, activeCompanyId: session.companyId };
}

/** Renames the group (a platform table: the runtime role cannot update it). */
export async function renameGroup(deps: OrgDeps, session: RequestSession, name: string): Promise<CompanyGroup> {
  await deps.database.db.transaction(async (tx) => {
    await bindCompany(tx, { companyId: session.companyId, userId: session.userId, groupId: session.groupId });
    const before = await repo.findGroup(tx, session.groupId, { forUpdate: true });
    if (!before) throw AppError.notFound('Group');
    await repo.renameGroup(tx, session.groupId, name);
    await recordAudit(tx, {
      companyId: session.companyId,
      actorUserId: session.userId,
      action: 'org.group-renamed',
      targetType: 'group',
      targetId: session.groupId,
      before: { name: before.name },
      after: { name },
      requestId: session.origin.requestId,
      ip: session.origin.ip,
      at: deps.clock(),
    });
  });
  return getGroup(deps, session);
}

/**
 * Adds a company to the caller's group. Companies are platform rows (the runtime role cannot
 * insert them), so this runs as the platform: the company, its built-in roles and the creator's
 * owner membership commit together, with an audit event in both companies.
 */
export async function createCompany(deps: OrgDeps, session: RequestSession, input: CreateCompany): Promise<GroupCompany> {
  const now = deps.clock();
  try {
    const company = await deps.database.db.transaction(async (tx) => {
      // Named before it exists, so the policies let this transaction create it.
      const id = randomUUID();
      await bindCompany(tx, { companyId: id, userId: session.userId, groupId: session.groupId });
      const row = await repo.insertCompany(tx, {
        id,
        groupId: session.groupId,
        name: input.name,
        countryCode: input.countryCode,
        currency: input.currency,
        timeZone: input.timeZone,
      });
      await deps.setUpCompany(tx, { companyId: row.id, ownerUserId: session.userId });
      for (const companyId of [row.id, session.companyId]) {
        await bindCompany(tx, { companyId, userId: session.userId });
        await recordAudit(tx, {
          companyId,
          actorUserId: session.userId,
          action: 'org.company-created',
          targetType: 'company',
          targetId: row.id,
          after: {
            name: row.name,
            groupId: session.groupId,
            countryCode: row.countryCode,
            currency: row.currency,
            timeZone: row.timeZone,
          },
          requestId: session.origin.requestId,
          ip: session.origin.ip,
          at: now,
        });
      }
      return row;
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
