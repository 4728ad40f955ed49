import { ChangePasswordRequestSchema, NewPasswordSchema } from '@hcims/contracts/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toProblem } from '../../../../shared/lib/api-problem';
import { contractResolver } from '../../../../shared/lib/form';
import { startSession, useSession } from '../../../../shared/lib/session';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { fieldErrorMessage } from '../../../../shared/ui/form/field-error-message';
import { FormError } from '../../../../shared/ui/form/form-error';
import { PasswordField } from '../../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../../shared/ui/form/submit-button';
import { changePasswordRequest } from '../../api/auth-api';
import { authErrorMessage, weakPasswordKey } from '../../lib/auth-errors';
import { identityIssueText, withConfirm } from '../../lib/form-checks';
import { PasswordStrengthMeter } from '../password-strength-meter';

type Values = { currentPassword: string; newPassword: string; confirm: string };
const empty: Values = { currentPassword: '', newPassword: '', confirm: '' };
const schema = withConfirm(ChangePasswordRequestSchema, 'newPassword', NewPasswordSchema);

/** Change password: every other session ends, this device keeps going with a new token pair. */
export function ChangePasswordForm() {
  const { t } = useTranslation('identity');
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({ defaultValues: empty, resolver: contractResolver(schema, (v: Values) => v, identityIssueText(t)) });
  const errors = form.formState.errors;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const passwordProps = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword'), required: true };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    try {
      const answer = await changePasswordRequest({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      startSession(answer);
      form.reset(empty);
      setDone(true);
      void client.invalidateQueries({ queryKey: ['identity', 'sessions'] });
    } catch (error) {
      const info = toProblem(error);
      if (info.code === 'AUTH_WRONG_PASSWORD')
        form.setError('currentPassword', { type: 'server', message: t('errors.AUTH_WRONG_PASSWORD') });
      else if (info.code === 'AUTH_PASSWORD_WEAK')
        form.setError('newPassword', { type: 'server', message: t(weakPasswordKey(info.details), { min: 8 }) });
      else setFormError(authErrorMessage(t, info));
    }
  });

  return (
    <section aria-labelledby="change-password" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="change-password" className="text-lg font-semibold text-ink">
        {t('profile.changePassword')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('profile.changePasswordHint')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-5 flex flex-col gap-4">
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
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={fieldErrorMessage(errors, 'currentPassword')}
        />
        <PasswordField
          {...passwordProps}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('password.hint', { min: 8 })}
          {...form.register('newPassword')}
          error={fieldErrorMessage(errors, 'newPassword')}
          below={<PasswordStrengthMeter password={newPassword} personal={[user?.name ?? '', user?.email ?? '']} />}
        />
        <PasswordField
          {...passwordProps}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...form.register('confirm')}
          error={fieldErrorMessage(errors, 'confirm')}
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('profile.changing')} className="self-start">
          {t('profile.changePasswordSubmit')}
        </SubmitButton>
      </form>
    </section>
  );
}
