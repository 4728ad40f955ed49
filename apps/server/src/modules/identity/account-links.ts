import type { Db } from '../../db/client.js';
import { newOpaqueToken, tokenDigest } from '../../platform/auth/index.js';
import { MAIL_LINK, type OutgoingMail } from '../../platform/mail/index.js';
import { insertTokens, type TokenPurpose, type UserRow } from './accounts.repository.js';

/** The emailed single-use links of identity (password reset, invitation) and their mails. */

export const RESET_TTL_MS = 60 * 60_000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** A sign-up's confirmation link: a day, then the address can sign up again. */
export const SIGN_UP_TTL_MS = 24 * 60 * 60_000;

type Person = Pick<UserRow, 'id' | 'email' | 'name'>;

/** One single-use token per user, in one statement; the tokens come back in the order of the users. */
export async function issueTokens(
  tx: Db,
  userIds: readonly string[],
  purpose: TokenPurpose,
  ttlMs: number,
  now: Date,
  companyId: string | null = null,
): Promise<string[]> {
  const tokens = userIds.map(() => newOpaqueToken());
  await insertTokens(
    tx,
    userIds.map((userId, i) => ({ userId, digest: tokenDigest(tokens[i]!) })),
    purpose,
    now,
    new Date(now.getTime() + ttlMs),
    companyId,
  );
  return tokens;
}

export async function issueToken(
  tx: Db,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number,
  now: Date,
  companyId: string | null = null,
): Promise<string> {
  const [token] = await issueTokens(tx, [userId], purpose, ttlMs, now, companyId);
  return token!;
}

/** The mails of identity, with the page a link opens. */
export function accountMails(publicUrl: string) {
  /** Built from PUBLIC_URL, never from the request's Host header. The token travels in the fragment,
   * which browsers never send to a server, so it cannot reach an access log. */
  const link = (token: string) => `${publicUrl}/auth/Reset-Password#token=${token}`;

  const resetMail = (user: Person, token: string): OutgoingMail => ({
    to: user.email,
    userId: user.id,
    purpose: 'password-reset',
    subject: 'Reset your HCIMS password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (you, or an administrator of your company) asked to reset the password of your HCIMS account.',
      `Open this link within one hour to choose a new password: ${MAIL_LINK}`,
      '',
      'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
    link: link(token),
  });

  const invitationMail = (user: Person, companyName: string, token: string): OutgoingMail => ({
    to: user.email,
    userId: user.id,
    purpose: 'invitation',
    subject: `You are invited to ${companyName}`,
    text: [
      `Hello ${user.name},`,
      '',
      `You are invited to ${companyName} in HCIMS.`,
      `Open this link within 7 days to choose your password: ${MAIL_LINK}`,
      '',
      'The link works once.',
    ].join('\n'),
    link: link(token),
  });

  /** An existing account invited into one more company: it joins only once the person accepts (ADR 0082). */
  const companyInvitationMail = (user: Person, companyName: string, token: string): OutgoingMail => ({
    to: user.email,
    userId: user.id,
    purpose: 'company-invitation',
    subject: `You are invited to ${companyName}`,
    text: [
      `Hello ${user.name},`,
      '',
      `You are invited to join ${companyName} in HCIMS with your existing account.`,
      `Open this link within 7 days to accept or decline: ${MAIL_LINK}`,
      '',
      'Until you accept, the company sees only your email address. The link works once.',
    ].join('\n'),
    link: `${publicUrl}/auth/Accept-Invitation#token=${token}`,
  });

  /** Sign-up with an address that has an account already: the answer on screen is the same as for a new one (ADR 0082). */
  const accountExistsMail = (user: Person): OutgoingMail => ({
    to: user.email,
    userId: user.id,
    purpose: 'account-exists',
    subject: 'You already have an HCIMS account',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (perhaps you) tried to sign up to HCIMS with this email address, which already has an account.',
      'Sign in with it instead; if you forgot your password, use "Forgot password" on the sign-in page.',
      '',
      'If this was not you, ignore this message: nothing has changed.',
    ].join('\n'),
  });

  /** A new owner proves the address before the company opens (issue 9, ADR 0082). */
  const signUpMail = (user: Person, companyName: string, token: string): OutgoingMail => ({
    to: user.email,
    userId: user.id,
    purpose: 'sign-up',
    subject: 'Confirm your HCIMS sign-up',
    text: [
      `Hello ${user.name},`,
      '',
      `You signed up to HCIMS for ${companyName} with this email address.`,
      `Open this link within 24 hours to confirm it and sign in: ${MAIL_LINK}`,
      '',
      'The link works once. If you did not sign up, ignore this message: nothing opens without it.',
    ].join('\n'),
    link: `${publicUrl}/auth/Confirm-Sign-Up#token=${token}`,
  });

  return { link, resetMail, invitationMail, companyInvitationMail, accountExistsMail, signUpMail };
}

export type AccountMails = ReturnType<typeof accountMails>;
