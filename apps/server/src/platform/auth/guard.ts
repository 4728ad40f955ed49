import type { PermissionCode, PermissionSet } from '@hcims/contracts/access';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { TenantContext } from '../tenancy/index.js';
import type { AccessClaims, AccessTokens } from './tokens.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Any signed-in user may call it (own profile, pickers); no permission code. */
    signedIn?: boolean;
    /** The permission code a caller must hold, `module.resource:action`. */
    permission?: PermissionCode;
    /** Answers even while the caller must first set up two-factor sign-in (the set-up itself, /api/auth/me). */
    twoFactorSetup?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The signed-in caller; null on public routes. */
    auth: AuthContext | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every /api route with its access declaration, collected as routes are added. */
    routeInventory: RouteRecord[];
  }
}

export type AuthContext = AccessClaims & { permissions: PermissionSet };

export type RouteAccess =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'permission'; code: PermissionCode } | { kind: 'undeclared' };

export type RouteRecord = { method: string; url: string; access: RouteAccess };

/** What the session store says about a verified token: its permission snapshot, or null when the session has ended. */
export type SessionResolver = (claims: AccessClaims) => Promise<{ permissions: PermissionSet } | null>;

/** Routes public by declaration that belong to plugins we do not write (Swagger UI). */
const PUBLIC_PREFIXES = ['/api/docs'];

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

export function routeAccess(config: { public?: boolean; signedIn?: boolean; permission?: PermissionCode } | undefined): RouteAccess {
  const declared = [config?.public === true, config?.signedIn === true, config?.permission !== undefined].filter(Boolean).length;
  if (declared !== 1) return { kind: 'undeclared' };
  if (config?.public) return { kind: 'public' };
  if (config?.signedIn) return { kind: 'signed-in' };
  return { kind: 'permission', code: config!.permission! };
}

function unauthenticated(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message, { headers: { 'www-authenticate': 'Bearer realm="hcims"' } });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Default deny for the whole API. Every /api route declares `public: true`, `signedIn: true` or
 * `permission: '<code>'`; anything else is refused. Runs before the body is parsed.
 * Must be called before any route is registered.
 */
export function registerAccessGuard(app: FastifyInstance, deps: { tokens: AccessTokens; resolveSession: SessionResolver }): void {
  const inventory: RouteRecord[] = [];
  app.decorate('routeInventory', inventory);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApi(route.url)) return;
    if (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) route.config = { ...route.config, public: true };
    const access = routeAccess(route.config);
    for (const method of [route.method].flat()) inventory.push({ method, url: route.url, access });
    // The API document shows which operations need the bearer token.
    if (access.kind !== 'public' && route.schema && !('security' in route.schema)) {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !isApi(url)) return;
    const access = routeAccess(request.routeOptions.config);
    if (access.kind === 'public') return;

    const token = bearerToken(request);
    if (!token) throw unauthenticated('Sign in to continue');
    const claims = deps.tokens.verify(token);
    if (!claims) throw unauthenticated('The access token is invalid or has expired');
    const session = await deps.resolveSession(claims);
    if (!session) throw unauthenticated('The session has ended; sign in again');
    request.auth = { ...claims, permissions: session.permissions };
    if (claims.twoFactorSetup && request.routeOptions.config.twoFactorSetup !== true) {
      throw new AppError('AUTH_TWO_FACTOR_SETUP_REQUIRED', 'Set up two-factor sign-in to continue (a role of yours requires it)', {
        status: 403,
      });
    }

    if (access.kind === 'signed-in') return;
    if (access.kind === 'undeclared') {
      request.log.error({ url, method: request.method }, 'route declares no access rule; denied');
      throw new AppError('FORBIDDEN', 'You do not have permission to do this');
    }
    if (session.permissions[access.code] === undefined) {
      request.log.info({ permission: access.code, userId: claims.userId, companyId: claims.companyId }, 'permission denied');
      throw new AppError('FORBIDDEN', 'You do not have permission to do this', { details: { permission: access.code } });
    }
  });

  // Answers for a signed-in caller are private to them.
  app.addHook('onSend', async (request, reply) => {
    if (request.auth && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}

/** The signed-in caller of a route that declares `signedIn` or a permission. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated('Sign in to continue');
  return request.auth;
}

/** The tenant of the signed-in caller: from the verified token, never from the request. */
export function tenantOf(request: FastifyRequest): TenantContext {
  const auth = authOf(request);
  return { companyId: auth.companyId, groupId: auth.groupId, userId: auth.userId };
}
