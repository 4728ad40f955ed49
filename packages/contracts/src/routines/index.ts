import { z } from 'zod';
import { IdSchema } from '../common/index.js';

/** The routines module's contracts: holidays and leave (attendance, meetings, expenses and whistle-blowing join later). */
export * from './attendance.js';
export * from './holidays.js';
export * from './leave.js';
export * from './whistle.js';

export const RoutinesIdParamsSchema = z.object({ id: IdSchema });

/** Every error code of the module (joined into `ErrorCode` in `@hcims/contracts/errors`). */
export const RoutinesErrorCodes = [
  'ROUTINES_HOLIDAY_EXISTS',
  'ROUTINES_HOLIDAY_STALE_VERSION',
  'ROUTINES_EXPORT_TOO_LARGE',
  'ROUTINES_LEAVE_TYPE_NAME_TAKEN',
  'ROUTINES_LEAVE_TYPE_IN_USE',
  'ROUTINES_LEAVE_TYPE_BUILTIN',
  'ROUTINES_LEAVE_TYPE_STALE_VERSION',
  'ROUTINES_LEAVE_NO_EMPLOYEE',
  'ROUTINES_LEAVE_OVERLAP',
  'ROUTINES_LEAVE_INSUFFICIENT_BALANCE',
  'ROUTINES_LEAVE_NO_WORKING_DAYS',
  'ROUTINES_LEAVE_SPANS_YEARS',
  'ROUTINES_LEAVE_TRANSITION',
  'ROUTINES_LEAVE_OWN_REQUEST',
  'ROUTINES_LEAVE_STALE_VERSION',
  'ROUTINES_ATTENDANCE_OPEN',
  'ROUTINES_ATTENDANCE_NOT_OPEN',
  'ROUTINES_ATTENDANCE_NO_EMPLOYEE',
  'ROUTINES_WHISTLE_TRANSITION',
  'ROUTINES_WHISTLE_STALE_VERSION',
  'ROUTINES_WHISTLE_CLOSED',
] as const;
export type RoutinesErrorCode = (typeof RoutinesErrorCodes)[number];
