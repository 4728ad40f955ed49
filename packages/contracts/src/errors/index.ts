import { AccessErrorCodes } from '../access/index.js';
import { IdentityErrorCodes, TwoFactorErrorCodes } from '../identity/index.js';
import { OrgErrorCodes } from '../org/index.js';
import { ImportErrorCodes, PeopleErrorCodes, ReportErrorCodes } from '../people/index.js';
import { PlatformErrorCodes } from '../platform/index.js';
import { TasksErrorCodes } from '../tasks/index.js';
import { RoutinesErrorCodes } from '../routines/index.js';
import { WhatsAppErrorCodes } from '../whatsapp/index.js';
import { ChatErrorCodes, MailboxErrorCodes, WorkspaceErrorCodes } from '../workspace/index.js';

/**
 * Every error code the API can answer with: the platform's and each module's own list. A module
 * adds its list here; `AppError` on the server takes only these codes, and the web translates
 * each of them.
 */
export const ErrorCodes = [
  ...PlatformErrorCodes,
  ...IdentityErrorCodes,
  ...TwoFactorErrorCodes,
  ...AccessErrorCodes,
  ...OrgErrorCodes,
  ...PeopleErrorCodes,
  ...ImportErrorCodes,
  ...ReportErrorCodes,
  ...WhatsAppErrorCodes,
  ...WorkspaceErrorCodes,
  ...MailboxErrorCodes,
  ...ChatErrorCodes,
  ...TasksErrorCodes,
  ...RoutinesErrorCodes,
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];
