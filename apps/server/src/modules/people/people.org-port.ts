import type { OrgPeoplePort } from '../org/index.js';
import * as repo from './people.repository.js';

/** What the org module reads about employees (head-counts, heads, holders, references), from here. */
export function createOrgPeoplePort(now: () => Date): OrgPeoplePort {
  const today = async (tx: Parameters<OrgPeoplePort['total']>[0], companyId: string) =>
    (await repo.companyCalendar(tx, companyId, now())).today;
  return {
    headcount: async (tx, companyId, by) => repo.headcount(tx, companyId, by, await today(tx, companyId)),
    references: (tx, companyId, by, id) => repo.references(tx, companyId, by, id),
    summaries: (tx, companyId, ids) => repo.summaries(tx, companyId, ids),
    holders: async (tx, companyId, limit) => repo.holders(tx, companyId, limit, await today(tx, companyId)),
    total: async (tx, companyId) => repo.total(tx, companyId, await today(tx, companyId)),
  };
}
