import { exportFileResponse } from '../../platform/http/responses.js';
import { NotModifiedSchema } from '@hcims/contracts/platform';
import multipart from '@fastify/multipart';
import {
  CreateEmployeeSchema,
  EmployeeIdParamsSchema,
  EmployeeInvitationSchema,
  EmployeeListQuerySchema,
  EmployeeExportQuerySchema,
  EmployeeOptionSchema,
  EmployeeOptionsQuerySchema,
  EmployeePageSchema,
  EmployeeSchema,
  JobHistorySchema,
  UpdateEmployeeSchema,
} from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportTable } from '../../platform/exports/index.js';
import { replyTagged } from '../../platform/http/etag.js';
import { requestRunner, sessionOf } from '../../platform/request/index.js';
import { DEFAULT_MAX_UPLOAD_BYTES, multipartOptions, sendDownload } from '../../platform/storage/index.js';
import { registerDirectoryRoutes } from './directory/directory.routes.js';
import { registerDocumentRoutes } from './documents/documents.routes.js';
import { employeeListTable } from './employee-list-export.js';
import type { PeopleDeps } from './people.deps.js';
import * as changes from './employee-changes.service.js';
import * as people from './people.service.js';
import { registerPhotoRoutes } from './photos/photo.routes.js';
import { registerTerminationRoutes } from './terminations/termination.routes.js';

const tags = ['people'];

/**
 * The people core: employee records, job history, invitations, photos, terminations,
 * documents and the directories, plus the spec's GET /api/auth/employees/. Routes speak HTTP;
 * the services hold the rules; every tenant read and write runs in one transaction.
 */
export function registerPeopleModule(app: FastifyInstance, deps: PeopleDeps): void {
  const run = requestRunner(deps);

  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(DEFAULT_MAX_UPLOAD_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/auth/employees/',
      {
        schema: {
          tags: ['auth'],
          summary:
            'The active company’s employees (compact, for pickers: name, photo, department, designation, manager, status), everyone by name unless narrowed by a name, ids, a designation, current staff or managers, and at most `first`; ETag and 304',
          querystring: EmployeeOptionsQuerySchema,
          response: { 200: z.array(EmployeeOptionSchema), 304: NotModifiedSchema },
        },
        config: { signedIn: true },
      },
      async (request, reply) => {
        const { etag, body } = await run(request, (ctx) => people.employeeOptions(ctx, request, request.query));
        return replyTagged(request, reply, etag, body);
      },
    );

    api.get(
      '/api/people/employees',
      {
        schema: {
          tags,
          summary: 'Employees in the caller’s scope: search (q: name, email, number), filters, allow-listed sort, pages',
          querystring: EmployeeListQuerySchema,
          response: { 200: EmployeePageSchema },
        },
        config: { permission: 'people.employees:read' },
      },
      (request) => run(request, (ctx) => people.listEmployees(ctx, request.query)),
    );

    api.get(
      '/api/people/employees/export',
      {
        schema: {
          tags,
          summary:
            'The employee list as the caller sees it (same scope, filters, search and sort; every page) as CSV, XLSX or PDF; the list’s columns only',
          querystring: EmployeeExportQuerySchema,
          response: { 200: exportFileResponse },
        },
        config: { permission: 'people.employees:read' },
      },
      async (request, reply) => {
        const language = request.headers['accept-language'];
        const table = await run(request, (ctx) =>
          employeeListTable(ctx, request.query, typeof language === 'string' ? language : undefined),
        );
        const file = await exportTable(table, request.query.format);
        return sendDownload(reply, {
          body: file.body,
          contentType: file.contentType,
          fileName: `employees.${file.extension}`,
          size: file.body.length,
        });
      },
    );

    api.post(
      '/api/people/employees',
      {
        schema: {
          tags,
          summary:
            'Add an employee; with sendInvitation (default) the sign-in account is created and an invitation emailed, in one transaction',
          body: CreateEmployeeSchema,
          response: { 201: EmployeeSchema },
        },
        config: { permission: 'people.employees:create' },
      },
      async (request, reply) => reply.code(201).send(await people.createEmployee(deps, sessionOf(request), request.body)),
    );

    api.get(
      '/api/people/employees/:id',
      {
        schema: {
          tags,
          summary:
            'One employee record (404 outside the caller’s scope); salary, bank, national id and medical only with people.sensitive-data:read',
          params: EmployeeIdParamsSchema,
          response: { 200: EmployeeSchema },
        },
        config: { permission: 'people.employees:read' },
      },
      (request) => run(request, (ctx) => people.getEmployee(ctx, request.params.id)),
    );

    api.patch(
      '/api/people/employees/:id',
      {
        schema: {
          tags,
          summary:
            'Change an employee: only the fields sent, with the version read (409 PEOPLE_STALE_VERSION with currentVersion otherwise)',
          params: EmployeeIdParamsSchema,
          body: UpdateEmployeeSchema,
          response: { 200: EmployeeSchema },
        },
        config: { permission: 'people.employees:update' },
      },
      (request) => run(request, (ctx) => changes.updateEmployee(ctx, request.params.id, request.body)),
    );

    api.get(
      '/api/people/employees/:id/history',
      {
        schema: {
          tags,
          summary:
            'Job history, newest first (department, designation, manager, salary, employment type, branch); salary rows need people.sensitive-data:read',
          params: EmployeeIdParamsSchema,
          response: { 200: JobHistorySchema },
        },
        config: { permission: 'people.employees:read' },
      },
      (request) => run(request, (ctx) => people.jobHistory(ctx, request.params.id)),
    );

    api.post(
      '/api/people/employees/:id/invitation',
      {
        schema: {
          tags,
          summary:
            'Create the sign-in account of an employee without one, or email a fresh invitation link (409 PEOPLE_ACCOUNT_ACTIVE when they already sign in)',
          params: EmployeeIdParamsSchema,
          response: { 200: EmployeeInvitationSchema },
        },
        config: { permission: 'people.employees:update' },
      },
      (request) => changes.inviteEmployee(deps, sessionOf(request), request.params.id),
    );

    registerPhotoRoutes(scope, deps, run);
    registerTerminationRoutes(scope, deps, run);
    registerDocumentRoutes(scope, deps, run);
    registerDirectoryRoutes(scope, run);
  });
}
