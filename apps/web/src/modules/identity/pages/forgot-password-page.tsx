import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthCard, AuthLink } from './sign-in-page';
import { authErrorMessage } from '../lib/auth-errors';
import { emailProblem } from '../lib/validation';

/** /auth/Forgot-Password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = emailProblem(email);
    setError(key ? t(key) : undefined);
    setFormError(null);
    if (key) {
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await forgotPasswordRequest(email);
      setSentTo(email.trim());
    } catch (e) {
      setFormError(authErrorMessage(t, e));
    } finally {
      setPending(false);
    }
  }

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
          ref={inputRef}
          label={t('fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton pending={pending} pendingLabel={t('forgot.pending')} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
