import { NewPasswordSchema, ResetPasswordRequestSchema } from '@hcims/contracts/identity';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '../../../shared/lib/form';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { fieldErrorMessage } from '../../../shared/ui/form/field-error-message';
import { FormError } from '../../../shared/ui/form/form-error';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { resetPasswordRequest } from '../api/auth-api';
import { AuthCard, AuthLink } from './sign-in-page';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { toProblem } from '../../../shared/lib/api-problem';
import { authErrorMessage, weakPasswordKey } from '../lib/auth-errors';
import { identityIssueText, withConfirm } from '../lib/form-checks';

type Values = { password: string; confirm: string };
// The token is the link's, not a field: only what the person types is checked here.
const schema = withConfirm(ResetPasswordRequestSchema.pick({ password: true }), 'password', NewPasswordSchema);

/** The token of an emailed link (`#token=...`, reset or invitation): in the fragment, so it never reaches a server log. */
const tokenFromLink = (): string | null => new URLSearchParams(window.location.hash.slice(1)).get('token');

/** /auth/Reset-Password: choose a new password with the emailed token (ends every other session). */
export function ResetPasswordPage() {
  const { t } = useTranslation('identity');
  const [token] = useState(tokenFromLink);
  // Once read, the token leaves the address bar (history, screenshots, shared screens).
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [done, setDone] = useState(false);
  const form = useForm({
    defaultValues: { password: '', confirm: '' },
    resolver: contractResolver(schema, (v: Values) => v, identityIssueText(t)),
  });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPasswordRequest({ token: token ?? '', password: values.password });
      setDone(true);
    } catch (error) {
      const info = toProblem(error);
      if (info.code === 'AUTH_RESET_TOKEN_INVALID') setLinkInvalid(true);
      else if (info.code === 'AUTH_PASSWORD_WEAK')
        form.setError('password', { type: 'server', message: t(weakPasswordKey(info.details), { min: 8 }) }, { shouldFocus: true });
      else setFormError(authErrorMessage(t, info));
    }
  });

  const footer = <AuthLink to="/auth/boxed-signin">{t('forgot.back')}</AuthLink>;

  // The confirmation stays here, with the way to sign in (the sign-in page carries no extra text: its JS budget).
  if (done)
    return (
      <AuthCard testId="reset-done" title={t('reset.doneTitle')}>
        <p role="status" className="text-sm text-ink">
          {t('reset.done')}
        </p>
        <Link to="/auth/boxed-signin" className={`${buttonPrimary} mt-5 w-full`}>
          {t('register.signIn')}
        </Link>
      </AuthCard>
    );

  if (linkInvalid)
    return (
      <AuthCard testId="reset-link-invalid" title={t('reset.invalidTitle')} footer={footer}>
        <p role="alert" className="text-sm text-ink">
          {t(token ? 'errors.AUTH_RESET_TOKEN_INVALID' : 'reset.missingToken')}
        </p>
        <AuthLink to="/auth/Forgot-Password" className="mt-4 inline-block text-sm">
          {t('reset.requestNew')}
        </AuthLink>
      </AuthCard>
    );

  return (
    <AuthCard testId="reset-password-page" title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormError>{formError}</FormError>
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          hint={t('password.hint', { min: 8 })}
          {...form.register('password')}
          error={fieldErrorMessage(errors, 'password')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          below={<PasswordStrengthMeter password={password} />}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.register('confirm')}
          error={fieldErrorMessage(errors, 'confirm')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('reset.pending')} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
