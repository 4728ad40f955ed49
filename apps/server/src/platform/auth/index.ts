export { systemClock, type Clock } from './clock.js';
export { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.js';
export { ACCESS_TOKEN_SECONDS, createAccessTokens, newOpaqueToken, tokenDigest, type AccessClaims, type AccessTokens } from './tokens.js';
export {
  authOf,
  registerAccessGuard,
  routeAccess,
  tenantOf,
  type AuthContext,
  type RouteAccess,
  type RouteRecord,
  type SessionResolver,
} from './guard.js';
export { authRateLimit } from './rate-limits.js';
export type { ForeignCase, ForeignCompany, ForeignIds, OwnIds, RouteExpectation, RouteInventory } from './route-inventory.js';
