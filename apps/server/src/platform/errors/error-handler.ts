import type { ErrorBody, FieldIssue } from '@hcims/contracts/platform';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { isDatabaseUnavailable, isUnstorableText } from './database-errors.js';

export const RETRY_AFTER_SECONDS = 5;

function fieldIssues(error: FastifyError): FieldIssue[] {
  const where = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) => {
    const pointer = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const missing = typeof v.params?.missingProperty === 'string' ? v.params.missingProperty : '';
    const field = [where, pointer, missing].filter(Boolean).join('.');
    return { path: field, message: v.message ?? 'is invalid' };
  });
}

/** Maps anything thrown to an AppError without leaking internals. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error) || fe?.validation) return AppError.validation(fieldIssues(fe));
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable; try again in a few seconds', {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  }
  if (isUnstorableText(error)) {
    return AppError.validation([{ path: 'body', message: 'contains a character that cannot be stored' }]);
  }
  switch (fe?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON', 'The request body is not valid JSON', {
        details: [{ path: 'body', message: 'is not valid JSON' }],
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here', {
        details: [{ path: 'headers.content-type', message: 'is not supported' }],
      });
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) return new AppError('RATE_LIMITED', 'Too many requests; slow down and try again shortly', { status: 429 });
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', 'The request could not be processed', { status });
  return new AppError('INTERNAL', 'Something went wrong on our side; the request id identifies it in the log', { status: 500 });
}

export function errorBody(error: AppError, requestId: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
      requestId,
    },
  };
}

/** A body up to this size is still read to its end after an early answer (ADR 0043). */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * An answer given before the request body was read to its end (an upload refused mid-stream)
 * would leave the rest of the body where the next request on the connection is expected. The
 * rest is read and dropped instead, so the connection carries on; a body of unknown length, or
 * too large to be worth reading, ends the connection after the answer (`Connection: close`).
 */
function discardUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  if (!raw.complete && !(Number(raw.headers['content-length']) <= DRAIN_LIMIT_BYTES)) void reply.header('connection', 'close');
  // A multipart parser may still be attached, and would hold the stream paused.
  raw.unpipe();
  raw.resume();
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    discardUnreadBody(request, reply);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.statusCode }, 'request rejected');
    for (const [name, value] of Object.entries(appError.headers)) void reply.header(name, value);
    return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(errorBody(appError, request.id));
  });
}
