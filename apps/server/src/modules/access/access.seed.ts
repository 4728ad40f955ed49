import { and, eq, inArray } from 'drizzle-orm';
import type { ModuleSeed } from '../../db/seed.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { DEMO_SIGN_INS, memberships, users } from '../identity/index.js';
import { companies, DEMO_COMPANY_NAME } from '../org/index.js';
import { accessPort } from './access.port.js';

/** The demo company's built-in roles, and each seeded person in the role their email names. */
export const accessSeed: ModuleSeed = {
  module: 'access',
  async run({ tx }) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('access seed needs the org seed (demo company)');
    await bindCompany(tx, { companyId: company.id, userId: null });
    await accessPort.setUpCompany(tx, company.id);
    const people = await tx
      .select({ membershipId: memberships.id, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.companyId, company.id),
          inArray(
            users.email,
            DEMO_SIGN_INS.map((p) => p.email),
          ),
        ),
      );
    for (const person of people) {
      const role = DEMO_SIGN_INS.find((p) => p.email === person.email)!.role;
      await accessPort.assignBuiltIn(tx, company.id, person.membershipId, role);
    }
  },
};
