import type { TFunction } from 'i18next';
import { apiErrorInfo, fieldIssues, lockedMinutes, retrySeconds, type ApiErrorInfo } from './api-error';

/** A weak-password reason from the server (English) as one of our keys. */
export function weakPasswordKey(details: unknown): string {
  const message = fieldIssues(details)[0]?.message ?? '';
  if (/common/i.test(message)) return 'password.common';
  if (/repeats/i.test(message)) return 'password.repeated';
  if (/name|email|company/i.test(message)) return 'password.personal';
  if (/at least/i.test(message)) return 'password.tooShort';
  return 'password.weak';
}

/**
 * The translated sentence for a failed auth call, by the server's code (identity:errors.<code>),
 * never the server's English text; codes without a sentence get the generic one.
 */
export function authErrorMessage(t: TFunction, error: unknown): string {
  const info: ApiErrorInfo =
    error && typeof error === 'object' && 'code' in error && !(error instanceof Error) ? (error as ApiErrorInfo) : apiErrorInfo(error);
  if (info.code === 'AUTH_PASSWORD_WEAK') return t(`identity:${weakPasswordKey(info.details)}`, { min: 8 });
  return t([`identity:errors.${info.code}`, 'identity:errors.UNKNOWN'], {
    minutes: lockedMinutes(info.details),
    seconds: retrySeconds(info.details),
  });
}
