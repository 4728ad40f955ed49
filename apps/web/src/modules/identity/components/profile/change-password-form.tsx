import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { startSession, useSession } from '../../../../shared/lib/session';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { FormError } from '../../../../shared/ui/form/form-error';
import { PasswordField } from '../../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../../shared/ui/form/submit-button';
import { changePasswordRequest } from '../../api/auth-api';
import { toProblem } from '../../../../shared/lib/api-problem';
import { authErrorMessage, weakPasswordKey } from '../../lib/auth-errors';
import { focusFirstInvalid, newPasswordProblem, type FieldErrors } from '../../lib/form-checks';
import { PasswordStrengthMeter } from '../password-strength-meter';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirm: '' };

/** Change password: every other session ends, this device keeps going with a new token pair. */
export function ChangePasswordForm() {
  const { t } = useTranslation('identity');
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const passwordProps = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword'), required: true };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.currentPassword) found.currentPassword = t('validation.passwordRequired');
    const key = newPasswordProblem(values.newPassword);
    if (key) found.newPassword = t(key, { min: 8 });
    else if (values.confirm !== values.newPassword) found.confirm = t('validation.passwordsDiffer');
    setErrors(found);
    setFormError(null);
    setDone(false);
    if (Object.keys(found).length) {
      focusFirstInvalid(formRef.current, found);
      return;
    }
    setPending(true);
    try {
      const answer = await changePasswordRequest({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      startSession(answer);
      setValues(empty);
      setDone(true);
      void client.invalidateQueries({ queryKey: ['identity', 'sessions'] });
    } catch (error) {
      const info = toProblem(error);
      if (info.code === 'AUTH_WRONG_PASSWORD') setErrors({ currentPassword: t('errors.AUTH_WRONG_PASSWORD') });
      else if (info.code === 'AUTH_PASSWORD_WEAK') setErrors({ newPassword: t(weakPasswordKey(info.details), { min: 8 }) });
      else setFormError(authErrorMessage(t, info));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="change-password" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="change-password" className="text-lg font-semibold text-ink">
        {t('profile.changePassword')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('profile.changePasswordHint')}</p>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-5 flex flex-col gap-4">
        {done && (
          <p role="status" data-testid="password-changed" className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink">
            {t('profile.passwordChanged')}
          </p>
        )}
        <FormError>{formError}</FormError>
        {user && <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />}
        <PasswordField
          {...passwordProps}
          label={t('fields.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          {...passwordProps}
          label={t('fields.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          hint={t('password.hint', { min: 8 })}
          value={values.newPassword}
          error={errors.newPassword}
          onChange={set('newPassword')}
          below={<PasswordStrengthMeter password={values.newPassword} personal={[user?.name ?? '', user?.email ?? '']} />}
        />
        <PasswordField
          {...passwordProps}
          label={t('fields.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={set('confirm')}
        />
        <SubmitButton pending={pending} pendingLabel={t('profile.changing')} className="self-start">
          {t('profile.changePasswordSubmit')}
        </SubmitButton>
      </form>
    </section>
  );
}
