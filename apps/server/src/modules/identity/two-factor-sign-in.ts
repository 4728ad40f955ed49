import type { LoginResponse, LoginTwoFactorRequest } from '@hcims/contracts/identity';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { bindCompany, bindSelf } from '../../platform/tenancy/index.js';
import { normaliseEmail, type UserRow } from './accounts.repository.js';
import type { IdentityDeps, Origin } from './identity.deps.js';
import { platformTransactions } from './identity.transactions.js';
import { accountDisabled, challengeInvalid, invalidCode, lockedError } from './sign-in.errors.js';
import { currentUser, type SignInService } from './sign-in.js';
import { saveTwoFactor, twoFactorForUpdate } from './two-factor.repository.js';
import { matchTotp, recoveryCodeDigest } from './totp.js';

export type SecondFactor = { code?: string; recoveryCode?: string };

/**
 * Checks and uses up a second factor, in the caller's transaction bound to the person: a TOTP code
 * of a step after the last one used, or an unused recovery code (removed). Answers which kind
 * matched, or null.
 */
export async function consumeSecondFactor(
  tx: Db,
  input: { userId: string; factor: SecondFactor; now: Date; open: (sealed: string) => string },
): Promise<'totp' | 'recovery' | null> {
  const row = await twoFactorForUpdate(tx, input.userId);
  if (!row?.secret) return null;
  if (input.factor.code !== undefined) {
    const step = matchTotp(input.open(row.secret), input.factor.code, input.now, row.lastUsedStep);
    if (step === null) return null;
    await saveTwoFactor(tx, input.userId, { lastUsedStep: step, updatedAt: input.now });
    return 'totp';
  }
  if (input.factor.recoveryCode === undefined) return null;
  const digest = recoveryCodeDigest(input.factor.recoveryCode);
  if (!row.recoveryCodeHashes.includes(digest)) return null;
  const left = row.recoveryCodeHashes.filter((h) => h !== digest);
  await saveTwoFactor(tx, input.userId, { recoveryCodeHashes: left, updatedAt: input.now });
  return 'recovery';
}

export type TwoFactorSignIn = ReturnType<typeof createTwoFactorSignIn>;

/**
 * The second step of a sign-in, and a signed-in person proving it is them with a code. Wrong
 * codes count toward the same locks as wrong passwords (ADR 0045), per account and client.
 */
export function createTwoFactorSignIn(deps: IdentityDeps, signIn: SignInService) {
  const { clock } = deps;
  const transaction = platformTransactions(deps.database);

  /** Runs one throttled check of a factor for a person and client; throws the refusal. */
  async function check(user: UserRow, factor: SecondFactor, origin: Origin, status: 401 | 422, sessionId?: string) {
    const emailKey = normaliseEmail(user.email);
    const client = signIn.clientOf(user, origin, sessionId);
    await signIn.admit(emailKey, client);
    const used = await transaction(async (tx) => {
      await bindSelf(tx, user.id);
      const kind = await consumeSecondFactor(tx, { userId: user.id, factor, now: clock(), open: (sealed) => signIn.secrets.open(sealed) });
      if (kind === 'recovery' && user.lastCompanyId) {
        await bindCompany(tx, { companyId: user.lastCompanyId, userId: user.id });
        await recordAudit(tx, {
          companyId: user.lastCompanyId,
          actorUserId: user.id,
          action: 'auth.two-factor-recovery-code-used',
          targetType: 'user',
          targetId: user.id,
          requestId: origin.requestId,
          ip: origin.ip,
          at: clock(),
        });
      }
      return kind;
    });
    if (!used) {
      const lockMs = await signIn.countFailure(emailKey, user, client, origin, 'auth.two-factor-failed');
      throw lockMs > 0 ? lockedError(lockMs) : invalidCode(status, factor.code === undefined ? 'body.recoveryCode' : 'body.code');
    }
    await signIn.clearPair(emailKey, client);
  }

  /** POST /api/auth/login/two-factor: the challenge of a right password and a code open the session. */
  async function completeSignIn(body: LoginTwoFactorRequest, origin: Origin): Promise<LoginResponse & { device: string }> {
    const userId = signIn.secrets.challengedUser(body.challenge, clock());
    if (!userId) throw challengeInvalid();
    const user = await transaction((tx) => currentUser(tx, userId)).catch(() => {
      throw challengeInvalid();
    });
    if (user.status === 'disabled') throw accountDisabled();
    await check(user, { code: body.code, recoveryCode: body.recoveryCode }, origin, 401);
    return signIn.finishSignIn(user, origin);
  }

  /** The signed-in caller's current code (turning off, new recovery codes), counted toward a lock of this session only. */
  async function checkCallerCode(auth: AuthContext, code: string, origin: Origin): Promise<void> {
    const user = await transaction((tx) => currentUser(tx, auth.userId));
    await check(user, { code }, origin, 422, auth.sessionId);
  }

  return { completeSignIn, checkCallerCode };
}
