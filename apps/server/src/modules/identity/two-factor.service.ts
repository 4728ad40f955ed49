import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@hcims/contracts/identity';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { bindSelf } from '../../platform/tenancy/index.js';
import { userById } from './accounts.repository.js';
import { invalidCode, sessionEnded } from './sign-in.errors.js';
import {
  deleteTwoFactor,
  replaceRequiredRoles,
  requiredForMember,
  requiredRoleIds,
  rolesOfCompany,
  saveTwoFactor,
  twoFactorForUpdate,
} from './two-factor.repository.js';
import type { TwoFactorSecrets } from './two-factor.secrets.js';
import { matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeDigest } from './totp.js';

/** What authenticator apps show as the account's issuer. */
export const TOTP_ISSUER = 'HCIMS';

const notOn = () => AppError.rule('TWO_FACTOR_NOT_ON', 'Two-factor sign-in is not on for this account');

/**
 * The signed-in person's own two-factor set-up, and the company's list of roles that require it:
 * use cases in the request's transaction. Secrets and recovery codes are answered once and never
 * written to the audit log.
 */
export function createTwoFactorService(secrets: TwoFactorSecrets) {
  async function ownRow(ctx: RequestCtx) {
    await bindSelf(ctx.tx, ctx.userId);
    return twoFactorForUpdate(ctx.tx, ctx.userId);
  }

  async function status(ctx: RequestCtx): Promise<TwoFactorStatus> {
    const row = await ownRow(ctx);
    return {
      enabled: !!row?.secret,
      enabledAt: row?.secret && row.enabledAt ? row.enabledAt.toISOString() : null,
      pending: !!row?.pendingSecret,
      recoveryCodesLeft: row?.secret ? row.recoveryCodeHashes.length : 0,
      required: await requiredForMember(ctx.tx, ctx.companyId, ctx.userId),
    };
  }

  /** Starts (or restarts) a set-up: a new secret, kept pending until a code of it confirms it. */
  async function start(ctx: RequestCtx): Promise<TwoFactorSetup> {
    const row = await ownRow(ctx);
    if (row?.secret) throw AppError.rule('TWO_FACTOR_ALREADY_ON', 'Two-factor sign-in is on already; turn it off first');
    const user = await userById(ctx.tx, ctx.userId);
    if (!user) throw sessionEnded();
    const secret = newTotpSecret();
    await saveTwoFactor(ctx.tx, ctx.userId, { pendingSecret: secrets.seal(secret), updatedAt: ctx.now });
    return { secret, otpauthUri: otpauthUri({ secret, account: user.email, issuer: TOTP_ISSUER }) };
  }

  function newCodes(): { codes: string[]; hashes: string[] } {
    const codes = newRecoveryCodes();
    return { codes, hashes: codes.map(recoveryCodeDigest) };
  }

  /** A code of the pending secret turns two-factor on; the recovery codes are answered this once. */
  async function confirm(ctx: RequestCtx, code: string): Promise<RecoveryCodes> {
    const row = await ownRow(ctx);
    if (row?.secret) throw AppError.rule('TWO_FACTOR_ALREADY_ON', 'Two-factor sign-in is on already');
    if (!row?.pendingSecret) throw notOn();
    const step = matchTotp(secrets.open(row.pendingSecret), code, ctx.now, null);
    if (step === null) throw invalidCode(422);
    const { codes, hashes } = newCodes();
    await saveTwoFactor(ctx.tx, ctx.userId, {
      secret: row.pendingSecret,
      pendingSecret: null,
      enabledAt: ctx.now,
      lastUsedStep: step,
      recoveryCodeHashes: hashes,
      updatedAt: ctx.now,
    });
    await audit(ctx, 'auth.two-factor-enabled', { type: 'user', id: ctx.userId }, null, { recoveryCodes: codes.length });
    return { recoveryCodes: codes };
  }

  /** New recovery codes; the old ones stop working. The caller has proved it is them (route). */
  async function regenerate(ctx: RequestCtx): Promise<RecoveryCodes> {
    const row = await ownRow(ctx);
    if (!row?.secret) throw notOn();
    const { codes, hashes } = newCodes();
    await saveTwoFactor(ctx.tx, ctx.userId, { recoveryCodeHashes: hashes, updatedAt: ctx.now });
    await audit(
      ctx,
      'auth.two-factor-recovery-codes-regenerated',
      { type: 'user', id: ctx.userId },
      { recoveryCodesLeft: row.recoveryCodeHashes.length },
      { recoveryCodes: codes.length },
    );
    return { recoveryCodes: codes };
  }

  /** Turns two-factor off (the caller has proved it is them), unless a role of theirs here requires it. */
  async function disable(ctx: RequestCtx): Promise<void> {
    const row = await ownRow(ctx);
    if (!row?.secret) throw notOn();
    if (await requiredForMember(ctx.tx, ctx.companyId, ctx.userId)) {
      throw AppError.rule('TWO_FACTOR_REQUIRED_BY_ROLE', 'A role of yours in this company requires two-factor sign-in');
    }
    await deleteTwoFactor(ctx.tx, ctx.userId);
    await audit(ctx, 'auth.two-factor-disabled', { type: 'user', id: ctx.userId }, { enabledAt: row.enabledAt?.toISOString() ?? null });
  }

  const requiredRoles = async (ctx: RequestCtx) => ({ roleIds: await requiredRoleIds(ctx.tx, ctx.companyId) });

  /** Replaces the company's list; ids of roles of another company answer 404 like any unknown role. */
  async function setRequiredRoles(ctx: RequestCtx, roleIds: string[]): Promise<{ roleIds: string[] }> {
    const wanted = [...new Set(roleIds)];
    const found = await rolesOfCompany(ctx.tx, ctx.companyId, wanted);
    if (found.length !== wanted.length) throw AppError.notFound('Role');
    const before = await requiredRoleIds(ctx.tx, ctx.companyId);
    await replaceRequiredRoles(ctx.tx, ctx.companyId, wanted);
    const after = await requiredRoleIds(ctx.tx, ctx.companyId);
    await audit(ctx, 'access.two-factor-roles-changed', { type: 'company', id: ctx.companyId }, { roleIds: before }, { roleIds: after });
    return { roleIds: after };
  }

  return { status, start, confirm, regenerate, disable, requiredRoles, setRequiredRoles };
}
