import type { TFunction } from 'i18next';
import { HttpError } from '../../../shared/lib/session';

/** The server's error code of a failed call (NETWORK when it was not reached). */
export function errorCode(error: unknown): string {
  if (!(error instanceof HttpError)) return 'UNKNOWN';
  if (error.code === 'ERR_NETWORK') return 'NETWORK';
  const code = (error.data as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

/** A translated sentence for a failed access call (access:errors.<code>), never the server's text. */
export function accessErrorMessage(t: TFunction, error: unknown): string {
  return t([`access:errors.${errorCode(error)}`, 'access:errors.UNKNOWN']);
}
