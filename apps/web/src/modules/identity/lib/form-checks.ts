import type { TFunction } from 'i18next';
import { z, type ZodObject } from 'zod';
import type { FormIssue } from '../../../shared/lib/form';
import { PASSWORD_MIN_LENGTH } from './password-rules';

/** What an empty field is asked for (the passwords of every form, names, the email). */
const requiredKeys: Record<string, string> = {
  email: 'validation.emailRequired',
  password: 'validation.passwordRequired',
  currentPassword: 'validation.passwordRequired',
  newPassword: 'validation.passwordRequired',
  name: 'validation.nameRequired',
  companyName: 'validation.companyRequired',
};

/** The field of `validation.invalid.<field>` (every password field shares one sentence). */
const invalidKey = (path: string) => (/password$/i.test(path) ? 'password' : path);

/**
 * Identity's words for a contract issue, for the shared contractResolver (shared/lib/form): an
 * empty field is asked for, a short new password names the minimum, a repeated password that
 * differs says so, anything else asks to check the field.
 */
export const identityIssueText =
  (t: TFunction) =>
  (issue: FormIssue): string => {
    if (issue.path === 'confirm') return t('identity:validation.passwordsDiffer');
    const empty = issue.input === '' || issue.input === undefined || issue.input === null;
    const required = requiredKeys[issue.path];
    if (empty && required) return t(`identity:${required}`);
    if (issue.path === 'email') return t('identity:validation.emailInvalid');
    if (/password$/i.test(issue.path) && issue.code === 'too_small') return t('identity:password.tooShort', { min: PASSWORD_MIN_LENGTH });
    return t(`identity:validation.invalid.${invalidKey(issue.path)}`);
  };

/**
 * The contract's schema plus the form's own repeat of the new password (`confirm`), checked once
 * the new password itself is acceptable (a short one is reported on its own field first).
 */
export function withConfirm<S extends ZodObject>(
  schema: S,
  passwordField: keyof z.output<S> & string,
  password: z.ZodType,
): z.ZodType<z.output<S> & { confirm: string }> {
  const checked = schema.extend({ confirm: z.string() }).refine((d) => d[passwordField] === d.confirm, {
    path: ['confirm'],
    when: (payload) => password.safeParse((payload.value as Record<string, unknown> | undefined)?.[passwordField]).success,
  });
  // extend() on a generic object schema loses its shape in the types; the output is the schema's plus `confirm`.
  return checked as unknown as z.ZodType<z.output<S> & { confirm: string }>;
}
