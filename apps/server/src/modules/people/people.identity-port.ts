import type { PeoplePort } from '../identity/index.js';
import * as repo from './people.repository.js';

/** What identity reads about employees: GET /api/auth/me names the user's own record. */
export const identityPeoplePort: PeoplePort = {
  employeeIdOf: async (tx, companyId, userId) => (await repo.employeeOfUser(tx, companyId, userId))?.id ?? null,
};
