import type { ReportDefinition } from '@hcims/contracts/people';
import { and, eq } from 'drizzle-orm';
import type { ModuleSeed } from '../../db/seed.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { roles } from '../access/index.js';
import { DEMO_SIGN_INS, users } from '../identity/index.js';
import { companies, DEMO_COMPANY_NAME } from '../org/index.js';
import { insertSavedReportOnce, replaceShares } from './saved-reports.repository.js';

/**
 * Demo data of the reports module: two saved reports of the owner shared with the HR admin role.
 * A demo database seeded before reports became a module of their own already holds them (the
 * people reporting seed of earlier versions wrote them): the owner's report names are unique, so they are skipped.
 */

const DAY = 86_400_000;

const SAVED_REPORTS: { name: string; description: string; definition: ReportDefinition }[] = [
  {
    name: 'Head-count by department and tenure',
    description: 'Current staff per department, with years of service',
    definition: {
      entity: 'employees',
      columns: ['fullName', 'designationName', 'hireDate', 'tenureYears'],
      filters: [],
      groupBy: { field: 'departmentName', summaryOnly: false },
      sort: [{ field: 'hireDate', direction: 'asc' }],
      includeFormer: false,
    },
  },
  {
    name: 'New joiners (first year)',
    description: 'Employees with less than a year of service, for probation reviews',
    definition: {
      entity: 'employees',
      columns: ['fullName', 'departmentName', 'designationName', 'managerName', 'hireDate', 'tenureMonths'],
      filters: [{ field: 'tenureYears', operator: 'lt', value: 1 }],
      groupBy: null,
      sort: [{ field: 'hireDate', direction: 'desc' }],
      includeFormer: false,
    },
  },
];

export const reportsSeed: ModuleSeed = {
  module: 'reports',
  async run({ tx, now }) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('the reports seed needs the demo company');
    await bindCompany(tx, { companyId: company.id, userId: null });
    const ownerEmail = DEMO_SIGN_INS.find((p) => p.role === 'owner')!.email;
    const [owner] = await tx.select().from(users).where(eq(users.email, ownerEmail));
    const [hrRole] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, company.id), eq(roles.builtIn, 'hr-admin')));
    if (!owner || !hrRole) throw new Error('the reports seed needs the demo owner and the HR admin role');
    for (const [index, report] of SAVED_REPORTS.entries()) {
      const at = new Date(now.getTime() - (20 - index) * DAY);
      const row = await insertSavedReportOnce(tx, {
        companyId: company.id,
        ownerUserId: owner.id,
        ...report,
        createdAt: at,
        updatedAt: at,
      });
      if (row) await replaceShares(tx, company.id, row.id, [hrRole.id]);
    }
  },
};
