import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { resetPasswordRequest } from '../api/auth-api';
import { AuthCard, AuthLink } from './sign-in-page';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { toProblem } from '../../../shared/lib/api-problem';
import { authErrorMessage, weakPasswordKey } from '../lib/auth-errors';
import { focusFirstInvalid, newPasswordProblem, type FieldErrors } from '../lib/form-checks';

type Field = 'password' | 'confirm';

/** The token of an emailed link (`#token=...`, reset or invitation): in the fragment, so it never reaches a server log. */
const tokenFromLink = (): string | null => new URLSearchParams(window.location.hash.slice(1)).get('token');

/** /auth/Reset-Password: choose a new password with the emailed token (ends every other session). */
export function ResetPasswordPage() {
  const { t } = useTranslation('identity');
  const formRef = useRef<HTMLFormElement>(null);
  const [token] = useState(tokenFromLink);
  // Once read, the token leaves the address bar (history, screenshots, shared screens).
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    const key = newPasswordProblem(values.password);
    if (key) found.password = t(key, { min: 8 });
    else if (values.confirm !== values.password) found.confirm = t('validation.passwordsDiffer');
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirm) {
      focusFirstInvalid(formRef.current, found);
      return;
    }
    setPending(true);
    try {
      await resetPasswordRequest({ token: token ?? '', password: values.password });
      setDone(true);
    } catch (error) {
      setPending(false);
      const info = toProblem(error);
      if (info.code === 'AUTH_RESET_TOKEN_INVALID') setLinkInvalid(true);
      else if (info.code === 'AUTH_PASSWORD_WEAK') {
        setErrors({ password: t(weakPasswordKey(info.details), { min: 8 }) });
        focusFirstInvalid(formRef.current, { password: true });
      } else setFormError(authErrorMessage(t, info));
    }
  }

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
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormError>{formError}</FormError>
        <PasswordField
          label={t('fields.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('password.hint', { min: 8 })}
          value={values.password}
          error={errors.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          below={<PasswordStrengthMeter password={values.password} />}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          required
          value={values.confirm}
          error={errors.confirm}
          onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <SubmitButton pending={pending} pendingLabel={t('reset.pending')} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
