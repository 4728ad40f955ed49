import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { seedRuns } from '../../db/meta.table.js';
import type { ModuleSeed } from '../../db/seed.js';
import { hashPassword } from '../../platform/auth/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { companies, DEMO_COMPANY_NAME } from '../org/index.js';
import { memberships, users } from './identity.table.js';

/** The demo password of every seeded account (documented in the README and printed by `npm start`). */
export const DEMO_PASSWORD = 'Harbour-Lantern-47';

export type DemoSignIn = { email: string; password: string; name: string; role: 'owner' | 'hr-admin' | 'manager' | 'employee' };

/** The seeded people of the demo company, one per built-in role; the access seed gives them their roles. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { email: 'owner@meridiancrest.example', password: DEMO_PASSWORD, name: 'Omar Al Mansoori', role: 'owner' },
  { email: 'hr@meridiancrest.example', password: DEMO_PASSWORD, name: 'Layla Haddad', role: 'hr-admin' },
  { email: 'manager@meridiancrest.example', password: DEMO_PASSWORD, name: 'Rahul Menon', role: 'manager' },
  { email: 'employee@meridiancrest.example', password: DEMO_PASSWORD, name: 'Jose Dela Cruz', role: 'employee' },
];

export const identitySeed: ModuleSeed = {
  module: 'identity',
  async run({ tx, now }) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('identity seed needs the org seed (demo company)');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await bindCompany(tx, { companyId: company.id, userId: null });
    for (const person of DEMO_SIGN_INS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: person.email,
          name: person.name,
          passwordHash,
          status: 'active',
          passwordChangedAt: now,
          lastCompanyId: company.id,
        })
        .returning();
      await tx.insert(memberships).values({ companyId: company.id, userId: user!.id, createdAt: now });
    }
  },
};

/** The line `npm start` prints after READY on a demo database: where and how to sign in. */
export async function demoSignInNotice(database: Pick<Database, 'db'>, url: string): Promise<string | null> {
  const [seeded] = await database.db.select().from(seedRuns).where(eq(seedRuns.module, 'identity'));
  if (!seeded) return null;
  const owner = DEMO_SIGN_INS[0]!;
  return `Sign in at ${url}/auth/boxed-signin as ${owner.email} with password ${owner.password}`;
}
