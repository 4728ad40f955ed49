import multipart from '@fastify/multipart';
import {
  WhistleAttachmentParamsSchema,
  WhistleAttachmentQuerySchema,
  WhistleCaseKeyHeaderSchema,
  FiledWhistleReportSchema,
  FileWhistleReportSchema,
  MoveWhistleCaseSchema,
  RoutinesIdParamsSchema,
  WhistleCaseDetailSchema,
  WhistleCaseListQuerySchema,
  WhistleCasePageSchema,
  WhistleFollowSchema,
  WhistleHandlerMessageSchema,
  WhistleReporterMessageSchema,
  WhistleReporterViewSchema,
} from '@hcims/contracts/routines';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { storedFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { multipartOptions, receiveUpload, sendDownload, type Storage } from '../../platform/storage/index.js';
import { demoReceipt } from './expenses.demo.js';
import { WHISTLE_FILE_KINDS, WHISTLE_FILE_MAX_BYTES, withoutMetadata } from './whistle.files.js';
import * as service from './whistle.service.js';

const tags = ['routines'];

/**
 * /api/routines/whistle: filing (any signed-in person; its log lines carry no address), the
 * handlers' cases (routines.whistle-cases), and the reporter's side by case key (public, ADR 0125).
 */
export function registerWhistleRoutes(
  app: FastifyInstance,
  run: RequestRunner,
  deps: { database: Pick<Database, 'db'>; clock: Clock; storage: Storage },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerWhistleAttachmentRoutes(app, run, deps);

  api.post(
    '/api/routines/whistle/reports',
    {
      schema: {
        tags,
        summary: 'File a whistle-blowing report, named or anonymous; answers the case key once',
        body: FileWhistleReportSchema,
        response: { 201: FiledWhistleReportSchema },
      },
      config: { signedIn: true, anonymousCaller: true },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.fileReport(ctx, request.body))),
  );

  api.post(
    '/api/routines/whistle/follow',
    {
      schema: {
        tags,
        summary: 'The reporter’s view of a case (no sign-in): status and messages, opened by the case key',
        body: WhistleFollowSchema,
        response: { 200: WhistleReporterViewSchema },
      },
      config: { public: true, anonymousCaller: true },
    },
    (request) => service.followCase(deps.database, request.body.key),
  );

  api.post(
    '/api/routines/whistle/follow/messages',
    {
      schema: {
        tags,
        summary: 'The reporter writes to the case handlers (no sign-in), with the case key',
        body: WhistleReporterMessageSchema,
        response: { 200: WhistleReporterViewSchema },
      },
      config: { public: true, anonymousCaller: true },
    },
    (request) => service.reporterMessage(deps.database, request.body.key, request.body.body, deps.clock()),
  );

  api.get(
    '/api/routines/whistle/cases',
    {
      schema: {
        tags,
        summary: 'One page of whistle-blowing cases (never those about the caller)',
        querystring: WhistleCaseListQuerySchema,
        response: { 200: WhistleCasePageSchema },
      },
      config: { permission: 'routines.whistle-cases:read' },
    },
    (request) => run(request, (ctx) => service.listCases(ctx, request.query)),
  );

  api.get(
    '/api/routines/whistle/cases/:id',
    {
      schema: {
        tags,
        summary: 'One case with its messages and internal notes',
        params: RoutinesIdParamsSchema,
        response: { 200: WhistleCaseDetailSchema },
      },
      config: { permission: 'routines.whistle-cases:read' },
    },
    (request) => run(request, (ctx) => service.getCase(ctx, request.params.id)),
  );

  api.post(
    '/api/routines/whistle/cases/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a case: received -> in review -> resolved -> closed (with its version)',
        params: RoutinesIdParamsSchema,
        body: MoveWhistleCaseSchema,
        response: { 200: WhistleCaseDetailSchema },
      },
      config: { permission: 'routines.whistle-cases:update' },
    },
    (request) => run(request, (ctx) => service.moveCase(ctx, request.params.id, request.body)),
  );

  api.post(
    '/api/routines/whistle/cases/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write to the reporter, or add an internal note',
        params: RoutinesIdParamsSchema,
        body: WhistleHandlerMessageSchema,
        response: { 200: WhistleCaseDetailSchema },
      },
      config: { permission: 'routines.whistle-cases:update' },
    },
    (request) => run(request, (ctx) => service.addHandlerMessage(ctx, request.params.id, request.body)),
  );
}

/** The case key of an upload, from its header (never the URL); a 400 naming the header otherwise. */
function caseKeyOf(request: FastifyRequest): string {
  const parsed = WhistleCaseKeyHeaderSchema.safeParse({ 'x-case-key': request.headers['x-case-key'] });
  if (!parsed.success) throw AppError.validation([{ path: 'headers.x-case-key', message: 'is not a case key' }]);
  return parsed.data['x-case-key'];
}

/**
 * Stores an upload of a case: PDF or an image by content, 10 MB at most; an image is stored
 * again without its metadata and the bytes as sent are deleted (ADR 0123).
 */
async function receiveCaseFile(request: FastifyRequest, storage: Storage) {
  const upload = await receiveUpload(request, storage, { maxBytes: WHISTLE_FILE_MAX_BYTES, allow: WHISTLE_FILE_KINDS });
  if (upload.type.kind === 'pdf') return { upload, file: { ...upload.type, key: upload.key, size: upload.size } };
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(upload.key)) chunks.push(chunk as Buffer);
    const clean = withoutMetadata(upload.type.kind, Buffer.concat(chunks));
    if (!clean)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image is damaged', {
        details: [{ path: 'body.file', message: 'is not a whole image' }],
      });
    const stored = await storage.put(clean, { maxBytes: WHISTLE_FILE_MAX_BYTES, allow: WHISTLE_FILE_KINDS });
    return { upload, file: { ...stored.type, key: stored.key, size: stored.size } };
  } finally {
    await storage.delete(upload.key);
  }
}

function registerWhistleAttachmentRoutes(
  app: FastifyInstance,
  run: RequestRunner,
  deps: { database: Pick<Database, 'db'>; clock: Clock; storage: Storage },
): void {
  const { storage } = deps;
  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(WHISTLE_FILE_MAX_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/routines/whistle/follow/attachments',
      {
        schema: {
          tags,
          summary:
            'The reporter adds a file (no sign-in): the case key in the `x-case-key` header, multipart with one `file` part; PDF, PNG, JPEG or WEBP by content, 10 MB at most; images lose their metadata',
          querystring: WhistleAttachmentQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 201: WhistleReporterViewSchema },
        },
        config: { public: true, anonymousCaller: true },
      },
      async (request, reply) => {
        const key = caseKeyOf(request);
        // Nothing is stored for a wrong key or a closed case.
        await service.reporterMayAttach(deps.database, key, request.query.messageId);
        const { file } = await receiveCaseFile(request, storage);
        try {
          const view = await service.reporterAttach(deps.database, key, request.query.messageId, file, deps.clock());
          return reply.code(201).send(view);
        } catch (error) {
          await storage.delete(file.key);
          throw error;
        }
      },
    );

    api.post(
      '/api/routines/whistle/follow/attachments/:id',
      {
        schema: {
          tags,
          summary: 'The reporter downloads a file of the case (no sign-in), with the case key in the body',
          params: WhistleAttachmentParamsSchema,
          body: WhistleFollowSchema,
          response: { 200: storedFileResponse('The file as stored', WHISTLE_FILE_KINDS) },
        },
        config: { public: true, anonymousCaller: true },
      },
      async (request, reply) => {
        const row = await service.reporterAttachment(deps.database, request.body.key, request.params.id);
        const body = row.storageKey ? await storage.get(row.storageKey) : demoReceipt(row.fileName);
        return sendDownload(reply, { body, contentType: row.contentType, fileName: row.fileName });
      },
    );

    api.post(
      '/api/routines/whistle/cases/:id/attachments',
      {
        schema: {
          tags,
          summary: 'A handler adds a file to a case or to a handlers’ message: multipart with one `file` part; PDF or an image by content',
          params: RoutinesIdParamsSchema,
          querystring: WhistleAttachmentQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 201: WhistleCaseDetailSchema },
        },
        config: { permission: 'routines.whistle-cases:update' },
      },
      async (request, reply) => {
        await run(request, (ctx) => service.handlerMayAttach(ctx, request.params.id, request.query.messageId));
        const { upload, file } = await receiveCaseFile(request, storage);
        try {
          const detail = await run(request, (ctx) =>
            service.handlerAttach(ctx, request.params.id, request.query.messageId, { ...file, fileName: upload.fileName }),
          );
          return reply.code(201).send(detail);
        } catch (error) {
          await storage.delete(file.key);
          throw error;
        }
      },
    );

    api.get(
      '/api/routines/whistle/attachments/:id',
      {
        schema: {
          tags,
          summary: 'A file of a case, as an attachment (never one of a case about the caller)',
          params: WhistleAttachmentParamsSchema,
          response: { 200: storedFileResponse('The file as stored', WHISTLE_FILE_KINDS) },
        },
        config: { permission: 'routines.whistle-cases:read' },
      },
      async (request, reply) => {
        const row = await run(request, (ctx) => service.handlerAttachment(ctx, request.params.id));
        const body = row.storageKey ? await storage.get(row.storageKey) : demoReceipt(row.fileName);
        return sendDownload(reply, { body, contentType: row.contentType, fileName: row.fileName });
      },
    );
  });
}
