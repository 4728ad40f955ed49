import { z } from 'zod';

/** Codes every module may answer with; modules add their own, prefixed with the module name. */
export const PlatformErrorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'BAD_REQUEST',
  'STORAGE_NOT_FOUND',
  'STORAGE_TYPE_NOT_ALLOWED',
  'STORAGE_FILE_TOO_LARGE',
  'STORAGE_EMPTY_FILE',
  'UPLOAD_ONE_FILE',
  'UPLOAD_FILE_MISSING',
] as const;
export type PlatformErrorCode = (typeof PlatformErrorCodes)[number];

export const FieldIssueSchema = z.object({
  path: z.string().describe('Where the bad value is, e.g. "body.email" or "query.limit"'),
  message: z.string().describe('What is wrong with it'),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** The one error shape of the API (ARCHITECTURE section 5). */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string().describe('Stable, UPPER_SNAKE machine code; the web translates it'),
    message: z.string().describe('Human-readable English summary, never a stack trace or SQL'),
    details: z.unknown().optional().describe('Field issues for validation errors, or other context'),
    requestId: z.string().describe('The request id, also in the x-request-id header and the server log'),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
