import type { LoginResponse } from '@hcims/contracts/identity';
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { ApiBody, ApiResponse } from '../../../shared/api';
import { cn } from '../../../shared/lib/cn';
import { navigate, useLocation } from '../../../shared/lib/router';
import { api, startSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { AuthCard, AuthLink } from '../components/auth-card';
import { readRememberedEmail, rememberEmail } from '../lib/remembered-email';
import { emailProblem, safeReturnPath } from '../lib/validation';

/*
 * The sign-in page must ship within the first page's budget (100 KB gzip of JavaScript in all), and
 * the shell already takes ~98 KB of it. So:
 * - it calls the HTTP client itself, typed from the generated API types (type-only imports), rather
 *   than through the typed client of shared/api, which would add its code to this page;
 * - its two fields are written out here rather than taken from shared/ui/form, whose modules are
 *   shared with many screens and would come as extra chunks;
 * - the other auth pages take AuthCard and AuthLink from this module (re-exported below), so the
 *   card, lib/validation.ts and lib/remembered-email.ts are reached only through this page and the
 *   bundler keeps them in the sign-in chunk (one small request).
 */
export { AuthCard, AuthLink } from '../components/auth-card';

// Only accounts with two-factor on reach the second step: its code comes when asked for.
const TwoFactorStep = lazy(() => import('../components/two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

const control =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink placeholder:text-ink-muted focus-visible:border-primary aria-invalid:border-danger';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; after?: ReactNode; ref?: Ref<HTMLInputElement> };

function Field({ label, error, after, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          required
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}e` : undefined}
          className={cn(control, className)}
          {...input}
        />
        {after}
      </div>
      {error && (
        <p id={`${id}e`} className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type Errors = { email?: string; password?: string };
type Failure = { code?: string; data?: { error?: { code?: string; details?: { retryAfterSeconds?: number } } } | null };

/** /auth/boxed-signin and /auth/LoginBoxed: email and password; success returns to the page first asked for, or /. */
export function SignInPage() {
  const { t } = useTranslation('identity');
  const location = useLocation();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [remembered] = useState(readRememberedEmail);
  const [email, setEmail] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const state = location.state as { from?: unknown } | null;

  function signedIn(answer: LoginResponse) {
    rememberEmail(remember ? answer.user.email : null);
    startSession(answer);
    navigate(safeReturnPath(state?.from), { replace: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailKey = emailProblem(email);
    const found: Errors = { email: emailKey ? t(emailKey) : undefined, password: password ? undefined : t('validation.passwordRequired') };
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return (found.email ? emailRef : passwordRef).current?.focus();
    setPending(true);
    try {
      const body: ApiBody<'/auth/login/', 'post'> = { email: email.trim(), password };
      const answer = await api.post<ApiResponse<'/auth/login/', 'post'>>('/auth/login/', body, { auth: false, retryOn401: false });
      if ('twoFactor' in answer) {
        setPassword('');
        setPending(false);
        return setChallenge(answer.twoFactor.challenge);
      }
      signedIn(answer);
    } catch (error) {
      // Messages by the server's code (identity:errors.<code>), never its English text.
      const { code, data } = error as Failure;
      const seconds = data?.error?.details?.retryAfterSeconds ?? 60;
      const key = code === 'ERR_NETWORK' ? 'NETWORK' : (data?.error?.code ?? 'UNKNOWN');
      setFormError(
        t([`errors.${key}`, 'errors.UNKNOWN'], { minutes: Math.max(1, Math.ceil(seconds / 60)), seconds: Math.max(1, seconds) }),
      );
      setPassword('');
      setPending(false);
      passwordRef.current?.focus();
    }
  }

  if (challenge) {
    return (
      <AuthCard
        testId="sign-in-page"
        title={t('twoFactor.signInTitle')}
        subtitle={email.trim()}
        footer={
          <button type="button" onClick={() => setChallenge(null)} className="font-semibold text-primary-ink hover:underline">
            {t('twoFactor.back')}
          </button>
        }
      >
        <Suspense fallback={null}>
          <TwoFactorStep
            challenge={challenge}
            onSignedIn={signedIn}
            onRestart={(message) => {
              setChallenge(null);
              setFormError(message);
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      testId="sign-in-page"
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.noAccount')} <AuthLink to="/auth/register">{t('signIn.register')}</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {formError && (
          <p
            role="alert"
            data-testid="sign-in-error"
            className="rounded-lg border-s-4 border-danger bg-danger-soft px-3.5 py-3 text-sm text-danger"
          >
            {formError}
          </p>
        )}
        <Field
          ref={emailRef}
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          ref={passwordRef}
          label={t('fields.password')}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          className="pe-16"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
          after={
            <button
              type="button"
              aria-label={t(visible ? 'fields.hidePassword' : 'fields.showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
              className="absolute inset-y-1 end-1 rounded-md px-2.5 text-xs font-semibold text-primary-ink hover:bg-surface-hover"
            >
              {t(visible ? 'fields.hide' : 'fields.show')}
            </button>
          }
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2.5 text-ink">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="size-4 accent-primary"
            />
            {t('signIn.remember')}
          </label>
          <AuthLink to="/auth/Forgot-Password">{t('signIn.forgot')}</AuthLink>
        </div>
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className={cn(buttonPrimary, 'mt-1 w-full')}>
          {t(pending ? 'signIn.pending' : 'signIn.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
