import { AppError } from '../../platform/errors/app-error.js';

/** The refusals of sign-in and its second step. */

export function lockedError(ms: number): AppError {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.ceil(seconds / 60);
  return new AppError('AUTH_LOCKED', `Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    status: 429,
    details: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

export function slowDownError(ms: number): AppError {
  const seconds = Math.ceil(ms / 1000);
  return new AppError('AUTH_SLOW_DOWN', `Too many failed sign-ins on this account; try again in ${seconds} s`, {
    status: 429,
    details: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

export const accountDisabled = () => new AppError('AUTH_ACCOUNT_DISABLED', 'This account is disabled', { status: 403 });

export const invalidCredentials = () => new AppError('AUTH_INVALID_CREDENTIALS', 'The email or password is not correct', { status: 401 });

export const sessionEnded = () => new AppError('UNAUTHENTICATED', 'The session has ended; sign in again');

export const invalidCode = (status: 401 | 422, field = 'body.code') =>
  new AppError('AUTH_TWO_FACTOR_INVALID_CODE', 'The code is not correct', {
    status,
    details: [{ path: field, message: 'is not correct' }],
  });

export const challengeInvalid = () =>
  new AppError('AUTH_TWO_FACTOR_CHALLENGE_INVALID', 'The sign-in has expired; sign in again', { status: 401 });
