import { fileResponse } from '@hcims/contracts/platform';
import multipart from '@fastify/multipart';
import {
  ImportFieldListSchema,
  ImportIssuePageSchema,
  ImportIssuesQuerySchema,
  ImportJobListSchema,
  ImportJobSchema,
  ImportPreviewRequestSchema,
  ImportPreviewSchema,
  ImportUploadResponseSchema,
  RunImportSchema,
} from '@hcims/contracts/people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/errors/app-error.js';
import { assertStorableText } from '../../../platform/http/storable-text.js';
import { holds } from '../../../platform/permissions/index.js';
import { sessionOf, type RequestCtx, type RequestSession } from '../../../platform/request/index.js';
import { sendDownload } from '../../../platform/storage/index.js';
import type { ImportService } from './import.service.js';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IdParams = z.object({ id: z.uuid() });
const tags = ['people: import'];

/** Imports create employees anywhere in the company, so they need the create permission company-wide. */
function importer(request: FastifyRequest): RequestSession {
  const session = sessionOf(request);
  if (!holds(session.permissions, 'people.employees:create', 'company')) {
    throw new AppError('FORBIDDEN', 'Importing employees needs the permission to create employees for the whole company', {
      details: { permission: 'people.employees:create', scope: 'company' },
    });
  }
  return session;
}

async function readUpload(request: FastifyRequest): Promise<{ fileName: string; body: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in a part named "file"', {
      details: [{ path: 'headers.content-type', message: 'expected multipart/form-data' }],
    });
  }
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 } });
  if (!part || part.fieldname !== 'file') {
    throw new AppError('IMPORT_NO_FILE', 'No file: send it in a part named "file"', {
      status: 400,
      details: [{ path: 'body.file', message: 'is required' }],
    });
  }
  assertStorableText(part.filename, 'body.file.filename');
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  // @fastify/multipart truncates silently at the limit (ADR 0008): a file of exactly the limit plus more is refused here.
  if (part.file.truncated) {
    throw new AppError('IMPORT_FILE_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, {
      status: 413,
      details: { maxBytes: MAX_UPLOAD_BYTES },
    });
  }
  return { fileName: part.filename || 'import', body: Buffer.concat(chunks) };
}

/** Bulk import of employees: upload, preview, run, progress and failed rows (ADR 0020). */
export function registerImportRoutes(app: FastifyInstance, imports: ImportService): void {
  /** Checks the caller may import, then runs the use case in the request's one transaction. */
  const run = <T>(request: FastifyRequest, work: (ctx: RequestCtx) => Promise<T>): Promise<T> => {
    importer(request);
    return imports.inRequest(request, work);
  };
  void app.register(async (scope) => {
    // Multipart only here (and only if no parent scope registered it already).
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/people/imports/fields',
      {
        schema: {
          tags,
          summary: 'Fields a column of an employee import can feed (salary only with people.sensitive-data:update)',
          response: { 200: ImportFieldListSchema },
        },
        config: { permission: 'people.employees:create' },
      },
      (request) =>
        imports
          .fields(importer(request))
          .map((f) => ({ field: f.field, required: f.required ?? false, sensitive: f.field.startsWith('salary'), hint: f.hint })),
    );

    api.get(
      '/api/people/imports',
      {
        schema: { tags, summary: 'The 50 most recent employee imports of the active company', response: { 200: ImportJobListSchema } },
        config: { permission: 'people.employees:create' },
      },
      (request) => run(request, (ctx) => imports.list(ctx)),
    );

    api.post(
      '/api/people/imports',
      {
        schema: {
          tags,
          summary:
            'Upload a CSV or XLSX of employees (multipart, part "file", at most 10 MB and 20,000 rows); answers the proposed column mapping',
          consumes: ['multipart/form-data'],
          response: { 201: ImportUploadResponseSchema },
        },
        config: { permission: 'people.employees:create' },
      },
      async (request, reply) => {
        importer(request);
        const upload = await readUpload(request);
        return reply.code(201).send(await run(request, (ctx) => imports.upload(ctx, upload)));
      },
    );

    api.get(
      '/api/people/imports/:id',
      {
        schema: {
          tags,
          summary: 'One import, with the progress of its run: poll every second while status is "running"',
          params: IdParams,
          response: { 200: ImportJobSchema },
        },
        config: { permission: 'people.employees:create' },
      },
      (request) => run(request, (ctx) => imports.get(ctx, request.params.id)),
    );

    api.post(
      '/api/people/imports/:id/preview',
      {
        schema: {
          tags,
          summary: 'Check the file with a column mapping: per-row errors, nothing written',
          params: IdParams,
          body: ImportPreviewRequestSchema,
          response: { 200: ImportPreviewSchema },
        },
        config: { permission: 'people.employees:create' },
      },
      (request) => run(request, (ctx) => imports.preview(ctx, request.params.id, request.body.mapping)),
    );

    api.get(
      '/api/people/imports/:id/issues',
      {
        schema: {
          tags,
          summary: 'Every issue of the last preview or run, page by page',
          params: IdParams,
          querystring: ImportIssuesQuerySchema,
          response: { 200: ImportIssuePageSchema },
        },
        config: { permission: 'people.employees:create' },
      },
      (request) => run(request, (ctx) => imports.issues(ctx, request.params.id, request.query.page, request.query.pageSize)),
    );

    api.post(
      '/api/people/imports/:id/run',
      {
        schema: {
          tags,
          summary:
            'Import the previewed file: all_or_nothing (one transaction) or valid_only; answers 202 and runs on; poll GET /api/people/imports/{id}',
          params: IdParams,
          body: RunImportSchema,
          response: { 202: ImportJobSchema },
        },
        config: { permission: 'people.employees:create' },
      },
      async (request, reply) => {
        const started = await run(request, (ctx) => imports.start(ctx, request.params.id, request.body.mode));
        // The run is launched once the transaction that marked it running has committed.
        return reply.code(202).send(imports.launch(started));
      },
    );

    api.get(
      '/api/people/imports/:id/failed-rows',
      {
        schema: {
          tags,
          summary: 'The rows with problems as CSV: the original columns plus "Row" and "Errors", ready to fix and upload again',
          params: IdParams,
          response: { 200: fileResponse('The rows that failed, with their errors, as CSV (attachment)', ['text/csv']) },
        },
        config: { permission: 'people.employees:create' },
      },
      async (request, reply) => {
        const { fileName, body } = await run(request, (ctx) => imports.failedRows(ctx, request.params.id));
        return sendDownload(reply, { body, contentType: 'text/csv; charset=utf-8', fileName, size: body.length });
      },
    );
  });
}
