import { imageFileResponse } from '../../platform/http/responses.js';
import { ErrorBodySchema, NoContentSchema, NotModifiedSchema } from '@hcims/contracts/platform';
import multipart from '@fastify/multipart';
import {
  BranchSchema,
  CompanyGroupSchema,
  CompanySchema,
  CreateBranchSchema,
  CreateCompanySchema,
  CreatedCompanySchema,
  DepartmentOptionSchema,
  DesignationOptionSchema,
  OrgIdParamsSchema,
  UpdateBranchSchema,
  UpdateCompanySchema,
  UpdateGroupSchema,
} from '@hcims/contracts/org';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';
import { replyWithEtag } from '../../platform/http/etag.js';
import { multipartOptions, receiveUpload, sendDownload } from '../../platform/storage/index.js';
import { requestRunner, sessionOf } from '../../platform/request/index.js';
import * as company from './company.service.js';
import * as group from './group.service.js';
import * as departments from './departments.service.js';
import * as designations from './designations.service.js';
import type { OrgDeps } from './org.deps.js';
import { registerStructureRoutes } from './structure.routes.js';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const tags = ['org'];

/**
 * /company_info, /group_of_companies, /add_department, /add_designation and the shell's compact
 * lists (spec paths, with their capital S). Every write runs in one tenant transaction with its
 * audit event.
 */
export function registerOrgRoutes(app: FastifyInstance, deps: OrgDeps): void {
  const run = requestRunner(deps);

  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(LOGO_MAX_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/company-Setup/departments/',
      {
        schema: {
          tags,
          summary: 'The active company’s departments (compact); ETag and 304',
          response: { 200: z.array(DepartmentOptionSchema), 304: NotModifiedSchema },
        },
        config: { signedIn: true },
      },
      async (request, reply) => replyWithEtag(request, reply, await run(request, departments.departmentOptions)),
    );

    api.get(
      '/api/company-Setup/designations/',
      {
        schema: {
          tags,
          summary: 'The active company’s designations (compact); ETag and 304',
          response: { 200: z.array(DesignationOptionSchema), 304: NotModifiedSchema },
        },
        config: { signedIn: true },
      },
      async (request, reply) => replyWithEtag(request, reply, await run(request, designations.designationOptions)),
    );

    api.get(
      '/api/org/company',
      {
        schema: { tags, summary: 'The active company’s details, office hours and working days', response: { 200: CompanySchema } },
        config: { permission: 'org.company:read' },
      },
      (request) => run(request, company.getCompany),
    );

    api.patch(
      '/api/org/company',
      {
        schema: {
          tags,
          summary: 'Change company details; send the version you read (409 ORG_STALE_VERSION otherwise)',
          body: UpdateCompanySchema,
          response: { 200: CompanySchema },
        },
        config: { permission: 'org.company:update' },
      },
      (request) => run(request, (ctx) => company.updateCompany(ctx, request.body)),
    );

    api.get(
      '/api/org/company/logo',
      {
        schema: {
          tags,
          summary: 'The company logo (PNG, JPEG or WEBP), as an attachment; 404 without one',
          response: { 200: imageFileResponse('The logo, as an attachment'), 404: ErrorBodySchema },
        },
        config: { permission: 'org.company:read' },
      },
      async (request, reply) => {
        const logo = await run(request, company.logoOf);
        if (!logo) throw AppError.notFound('Logo');
        const body = await deps.storage.get(logo.key);
        return sendDownload(reply, { body, contentType: logo.mime, fileName: `logo.${logo.mime.split('/')[1] ?? 'img'}` });
      },
    );

    api.put(
      '/api/org/company/logo',
      {
        schema: {
          tags,
          summary: 'Upload the logo: multipart with one `file` part; PNG, JPEG or WEBP by content, 2 MB at most',
          consumes: ['multipart/form-data'],
          response: { 200: CompanySchema },
        },
        config: { permission: 'org.company:update' },
      },
      async (request) => {
        const upload = await receiveUpload(request, deps.storage, { maxBytes: LOGO_MAX_BYTES, allow: ['png', 'jpeg', 'webp'] });
        try {
          const { company: updated, previousKey } = await run(request, (ctx) =>
            company.setLogo(ctx, { key: upload.key, mime: upload.type.mime }),
          );
          if (previousKey) await deps.storage.delete(previousKey);
          return updated;
        } catch (error) {
          await deps.storage.delete(upload.key);
          throw error;
        }
      },
    );

    api.delete(
      '/api/org/company/logo',
      {
        schema: { tags, summary: 'Remove the logo', response: { 200: CompanySchema } },
        config: { permission: 'org.company:update' },
      },
      async (request) => {
        const { company: updated, previousKey } = await run(request, (ctx) => company.setLogo(ctx, null));
        if (previousKey) await deps.storage.delete(previousKey);
        return updated;
      },
    );

    api.get(
      '/api/org/branches',
      {
        schema: { tags, summary: 'The company’s branches with their head-counts', response: { 200: z.array(BranchSchema) } },
        config: { permission: 'org.company:read' },
      },
      (request) => run(request, (ctx) => company.listBranches(deps, ctx)),
    );

    api.post(
      '/api/org/branches',
      {
        schema: { tags, summary: 'Add a branch', body: CreateBranchSchema, response: { 201: BranchSchema } },
        config: { permission: 'org.company:update' },
      },
      async (request, reply) => reply.code(201).send(await run(request, (ctx) => company.createBranch(deps, ctx, request.body))),
    );

    api.get(
      '/api/org/branches/:id',
      {
        schema: { tags, summary: 'One branch', params: OrgIdParamsSchema, response: { 200: BranchSchema } },
        config: { permission: 'org.company:read' },
      },
      (request) => run(request, (ctx) => company.getBranch(deps, ctx, request.params.id)),
    );

    api.patch(
      '/api/org/branches/:id',
      {
        schema: {
          tags,
          summary: 'Change a branch (with its version)',
          params: OrgIdParamsSchema,
          body: UpdateBranchSchema,
          response: { 200: BranchSchema },
        },
        config: { permission: 'org.company:update' },
      },
      (request) => run(request, (ctx) => company.updateBranch(deps, ctx, request.params.id, request.body)),
    );

    api.delete(
      '/api/org/branches/:id',
      {
        schema: {
          tags,
          summary: 'Delete a branch nobody is assigned to (422 ORG_BRANCH_IN_USE otherwise)',
          params: OrgIdParamsSchema,
          response: { 204: NoContentSchema },
        },
        config: { permission: 'org.company:update' },
      },
      async (request, reply) => {
        await run(request, (ctx) => company.deleteBranch(deps, ctx, request.params.id));
        return reply.code(204).send();
      },
    );

    api.get(
      '/api/org/group',
      {
        schema: {
          tags,
          summary: 'The group of companies: its companies, head-counts, which ones the caller can switch to',
          response: { 200: CompanyGroupSchema },
        },
        config: { permission: 'org.groups:read' },
      },
      (request) => group.getGroup(deps, sessionOf(request)),
    );

    api.patch(
      '/api/org/group',
      {
        schema: { tags, summary: 'Rename the group', body: UpdateGroupSchema, response: { 200: CompanyGroupSchema } },
        config: { permission: 'org.groups:update' },
      },
      (request) => group.renameGroup(deps, sessionOf(request), request.body.name),
    );

    api.post(
      '/api/org/group/companies',
      {
        schema: {
          tags,
          summary: 'Add a company to the group; the caller becomes its owner (switch to it with POST /api/auth/switch-company)',
          body: CreateCompanySchema,
          response: { 201: CreatedCompanySchema },
        },
        config: { permission: 'org.groups:create' },
      },
      async (request, reply) => reply.code(201).send(await group.createCompany(deps, sessionOf(request), request.body)),
    );

    registerStructureRoutes(scope, deps, run);
  });
}
