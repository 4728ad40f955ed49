import type { ChangePasswordRequest, RegisterRequest, ResetPasswordRequest } from '@hcims/contracts/identity';
import { apiClient } from '../../../shared/api';

/** The public auth calls carry no token and never trigger a refresh. */
const open = { auth: false, retryOn401: false } as const;

export const registerRequest = (body: RegisterRequest) => apiClient.post('/auth/register', { body, ...open });

/** A new owner's emailed link: confirms the address and answers the first session (to store with startSession). */
export const confirmSignUpRequest = (token: string) => apiClient.post('/auth/register/confirm', { body: { token }, ...open });

export const forgotPasswordRequest = (email: string) => apiClient.post('/auth/forgot-password', { body: { email: email.trim() }, ...open });

export const resetPasswordRequest = (body: ResetPasswordRequest) => apiClient.post('/auth/reset-password', { body, ...open });

/** Lock screen: checks the signed-in user's password (204); wrong answers count toward the lock. */
export const unlockRequest = (password: string) => apiClient.post('/auth/unlock', { body: { password } });

/** Every session ends and this device gets a new token pair (to store with startSession). */
export const changePasswordRequest = (body: ChangePasswordRequest) => apiClient.post('/auth/change-password', { body });

/** The answer of an existing account to an invitation into a company, with the token of the emailed link (ADR 0082). */
export const acceptInvitationRequest = (token: string) => apiClient.post('/auth/invitations/accept', { body: { token }, ...open });
export const declineInvitationRequest = (token: string) => apiClient.post('/auth/invitations/decline', { body: { token }, ...open });
