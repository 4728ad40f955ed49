import { UnlockRequestSchema } from '@hcims/contracts/identity';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../shared/lib/form';
import { navigate, useLocation } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session';
import { lockedReturnPath, unlockSession, useLocked } from '../../../shared/lib/session/lock';
import { logout } from '../../../shared/lib/session/sign-out';
import { useTranslation } from '../../../shared/lib/use-translation';
import { fieldErrorMessage } from '../../../shared/ui/form/field-error-message';
import { FormError } from '../../../shared/ui/form/form-error';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { unlockRequest } from '../api/auth-api';
import { AuthCard } from './sign-in-page';
import { InitialsAvatar } from '../components/initials-avatar';
import { authErrorMessage } from '../lib/auth-errors';
import { identityIssueText } from '../lib/form-checks';
import { safeReturnPath } from '../lib/validation';

/**
 * /auth/boxed-lockscreen: the session stays; the signed-in user's password unlocks it and returns to
 * the page the user was on (the app locks on arrival here and keeps every protected page behind it).
 */
export function LockScreenPage() {
  const { t } = useTranslation('identity');
  const location = useLocation();
  const user = useSession((s) => s.user);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { password: '' },
    resolver: contractResolver(UnlockRequestSchema, (v: { password: string }) => v, identityIssueText(t)),
  });
  const locked = useLocked();
  const from = (location.state as { from?: unknown } | null)?.from;
  const returnPath = safeReturnPath(from ?? lockedReturnPath());
  const back = useRef<string | null>(null);

  // Unlocked in another tab: this one goes back too.
  useEffect(() => {
    if (locked) back.current = returnPath;
    else if (back.current) navigate(back.current, { replace: true });
  }, [locked, returnPath]);

  async function unlock({ password }: { password: string }) {
    setFormError(null);
    try {
      await unlockRequest(password);
      back.current = null;
      unlockSession();
      navigate(returnPath, { replace: true });
    } catch (e) {
      form.reset({ password: '' });
      setFormError(authErrorMessage(t, e));
      form.setFocus('password');
    }
  }

  return (
    <AuthCard
      testId="lock-screen"
      title={t('lock.title')}
      subtitle={t('lock.subtitle')}
      footer={
        <button
          type="button"
          onClick={() => void logout()}
          className="rounded font-semibold text-primary-ink underline-offset-2 hover:underline"
        >
          {t('lock.signOut')}
        </button>
      }
    >
      <div className="mb-5 flex items-center gap-3 rounded-xl bg-surface-muted p-3">
        <InitialsAvatar name={user?.name ?? ''} className="size-11 text-base" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink" data-testid="lock-user-name">
            {user?.name ?? '\u00a0'}
          </p>
          <p className="truncate text-sm text-ink-muted">{user?.email ?? '\u00a0'}</p>
        </div>
      </div>
      <form noValidate onSubmit={(e) => void form.handleSubmit(unlock)(e)} className="flex flex-col gap-4">
        {user && <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />}
        <FormError testId="unlock-error">{formError}</FormError>
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus
          required
          {...form.register('password')}
          error={fieldErrorMessage(form.formState.errors, 'password')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('lock.pending')} className="w-full">
          {t('lock.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
