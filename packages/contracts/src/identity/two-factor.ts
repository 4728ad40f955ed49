import { z } from 'zod';

/** Two-factor sign-in with an authenticator app (TOTP) and recovery codes (ADR 0087). */
export const TwoFactorErrorCodes = [
  /** The code (or recovery code) is not correct, was used already, or is of another time. */
  'AUTH_TWO_FACTOR_INVALID_CODE',
  /** The second-step challenge of a sign-in is not genuine or has expired: sign in again. */
  'AUTH_TWO_FACTOR_CHALLENGE_INVALID',
  /** A role of the caller requires two-factor sign-in and the account has not set it up. */
  'AUTH_TWO_FACTOR_SETUP_REQUIRED',
  /** Set-up asked for while two-factor is on already. */
  'TWO_FACTOR_ALREADY_ON',
  /** Confirming without a set-up in progress, or changing what is not on. */
  'TWO_FACTOR_NOT_ON',
  /** Turning off while a role of the caller in this company requires it. */
  'TWO_FACTOR_REQUIRED_BY_ROLE',
] as const;

const uuid = z.uuid();

export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'must be the 6 digits the authenticator app shows' })
  .describe('The 6-digit code of the authenticator app');
export const RecoveryCodeSchema = z.string().trim().min(1).max(64).describe('One of the recovery codes shown at set-up (single use)');

/** POST /api/auth/login/ when the account has two-factor on: no session yet, the second step follows. */
export const TwoFactorChallengeSchema = z.object({
  twoFactor: z.object({
    challenge: z.string().describe('Send back to POST /api/auth/login/two-factor with a code (valid 5 minutes)'),
    expiresAt: z.iso.datetime(),
  }),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

export const LoginTwoFactorRequestSchema = z
  .object({
    challenge: z.string().min(1).max(512),
    code: TotpCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'send either code or recoveryCode',
    path: ['code'],
  });
export type LoginTwoFactorRequest = z.infer<typeof LoginTwoFactorRequestSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  /** A set-up was started and not yet confirmed. */
  pending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** A role of the caller in the active company requires two-factor sign-in. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  secret: z.string().describe('Base32 secret, for typing into the app by hand; shown only during set-up'),
  otpauthUri: z.string().describe('otpauth://totp/... for the QR code'),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorConfirmSchema = z.object({ code: TotpCodeSchema });
export type TwoFactorConfirm = z.infer<typeof TwoFactorConfirmSchema>;

/** Turning off or new recovery codes: the caller proves it is them with the password or a current code. */
export const TwoFactorProofSchema = z
  .object({ password: z.string().min(1).max(1024).optional(), code: TotpCodeSchema.optional() })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: 'send the password or a current code',
    path: ['password'],
  });
export type TwoFactorProof = z.infer<typeof TwoFactorProofSchema>;

export const RecoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Shown once: only their digests are kept'),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The roles of the active company whose members must use two-factor sign-in. */
export const TwoFactorRolesSchema = z.object({ roleIds: z.array(uuid).max(200) });
export type TwoFactorRoles = z.infer<typeof TwoFactorRolesSchema>;
