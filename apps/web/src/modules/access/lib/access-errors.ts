import type { TFunction } from 'i18next';
import { toProblem } from '../../../shared/lib/api-problem';

/** The server's error code of a failed call (NETWORK when it was not reached). */
export const errorCode = (error: unknown): string => toProblem(error).code;

/** A translated sentence for a failed access call (access:errors.<code>), never the server's text. */
export function accessErrorMessage(t: TFunction, error: unknown): string {
  return t([`access:errors.${errorCode(error)}`, 'access:errors.UNKNOWN']);
}
