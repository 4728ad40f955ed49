import type { ErrorCode } from '@hcims/contracts/errors';
import type { FieldIssue, PlatformErrorCode } from '@hcims/contracts/platform';

const statusByCode: Record<PlatformErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  BAD_REQUEST: 400,
  STORAGE_NOT_FOUND: 404,
  STORAGE_TYPE_NOT_ALLOWED: 415,
  STORAGE_FILE_TOO_LARGE: 413,
  STORAGE_EMPTY_FILE: 400,
  UPLOAD_ONE_FILE: 400,
  UPLOAD_FILE_MISSING: 400,
};

/**
 * The one error type. Modules throw it with a code of their list in contracts (the `ErrorCode`
 * union) and a status, or with a platform code whose status is implied. The central handler
 * turns it into the error shape.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { status?: number; details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.status ?? statusByCode[code as PlatformErrorCode] ?? 500;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  readonly details: unknown;

  static validation(issues: FieldIssue[]): AppError {
    const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    return new AppError('VALIDATION_FAILED', `Invalid request: ${summary}`, { details: issues });
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  /** 422: a business rule the request breaks, under the rule's own code. */
  static rule(code: ErrorCode, message: string, details?: unknown): AppError {
    return new AppError(code, message, { status: 422, ...(details === undefined ? {} : { details }) });
  }

  /** 409 for a write based on an old read; the current version lets the form offer to reload. */
  static stale(code: ErrorCode, message: string, currentVersion?: number): AppError {
    return new AppError(code, message, { status: 409, ...(currentVersion === undefined ? {} : { details: { currentVersion } }) });
  }
}
