import { z } from 'zod';
import { PermissionSetSchema } from '../access/index.js';

export const UserStatuses = ['invited', 'active', 'disabled'] as const;
export type UserStatus = (typeof UserStatuses)[number];

export const IdentityErrorCodes = [
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_LOCKED',
  'AUTH_ACCOUNT_DISABLED',
  'AUTH_NO_COMPANY',
  'AUTH_SESSION_ENDED',
  'AUTH_EMAIL_TAKEN',
  'AUTH_PASSWORD_WEAK',
  'AUTH_WRONG_PASSWORD',
  'AUTH_RESET_TOKEN_INVALID',
  'AUTH_INVITATION_TOKEN_INVALID',
  'IDENTITY_ALREADY_MEMBER',
  'IDENTITY_LINK_NOT_ALLOWED',
  'AUTH_SLOW_DOWN',
  'AUTH_EMAIL_UNCONFIRMED',
  'AUTH_SIGN_UP_TOKEN_INVALID',
] as const;
export type IdentityErrorCode = (typeof IdentityErrorCodes)[number];

/**
 * Which new-password rule refused a password: the `rule` of the AUTH_PASSWORD_WEAK issue
 * (`details: [{ path: 'body.password', rule, message }]`). The web shows its own sentence for each;
 * the English `message` is for people reading the API.
 */
export const PasswordRules = ['common', 'repeated', 'personal'] as const;
export type PasswordRule = (typeof PasswordRules)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const uuid = z.uuid();
export const EmailSchema = z.string().trim().max(254).pipe(z.email()).describe('Email address; compared case-insensitively');
/** A new password: length only (no composition rules); the server also refuses common ones. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH);
/** A password being checked: any length up to a cap, so old passwords keep working. */
const GivenPasswordSchema = z.string().min(1).max(1024);

export const SessionUserSchema = z.object({
  id: uuid,
  email: z.string(),
  name: z.string(),
  status: z.enum(UserStatuses),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const ActiveCompanySchema = z.object({
  id: uuid,
  name: z.string(),
  groupId: uuid,
  groupName: z.string(),
});
export type ActiveCompany = z.infer<typeof ActiveCompanySchema>;

export const LoginRequestSchema = z.object({ email: EmailSchema, password: GivenPasswordSchema });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const TokenPairSchema = z.object({
  access: z.string().describe('Access token (JWT, 5 minutes); send as "Authorization: Bearer <access>"'),
  refresh: z.string().describe('Refresh token; works once: every refresh returns a new one'),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const LoginResponseSchema = TokenPairSchema.extend({
  user: SessionUserSchema,
  company: ActiveCompanySchema,
  permissions: PermissionSetSchema,
  twoFactorSetupRequired: z
    .boolean()
    .optional()
    .describe('A role requires two-factor sign-in and the account has none: only its set-up may be used until then'),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshRequestSchema = z.object({ refresh: z.string().min(1).max(4096) });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;
export const LogoutRequestSchema = RefreshRequestSchema;

export const RegisterRequestSchema = z.object({
  name: z.string().trim().min(1).max(120).describe('The owner’s full name'),
  companyName: z.string().trim().min(1).max(160),
  groupName: z.string().trim().min(1).max(160).optional().describe('Defaults to the company name followed by "Group"'),
  email: EmailSchema,
  password: NewPasswordSchema,
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('AE'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('AED'),
  timeZone: z.string().min(1).max(64).default('Asia/Dubai'),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/**
 * Where the server can send mail, sign-up answers this for a new and a taken address alike
 * (issue 9): the new owner confirms through the emailed link, the owner of a taken address gets a
 * "you already have an account" mail (ADR 0082).
 */
export const RegisterCheckMailSchema = z.object({ status: z.literal('check-mail') });
export type RegisterCheckMail = z.infer<typeof RegisterCheckMailSchema>;
export const ConfirmSignUpRequestSchema = z.object({
  token: z.string().min(1).max(200).describe('The token from the emailed confirmation link'),
});

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200).describe('The token from the emailed link (reset or invitation)'),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z.object({ currentPassword: GivenPasswordSchema, newPassword: NewPasswordSchema });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const UnlockRequestSchema = z.object({ password: GivenPasswordSchema });

export const CompanyChoiceSchema = z.object({ id: uuid, name: z.string(), groupId: uuid, groupName: z.string() });
export const MeResponseSchema = z.object({
  user: SessionUserSchema,
  company: ActiveCompanySchema,
  companies: z.array(CompanyChoiceSchema).describe('Companies the user can switch to'),
  permissions: PermissionSetSchema,
  sessionId: uuid,
  employeeId: uuid.nullable().describe('The signed-in user’s own employee record in the active company (their profile), if they have one'),
  twoFactorSetupRequired: z.boolean().optional().describe('As in the sign-in answer'),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const SwitchCompanyRequestSchema = z.object({ companyId: uuid });
export const SwitchCompanyResponseSchema = z.object({
  access: z.string().describe('A new access token for the chosen company; the refresh token stays valid'),
  company: ActiveCompanySchema,
  permissions: PermissionSetSchema,
});
export type SwitchCompanyResponse = z.infer<typeof SwitchCompanyResponseSchema>;

export const SessionInfoSchema = z.object({
  id: uuid,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string().describe('When the session ends at the latest (absolute lifetime)'),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.array(SessionInfoSchema);
export const SessionIdParamsSchema = z.object({ id: uuid });
export const SignOutOthersResponseSchema = z.object({ ended: z.number().int().describe('How many sessions were ended') });

export const InvitationRequestSchema = z.object({
  email: EmailSchema,
  name: z.string().trim().min(1).max(120),
  roleIds: z.array(uuid).max(20).default([]),
});
export type InvitationRequest = z.input<typeof InvitationRequestSchema>;
export const InvitationResponseSchema = z.object({
  memberId: uuid,
  userId: uuid,
  status: z
    .enum(['invited'])
    .describe(
      'Always invited: a link was emailed (to choose a password, or to accept with an existing account); the answer does not tell which (ADR 0082)',
    ),
});
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;

/** The answer of an existing account to an invitation into a company: the token of the emailed link. */
export const InvitationAnswerRequestSchema = z.object({
  token: z.string().min(1).max(200).describe('The token from the emailed invitation link'),
});
export type InvitationAnswerRequest = z.infer<typeof InvitationAnswerRequestSchema>;

export const MemberIdParamsSchema = z.object({ memberId: uuid });
export const AccessLinkRequestSchema = z.object({
  send: z
    .boolean()
    .default(false)
    .describe('true: email the link to the person (answers no link); false: answer the link to copy and hand over'),
});
export type AccessLinkRequest = z.input<typeof AccessLinkRequestSchema>;
export const AccessLinkKinds = ['invitation', 'password-reset'] as const;
export const AccessLinkResponseSchema = z.object({
  kind: z.enum(AccessLinkKinds).describe('invitation: the account has no password yet; password-reset: it has one'),
  link: z.string().nullable().describe('The single-use link to copy (null when emailed); every earlier link of the account stops working'),
  expiresAt: z.string(),
  delivered: z.boolean().describe('When emailed: whether mail leaves the system (SMTP configured); otherwise false'),
});
export type AccessLinkResponse = z.infer<typeof AccessLinkResponseSchema>;

export * from './two-factor.js';
