export { users, memberships, sessions, refreshTokens, oneTimeTokens, signInThrottles } from './identity.table.js';
export { createIdentity, type Identity } from './identity.service.js';
export type { AccessPort, IdentityDeps, PeoplePort } from './identity.deps.js';
export { registerAuthRoutes } from './auth.routes.js';
export { registerPeopleRoutes } from './people.routes.js';
export { demoSignInNotice, identitySeed, DEMO_SIGN_INS, DEMO_PASSWORD, type DemoSignIn } from './identity.seed.js';
export { normaliseEmail } from './accounts.repository.js';
