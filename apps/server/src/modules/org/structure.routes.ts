import { NoContentSchema } from '@hcims/contracts/platform';
import {
  CreateDepartmentSchema,
  CreateDesignationSchema,
  DepartmentSchema,
  DepartmentTreeNodeSchema,
  DesignationChartNodeSchema,
  DesignationListQuerySchema,
  DesignationSchema,
  OrgIdParamsSchema,
  UpdateDepartmentSchema,
  UpdateDesignationSchema,
} from '@hcims/contracts/org';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as departments from './departments.service.js';
import * as designations from './designations.service.js';
import type { RequestRunner } from '../../platform/request/index.js';
import type { OrgDeps } from './org.deps.js';

const tags = ['org'];

/** /add_department and /add_designation: CRUD, the department tree and the designation org chart. */
export function registerStructureRoutes(scope: FastifyInstance, deps: OrgDeps, run: RequestRunner): void {
  const typed = scope.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/org/departments',
    {
      schema: {
        tags,
        summary: 'Departments with parent, head, arrival time and head-counts, by name',
        response: { 200: z.array(DepartmentSchema) },
      },
      config: { permission: 'org.departments:read' },
    },
    (request) => run(request, (ctx) => departments.listDepartments(deps, ctx)),
  );

  typed.get(
    '/api/org/departments/tree',
    {
      schema: {
        tags,
        summary: 'The department tree and org chart: depth-first with depth, head and head-counts (own and with sub-departments)',
        response: { 200: z.array(DepartmentTreeNodeSchema) },
      },
      config: { permission: 'org.departments:read' },
    },
    (request) => run(request, (ctx) => departments.departmentTree(deps, ctx)),
  );

  typed.post(
    '/api/org/departments',
    {
      schema: { tags, summary: 'Add a department', body: CreateDepartmentSchema, response: { 201: DepartmentSchema } },
      config: { permission: 'org.departments:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => departments.createDepartment(deps, ctx, request.body))),
  );

  typed.get(
    '/api/org/departments/:id',
    {
      schema: { tags, summary: 'One department', params: OrgIdParamsSchema, response: { 200: DepartmentSchema } },
      config: { permission: 'org.departments:read' },
    },
    (request) => run(request, (ctx) => departments.getDepartment(deps, ctx, request.params.id)),
  );

  typed.patch(
    '/api/org/departments/:id',
    {
      schema: {
        tags,
        summary: 'Rename, move (parentId; 422 ORG_DEPARTMENT_CYCLE for a loop), change the head or arrival time; with the version',
        params: OrgIdParamsSchema,
        body: UpdateDepartmentSchema,
        response: { 200: DepartmentSchema },
      },
      config: { permission: 'org.departments:update' },
    },
    (request) => run(request, (ctx) => departments.updateDepartment(deps, ctx, request.params.id, request.body)),
  );

  typed.delete(
    '/api/org/departments/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty department (422 with ORG_DEPARTMENT_HAS_EMPLOYEES, _HAS_CHILDREN or _HAS_DESIGNATIONS otherwise)',
        params: OrgIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'org.departments:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => departments.deleteDepartment(deps, ctx, request.params.id));
      return reply.code(204).send();
    },
  );

  typed.get(
    '/api/org/designations',
    {
      schema: {
        tags,
        summary: 'Designations with department, reporting line and head-count, by name',
        querystring: DesignationListQuerySchema,
        response: { 200: z.array(DesignationSchema) },
      },
      config: { permission: 'org.designations:read' },
    },
    (request) => run(request, (ctx) => designations.listDesignations(deps, ctx, request.query.departmentId)),
  );

  typed.get(
    '/api/org/designations/chart',
    {
      schema: {
        tags,
        summary: 'The designation org chart: per department (tree order), depth-first along “reports to”, with holders',
        response: { 200: z.array(DesignationChartNodeSchema) },
      },
      config: { permission: 'org.designations:read' },
    },
    (request) => run(request, (ctx) => designations.designationChart(deps, ctx)),
  );

  typed.post(
    '/api/org/designations',
    {
      schema: { tags, summary: 'Add a designation to a department', body: CreateDesignationSchema, response: { 201: DesignationSchema } },
      config: { permission: 'org.designations:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => designations.createDesignation(deps, ctx, request.body))),
  );

  typed.get(
    '/api/org/designations/:id',
    {
      schema: { tags, summary: 'One designation', params: OrgIdParamsSchema, response: { 200: DesignationSchema } },
      config: { permission: 'org.designations:read' },
    },
    (request) => run(request, (ctx) => designations.getDesignation(deps, ctx, request.params.id)),
  );

  typed.patch(
    '/api/org/designations/:id',
    {
      schema: {
        tags,
        summary: 'Rename, change “reports to” (same department, no loop) or move to another department when unused; with the version',
        params: OrgIdParamsSchema,
        body: UpdateDesignationSchema,
        response: { 200: DesignationSchema },
      },
      config: { permission: 'org.designations:update' },
    },
    (request) => run(request, (ctx) => designations.updateDesignation(deps, ctx, request.params.id, request.body)),
  );

  typed.delete(
    '/api/org/designations/:id',
    {
      schema: {
        tags,
        summary: 'Delete a designation nobody holds and nothing reports to (422 ORG_DESIGNATION_IN_USE / _HAS_CHILDREN otherwise)',
        params: OrgIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'org.designations:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => designations.deleteDesignation(deps, ctx, request.params.id));
      return reply.code(204).send();
    },
  );
}
