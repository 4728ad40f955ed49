export { roles, roleGrants, roleMembers } from './access.table.js';
export { accessPort } from './access.port.js';
export { registerAccessRoutes } from './access.routes.js';
export { accessSeed } from './access.seed.js';
export { BUILT_IN_ROLES, builtInGrants, ownerGrants } from './access.builtins.js';
