import { ErrorBodySchema, NoContentSchema } from '@hcims/contracts/platform';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LoginTwoFactorRequestSchema,
  LogoutRequestSchema,
  MeResponseSchema,
  RefreshRequestSchema,
  RegisterCheckMailSchema,
  RegisterRequestSchema,
  ConfirmSignUpRequestSchema,
  ResetPasswordRequestSchema,
  InvitationAnswerRequestSchema,
  SwitchCompanyRequestSchema,
  SwitchCompanyResponseSchema,
  TokenPairSchema,
  TwoFactorChallengeSchema,
  UnlockRequestSchema,
} from '@hcims/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { deviceCookie } from './device-token.js';
import type { Identity } from './identity.service.js';
import { profile } from './profile.service.js';
import { originOf } from './request-origin.js';
import { registerTwoFactorRoutes } from './two-factor.routes.js';

export { originOf };

const tags = ['auth'];

/** The sign-in, session and password endpoints; the first three are the spec's paths. */
export function registerAuthRoutes(
  app: FastifyInstance,
  identity: Identity,
  options: { rateLimit: { max: number; timeWindow: number }; publicUrl: string },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { public: true, rateLimit: options.rateLimit } as const;
  const secureCookies = options.publicUrl.startsWith('https:');

  api.post(
    '/api/auth/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: z.union([LoginResponseSchema, TwoFactorChallengeSchema]), 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
      config: limited,
    },
    async (request, reply) => {
      const answer = await identity.signIn.login(request.body.email, request.body.password, originOf(request));
      if ('twoFactor' in answer) return answer;
      const { device, ...session } = answer;
      // The device is known to this account from now on (ADR 0045).
      void reply.header('set-cookie', deviceCookie(device, secureCookies));
      return session;
    },
  );

  api.post(
    '/api/auth/login/two-factor',
    {
      schema: {
        tags,
        summary: 'Second step of a sign-in with two-factor on: the challenge and a code of the authenticator app or a recovery code',
        body: LoginTwoFactorRequestSchema,
        response: { 200: LoginResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
      config: limited,
    },
    async (request, reply) => {
      const { device, ...session } = await identity.twoFactor.completeSignIn(request.body, originOf(request));
      void reply.header('set-cookie', deviceCookie(device, secureCookies));
      return session;
    },
  );

  api.post(
    '/api/auth/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new access and refresh token (the old refresh token dies)',
        body: RefreshRequestSchema,
        response: { 200: TokenPairSchema, 401: ErrorBodySchema },
      },
      config: { public: true },
    },
    async (request) => {
      const outcome = await identity.sessions.refresh(request.body.refresh, originOf(request));
      if (!outcome.ok) {
        throw new AppError('AUTH_SESSION_ENDED', 'The session has ended; sign in again', {
          status: 401,
          headers: { 'www-authenticate': 'Bearer realm="hcims"' },
        });
      }
      return { access: outcome.access, refresh: outcome.refresh };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session of this refresh token (always answers 204)',
        body: LogoutRequestSchema,
        response: { 204: NoContentSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      await identity.signIn.logout(request.body.refresh, originOf(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary:
          'Create a group of companies, its first company and its owner. Where the server sends mail, answers 202 for a new and a taken address alike and the owner confirms by the emailed link; otherwise signs the owner in (201)',
        body: RegisterRequestSchema,
        response: { 201: LoginResponseSchema, 202: RegisterCheckMailSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      const answer = await identity.accounts.register(request.body, originOf(request));
      return 'status' in answer ? reply.code(202).send(answer) : reply.code(201).send(answer);
    },
  );

  api.post(
    '/api/auth/register/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a sign-up with the token of the emailed link, and sign the owner in',
        body: ConfirmSignUpRequestSchema,
        response: { 200: LoginResponseSchema },
      },
      config: limited,
    },
    (request) => identity.accounts.confirmSignUp(request.body.token, originOf(request)),
  );

  api.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a single-use reset link (1 hour); the answer is the same whether or not the address has an account',
        body: ForgotPasswordRequestSchema,
        response: { 204: NoContentSchema },
      },
      config: limited,
    },
    (request, reply) => {
      identity.accounts.forgotPassword(request.body.email, originOf(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the emailed token; ends every session of the account',
        body: ResetPasswordRequestSchema,
        response: { 204: NoContentSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      await identity.accounts.resetPassword(request.body.token, request.body.password, originOf(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/auth/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation into a company with an existing account (the token of the emailed link)',
        body: InvitationAnswerRequestSchema,
        response: { 204: NoContentSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      await identity.accounts.acceptInvitation(request.body.token, originOf(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/auth/invitations/decline',
    {
      schema: {
        tags,
        summary: 'Decline an invitation into a company (the token of the emailed link); the pending membership is removed',
        body: InvitationAnswerRequestSchema,
        response: { 204: NoContentSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      await identity.accounts.declineInvitation(request.body.token, originOf(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; every session ends and this device gets a new one',
        body: ChangePasswordRequestSchema,
        response: { 200: LoginResponseSchema },
      },
      config: { signedIn: true, rateLimit: options.rateLimit },
    },
    async (request) => {
      const origin = originOf(request);
      const wrong = new AppError('AUTH_WRONG_PASSWORD', 'The current password is not correct', {
        status: 422,
        details: [{ path: 'body.currentPassword', message: 'is not correct' }],
      });
      // Checked before the request's transaction opens: a wrong guess stays counted toward the lock.
      const user = await identity.signIn.checkCallerPassword(authOf(request), request.body.currentPassword, origin, wrong);
      return identity.afterCommit(
        await identity.run(request, (ctx) => identity.accounts.changePassword(ctx, user, request.body.newPassword, origin)),
      );
    },
  );

  api.post(
    '/api/auth/unlock',
    {
      schema: {
        tags,
        summary: 'Lock screen: check the signed-in user’s password (failures count toward the lock)',
        body: UnlockRequestSchema,
        response: { 204: NoContentSchema },
      },
      config: { signedIn: true, rateLimit: options.rateLimit },
    },
    async (request, reply) => {
      await identity.signIn.unlock(authOf(request), request.body.password, originOf(request));
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user, the active company, the companies to switch to, and permissions',
        response: { 200: MeResponseSchema },
      },
      // The web app learns here that the two-factor set-up comes first.
      config: { signedIn: true, twoFactorSetup: true },
    },
    async (request) => {
      const { sessionId, twoFactorSetup } = authOf(request);
      const me = await identity.run(request, (ctx) => profile(ctx, identity, sessionId));
      return twoFactorSetup ? { ...me, twoFactorSetupRequired: true } : me;
    },
  );

  api.post(
    '/api/auth/switch-company',
    {
      schema: {
        tags,
        summary: 'Make another of the user’s companies the active one; answers a new access token',
        body: SwitchCompanyRequestSchema,
        response: { 200: SwitchCompanyResponseSchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const { sessionId } = authOf(request);
      const value = await identity.run(request, (ctx) => identity.signIn.switchCompany(ctx, sessionId, request.body.companyId));
      // The session's cached permissions are of the company it left.
      return identity.afterCommit({ value, endedSessions: [sessionId] });
    },
  );

  registerTwoFactorRoutes(app, identity, options.rateLimit);
}
