import { NewPasswordSchema, RegisterRequestSchema } from '@hcims/contracts/identity';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { navigate } from '../../../shared/lib/router';
import { startSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { fieldErrorMessage } from '../../../shared/ui/form/field-error-message';
import { FormError } from '../../../shared/ui/form/form-error';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { registerRequest } from '../api/auth-api';
import { AuthCard, AuthLink } from './sign-in-page';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { authErrorMessage, weakPasswordKey } from '../lib/auth-errors';
import { identityIssueText, withConfirm } from '../lib/form-checks';

type Values = { name: string; companyName: string; email: string; password: string; confirm: string };
const fields = ['name', 'companyName', 'email', 'password', 'confirm'] as const;
// What the person types (the company's country, currency and time zone take the contract's defaults).
const schema = withConfirm(
  RegisterRequestSchema.pick({ name: true, companyName: true, email: true, password: true }),
  'password',
  NewPasswordSchema,
);

/** /auth/register: a group of companies, its first company and the owner's account; signs the owner in. */
export function RegisterPage() {
  const { t } = useTranslation('identity');
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { name: '', companyName: '', email: '', password: '', confirm: '' },
    resolver: contractResolver(schema, (v: Values) => v, identityIssueText(t)),
  });
  const errors = form.formState.errors;
  const [name, email, companyName, password] = useWatch({ control: form.control, name: ['name', 'email', 'companyName', 'password'] });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await registerRequest({
        name: values.name,
        companyName: values.companyName,
        email: values.email,
        password: values.password,
      });
      // Where the server sends mail, the owner confirms the address before the company opens.
      if ('status' in answer) setSentTo(values.email.trim());
      else {
        startSession(answer);
        navigate('/', { replace: true });
      }
    } catch (error) {
      const info = toProblem(error);
      if (info.code === 'AUTH_EMAIL_TAKEN')
        form.setError('email', { type: 'server', message: t('errors.AUTH_EMAIL_TAKEN') }, { shouldFocus: true });
      else if (info.code === 'AUTH_PASSWORD_WEAK')
        form.setError('password', { type: 'server', message: t(weakPasswordKey(info.details), { min: 8 }) }, { shouldFocus: true });
      else {
        const placed =
          Object.keys(info.fieldErrors).length -
          applyServerErrors(info, form.setError, (field) => t(`validation.invalid.${field}`), fields).length;
        if (info.code !== 'VALIDATION_FAILED' || placed === 0) setFormError(authErrorMessage(t, info));
      }
    }
  });

  if (sentTo)
    return (
      <AuthCard
        testId="register-check-mail"
        title={t('register.checkMailTitle')}
        footer={<AuthLink to="/auth/boxed-signin">{t('forgot.back')}</AuthLink>}
      >
        <p role="status" className="text-sm text-ink">
          {t('register.checkMail', { email: sentTo })}
        </p>
      </AuthCard>
    );

  return (
    <AuthCard
      testId="register-page"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <AuthLink to="/auth/boxed-signin">{t('register.signIn')}</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormError>{formError}</FormError>
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          {...form.register('name')}
          error={fieldErrorMessage(errors, 'name')}
        />
        <TextField
          label={t('fields.companyName')}
          autoComplete="organization"
          required
          {...form.register('companyName')}
          error={fieldErrorMessage(errors, 'companyName')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={fieldErrorMessage(errors, 'email')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          hint={t('password.hint', { min: 8 })}
          {...form.register('password')}
          error={fieldErrorMessage(errors, 'password')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          below={<PasswordStrengthMeter password={password} personal={[name, email, companyName]} />}
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
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('register.pending')} className="mt-1 w-full">
          {t('register.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
