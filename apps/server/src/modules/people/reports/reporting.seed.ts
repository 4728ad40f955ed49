import type { ReportDefinition } from '@hcims/contracts/people';
import { and, eq } from 'drizzle-orm';
import type { ModuleSeed } from '../../../db/seed.js';
import { bindCompany } from '../../../platform/tenancy/index.js';
import { roles } from '../../access/index.js';
import { DEMO_SIGN_INS, users } from '../../identity/index.js';
import { companies, DEMO_COMPANY_NAME } from '../../org/index.js';
import { savedReports, savedReportShares } from './reports.table.js';

/**
 * Demo data of the HR reports screens, after the people seed: two saved reports of the owner
 * shared with the HR admin role.
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

export const peopleReportingSeed: ModuleSeed = {
  module: 'people-reporting',
  async run({ tx, now }) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('the people reporting seed needs the demo company');
    await bindCompany(tx, { companyId: company.id, userId: null });
    const email = (role: string) => DEMO_SIGN_INS.find((p) => p.role === role)!.email;
    const [owner] = await tx
      .select()
      .from(users)
      .where(eq(users.email, email('owner')));
    const [hr] = await tx
      .select()
      .from(users)
      .where(eq(users.email, email('hr-admin')));
    const [hrRole] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, company.id), eq(roles.builtIn, 'hr-admin')));
    if (!owner || !hr || !hrRole) throw new Error('the people reporting seed needs the demo sign-ins and roles');

    // ---- Saved reports, shared with HR admins ----
    for (const [index, report] of SAVED_REPORTS.entries()) {
      const at = new Date(now.getTime() - (20 - index) * DAY);
      const [row] = await tx
        .insert(savedReports)
        .values({ companyId: company.id, ownerUserId: owner.id, ...report, createdAt: at, updatedAt: at })
        .returning();
      await tx.insert(savedReportShares).values({ companyId: company.id, reportId: row!.id, roleId: hrRole.id });
    }
  },
};
