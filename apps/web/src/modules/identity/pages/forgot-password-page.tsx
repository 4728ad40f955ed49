import { ForgotPasswordRequestSchema } from '@hcims/contracts/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { fieldErrorMessage } from '../../../shared/ui/form/field-error-message';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthCard, AuthLink } from './sign-in-page';
import { authErrorMessage } from '../lib/auth-errors';
import { identityIssueText } from '../lib/form-checks';

/** /auth/Forgot-Password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { email: '' },
    resolver: contractResolver(ForgotPasswordRequestSchema, (v: { email: string }) => v, identityIssueText(t)),
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await forgotPasswordRequest(email);
      setSentTo(email);
    } catch (e) {
      setFormError(authErrorMessage(t, e));
    }
  });

  const back = <AuthLink to="/auth/boxed-signin">{t('forgot.back')}</AuthLink>;

  if (sentTo)
    return (
      <AuthCard testId="forgot-password-sent" title={t('forgot.sentTitle')} footer={back}>
        <p role="status" className="text-sm text-ink">
          {t('forgot.sent', { email: sentTo })}
        </p>
        <p className="mt-3 text-sm text-ink-muted">{t('forgot.sentHint')}</p>
      </AuthCard>
    );

  return (
    <AuthCard testId="forgot-password-page" title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={back}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormError>{formError}</FormError>
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={fieldErrorMessage(form.formState.errors, 'email')}
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('forgot.pending')} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
