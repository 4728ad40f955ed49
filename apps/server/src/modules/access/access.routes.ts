import { NoContentSchema } from '@hcims/contracts/platform';
import {
  AddRoleMembersSchema,
  AuditEventListQuerySchema,
  AuditEventListSchema,
  CopyGrantsSchema,
  CreateRoleSchema,
  MemberListQuerySchema,
  MemberListSchema,
  PermissionCategories,
  PermissionCatalogueSchema,
  PermissionMatrixSchema,
  permissionCodes,
  permissionResources,
  ReplaceGrantsSchema,
  RoleDetailSchema,
  RoleIdParamsSchema,
  RoleMemberParamsSchema,
  RoleSummarySchema,
  Scopes,
  UpdateRoleSchema,
} from '@hcims/contracts/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { requestRunner } from '../../platform/request/index.js';
import * as service from './access.service.js';

const tags = ['access'];

/** /permissions: roles, grants, members, matrix, audit log. Every write runs in one tenant transaction with its audit event. */
export function registerAccessRoutes(app: FastifyInstance, deps: { database: Database; clock: Clock }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = requestRunner(deps);

  api.get(
    '/api/access/permissions',
    {
      schema: { tags, summary: 'The permission catalogue: resources, actions, scopes, risk', response: { 200: PermissionCatalogueSchema } },
      config: { permission: 'access.roles:read' },
    },
    () => ({
      categories: [...PermissionCategories],
      scopes: [...Scopes],
      resources: permissionResources.map((r) => ({ ...r, actions: [...r.actions], scopes: [...r.scopes] })),
      codes: [...permissionCodes],
    }),
  );

  api.get(
    '/api/access/roles',
    {
      schema: { tags, summary: 'Roles with colour, member count and built-in flag', response: { 200: z.array(RoleSummarySchema) } },
      config: { permission: 'access.roles:read' },
    },
    (request) => run(request, service.listRoles),
  );

  api.post(
    '/api/access/roles',
    {
      schema: {
        tags,
        summary: 'Create a custom role, optionally copying another role’s grants',
        body: CreateRoleSchema,
        response: { 201: RoleDetailSchema },
      },
      config: { permission: 'access.roles:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createRole(ctx, request.body))),
  );

  api.get(
    '/api/access/roles/:id',
    {
      schema: { tags, summary: 'A role with its grants', params: RoleIdParamsSchema, response: { 200: RoleDetailSchema } },
      config: { permission: 'access.roles:read' },
    },
    (request) => run(request, (ctx) => service.getRole(ctx, request.params.id)),
  );

  api.patch(
    '/api/access/roles/:id',
    {
      schema: {
        tags,
        summary: 'Rename or recolour a role',
        params: RoleIdParamsSchema,
        body: UpdateRoleSchema,
        response: { 200: RoleDetailSchema },
      },
      config: { permission: 'access.roles:update' },
    },
    (request) => run(request, (ctx) => service.updateRole(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/access/roles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a custom role (built-in roles cannot be deleted)',
        params: RoleIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'access.roles:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => service.deleteRole(ctx, request.params.id));
      return reply.code(204).send();
    },
  );

  api.put(
    '/api/access/roles/:id/grants',
    {
      schema: {
        tags,
        summary: 'Replace all grants of a role at once (atomic)',
        params: RoleIdParamsSchema,
        body: ReplaceGrantsSchema,
        response: { 200: RoleDetailSchema },
      },
      config: { permission: 'access.roles:update' },
    },
    (request) => run(request, (ctx) => service.replaceGrants(ctx, request.params.id, request.body)),
  );

  api.post(
    '/api/access/roles/:id/copy-grants',
    {
      schema: {
        tags,
        summary: 'Replace a role’s grants with a copy of another role’s',
        params: RoleIdParamsSchema,
        body: CopyGrantsSchema,
        response: { 200: RoleDetailSchema },
      },
      config: { permission: 'access.roles:update' },
    },
    (request) => run(request, (ctx) => service.copyGrants(ctx, request.params.id, request.body)),
  );

  api.get(
    '/api/access/roles/:id/members',
    {
      schema: {
        tags,
        summary: 'The members of a role (search with q)',
        params: RoleIdParamsSchema,
        querystring: MemberListQuerySchema.omit({ roleId: true }),
        response: { 200: MemberListSchema },
      },
      config: { permission: 'access.role-members:read' },
    },
    (request) => run(request, (ctx) => service.listMembers(ctx, { ...request.query, roleId: request.params.id })),
  );

  api.post(
    '/api/access/roles/:id/members',
    {
      schema: {
        tags,
        summary: 'Add people to a role',
        params: RoleIdParamsSchema,
        body: AddRoleMembersSchema,
        response: { 200: RoleSummarySchema },
      },
      config: { permission: 'access.role-members:create' },
    },
    (request) => run(request, (ctx) => service.addMembers(ctx, request.params.id, request.body.memberIds)),
  );

  api.delete(
    '/api/access/roles/:id/members/:memberId',
    {
      schema: { tags, summary: 'Take a person out of a role', params: RoleMemberParamsSchema, response: { 204: NoContentSchema } },
      config: { permission: 'access.role-members:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => service.removeMember(ctx, request.params.id, request.params.memberId));
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/access/members',
    {
      schema: {
        tags,
        summary: 'People of the company with their roles (search with q, filter by roleId)',
        querystring: MemberListQuerySchema,
        response: { 200: MemberListSchema },
      },
      config: { permission: 'access.role-members:read' },
    },
    (request) => run(request, (ctx) => service.listMembers(ctx, request.query)),
  );

  api.get(
    '/api/access/matrix',
    {
      schema: { tags, summary: 'Permissions x roles', response: { 200: PermissionMatrixSchema } },
      config: { permission: 'access.roles:read' },
    },
    (request) => run(request, service.matrix),
  );

  api.get(
    '/api/access/audit-events',
    {
      schema: {
        tags,
        summary: 'The company’s audit log, newest first',
        querystring: AuditEventListQuerySchema,
        response: { 200: AuditEventListSchema },
      },
      config: { permission: 'access.audit-log:read' },
    },
    (request) => run(request, (ctx) => service.listAuditEvents(ctx, request.query)),
  );
}
