import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBodySchema } from '@hcims/contracts/platform';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeAccess } from '../auth/guard.js';

const ERROR_COMPONENT = 'ErrorBody';
const errorRef = `#/components/schemas/${ERROR_COMPONENT}`;

/** What each error status means on any route; a route's own description of a status is not kept (one error shape). */
const errorDescriptions: Record<number, string> = {
  400: 'Invalid request: the body is not JSON, or a field fails its schema (`details` names each field, e.g. `body.email`)',
  401: 'Not signed in, or the access token is invalid or has expired',
  403: 'The caller does not have the permission this needs',
  404: 'No such record in the active company (or no such file)',
  409: 'Conflict: a stale version, a name already taken, or a state that no longer allows it',
  413: 'The request body or the uploaded file is too large',
  414: 'A path parameter is longer than any id (100 characters)',
  415: 'The content type of the body (or of the uploaded file) is not accepted here',
  422: 'A business rule refuses the request (`code` says which)',
  429: 'Too many requests; see Retry-After',
  500: 'Unexpected error; no details, the request id identifies it in the server log',
  503: 'The database is unavailable or the server is shutting down; see Retry-After',
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteForDocs = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;

/**
 * The error statuses any route can answer, read from what the route declares: every route can
 * fail unexpectedly (500) or meet an outage or a shutdown (503); every rate-limited route 429;
 * a route with inputs or a body 400; a route with path parameters 404 and 414 (a parameter
 * over Fastify's length limit); a route whose body or query names another record by id 404; a
 * route that accepts a body 413 and 415; a write 409 and 422 (business rules live in the
 * services, out of sight of the route); a route that needs a session 401 and 403. A route adds
 * any other status it can answer (a public sign-in's 401, a file's 404) to its own `response`
 * with ErrorBodySchema.
 */
function standardErrorStatuses(route: RouteForDocs, refersToRecords = false): number[] {
  const methods = [route.method].flat().map((m) => m.toUpperCase());
  const schema = route.schema ?? {};
  const takesBody = methods.some((m) => METHODS_WITH_BODY.has(m));
  const hasParams = route.url.includes(':');
  const hasInput = takesBody || hasParams || schema.querystring !== undefined || schema.headers !== undefined;
  const config = (route.config ?? {}) as { rateLimit?: unknown };
  const statuses = [500, 503];
  if (config.rateLimit !== false) statuses.push(429);
  if (hasInput) statuses.push(400);
  if (hasParams) statuses.push(414);
  if (hasParams || refersToRecords) statuses.push(404);
  if (takesBody) statuses.push(409, 413, 415, 422);
  if (routeAccess(route.config).kind !== 'public') statuses.push(401, 403);
  return statuses.sort((a, b) => a - b);
}

const bodyless: Record<string, true> = { '204': true, '304': true };

/** Whether a JSON schema holds a field in the format of a record id. */
function holdsId(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(holdsId);
  if (!schema || typeof schema !== 'object') return false;
  return (schema as { format?: unknown }).format === 'uuid' || Object.values(schema).some(holdsId);
}

/**
 * Turns a route's schema into its OpenAPI operation: the zod schemas become JSON schemas, every
 * error status the route can answer is listed with the one error shape, and answers without a
 * body (204, 304) are declared without content.
 */
function transform(input: Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions }): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  if (!result.schema || (result.schema as { hide?: boolean }).hide) return result;
  const declared = (input.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  const response: Record<string, unknown> = { ...((result.schema as { response?: Record<string, unknown> }).response ?? {}) };
  const { body, querystring } = result.schema as { body?: unknown; querystring?: unknown };
  const standard = standardErrorStatuses(input.route, holdsId(body) || holdsId(querystring));
  const errors = new Set([
    ...standard,
    ...Object.keys(declared)
      .map(Number)
      .filter((s) => s >= 400),
  ]);
  for (const [status, schema] of Object.entries(response)) {
    if (bodyless[status]) response[status] = { type: 'null', description: (schema as { description?: string }).description ?? 'No body' };
  }
  for (const status of [...errors].sort((a, b) => a - b)) {
    response[status] = {
      description: errorDescriptions[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: errorRef } } },
    };
  }
  return { ...result, schema: { ...result.schema, response } };
}

/** The OpenAPI document is generated from the routes' zod schemas. */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'HCIMS API', description: 'Staff and company management', version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { [ERROR_COMPONENT]: z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0', io: 'output' }) as never },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, () => app.swagger());
}
