export { branches, companies, companyGroups, departments, designations } from './org.table.js';
export { orgSeed, DEMO_COMPANY_NAME, DEMO_GROUP_NAME } from './org.seed.js';
export { registerOrgRoutes } from './org.routes.js';
export type { CompanySetUp, OrgDeps, OrgPeoplePort } from './org.deps.js';
export { timeOfDay } from './org.rules.js';
export { companyToday } from './org.repository.js';
