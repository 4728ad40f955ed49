import type { ModuleSeed } from '../../db/seed.js';
import { companies, companyGroups } from './org.table.js';

export const DEMO_GROUP_NAME = 'Meridian Crest Group';
export const DEMO_COMPANY_NAME = 'Meridian Crest Trading';

export const orgSeed: ModuleSeed = {
  module: 'org',
  async run({ tx }) {
    const [group] = await tx.insert(companyGroups).values({ name: DEMO_GROUP_NAME }).returning({ id: companyGroups.id });
    await tx.insert(companies).values({
      groupId: group!.id,
      name: DEMO_COMPANY_NAME,
      countryCode: 'AE',
      currency: 'AED',
      timeZone: 'Asia/Dubai',
    });
  },
};
