import type { ChangePasswordRequest, LoginResponse, RegisterRequest, ResetPasswordRequest } from '@hcims/contracts/identity';
import { api } from '../../../shared/lib/session';

/** The public auth calls carry no token and never trigger a refresh. */
const open = { auth: false, retryOn401: false } as const;

export const signInRequest = (email: string, password: string) =>
  api.post<LoginResponse>('/auth/login/', { email: email.trim(), password }, open);

export const registerRequest = (body: RegisterRequest) => api.post<LoginResponse>('/auth/register', body, open);

export const forgotPasswordRequest = (email: string) => api.post<null>('/auth/forgot-password', { email: email.trim() }, open);

export const resetPasswordRequest = (body: ResetPasswordRequest) => api.post<null>('/auth/reset-password', body, open);

/** Lock screen: checks the signed-in user's password (204); wrong answers count toward the lock. */
export const unlockRequest = (password: string) => api.post<null>('/auth/unlock', { password });

/** Every session ends and this device gets a new token pair (to store with startSession). */
export const changePasswordRequest = (body: ChangePasswordRequest) => api.post<LoginResponse>('/auth/change-password', body);
