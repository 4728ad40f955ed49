import { NoContentSchema } from '@hcims/contracts/platform';
import {
  RecoveryCodesSchema,
  TwoFactorConfirmSchema,
  TwoFactorProofSchema,
  TwoFactorRolesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  type TwoFactorProof,
} from '@hcims/contracts/identity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { originOf } from './request-origin.js';
import type { Identity } from './identity.service.js';

const tags = ['identity'];

/**
 * The signed-in person's two-factor set-up (/users/profile) and the company's roles that require
 * it (ADR 0087). Start, confirm and status answer even while the set-up is required.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, identity: Identity, rateLimit: { max: number; timeWindow: number }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const during = { signedIn: true, twoFactorSetup: true } as const;

  /** The caller proves it is them before the request's transaction, so a wrong guess stays counted. */
  async function prove(request: FastifyRequest, proof: TwoFactorProof): Promise<void> {
    const origin = originOf(request);
    if (proof.password !== undefined) {
      const wrong = new AppError('AUTH_WRONG_PASSWORD', 'The password is not correct', {
        status: 422,
        details: [{ path: 'body.password', message: 'is not correct' }],
      });
      await identity.signIn.checkCallerPassword(authOf(request), proof.password, origin, wrong);
    } else {
      await identity.twoFactor.checkCallerCode(authOf(request), proof.code!, origin);
    }
  }

  api.get(
    '/api/identity/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on for the signed-in person, and whether a role requires it',
        response: { 200: TwoFactorStatusSchema },
      },
      config: during,
    },
    (request) => identity.run(request, (ctx) => identity.twoFactor.status(ctx)),
  );

  api.post(
    '/api/identity/two-factor/setup',
    {
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret (shown this once) and its otpauth URI; confirm with a code',
        response: { 200: TwoFactorSetupSchema },
      },
      config: { ...during, rateLimit },
    },
    (request) => identity.run(request, (ctx) => identity.twoFactor.start(ctx)),
  );

  api.post(
    '/api/identity/two-factor/confirm',
    {
      schema: {
        tags,
        summary: 'Turn two-factor on with a current code of the new secret; answers 10 single-use recovery codes, shown this once',
        body: TwoFactorConfirmSchema,
        response: { 200: RecoveryCodesSchema },
      },
      config: { ...during, rateLimit },
    },
    (request) => identity.run(request, (ctx) => identity.twoFactor.confirm(ctx, request.body.code)),
  );

  api.post(
    '/api/identity/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working), with the password or a current code',
        body: TwoFactorProofSchema,
        response: { 200: RecoveryCodesSchema },
      },
      config: { signedIn: true, rateLimit },
    },
    async (request) => {
      await prove(request, request.body);
      return identity.run(request, (ctx) => identity.twoFactor.regenerate(ctx));
    },
  );

  api.post(
    '/api/identity/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off, with the password or a current code (refused while a role requires it)',
        body: TwoFactorProofSchema,
        response: { 204: NoContentSchema },
      },
      config: { signedIn: true, rateLimit },
    },
    async (request, reply) => {
      await prove(request, request.body);
      await identity.run(request, (ctx) => identity.twoFactor.disable(ctx));
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/identity/two-factor/roles',
    {
      schema: {
        tags,
        summary: 'The roles of the active company whose members must use two-factor sign-in',
        response: { 200: TwoFactorRolesSchema },
      },
      config: { permission: 'access.roles:read' },
    },
    (request) => identity.run(request, (ctx) => identity.twoFactor.requiredRoles(ctx)),
  );

  api.put(
    '/api/identity/two-factor/roles',
    {
      schema: {
        tags,
        summary: 'Choose the roles whose members must use two-factor sign-in (applies at their next sign-in or token refresh)',
        body: TwoFactorRolesSchema,
        response: { 200: TwoFactorRolesSchema },
      },
      config: { permission: 'access.roles:update' },
    },
    (request) => identity.run(request, (ctx) => identity.twoFactor.setRequiredRoles(ctx, request.body.roleIds)),
  );
}
