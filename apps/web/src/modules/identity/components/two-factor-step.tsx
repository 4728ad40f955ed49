import type { LoginResponse } from '@hcims/contracts/identity';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ApiBody, ApiResponse } from '../../../shared/api';
import { cn } from '../../../shared/lib/cn';
import { api } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';

type Failure = { code?: string; data?: { error?: { code?: string; details?: { retryAfterSeconds?: number } } } | null };

export type TwoFactorStepProps = {
  challenge: string;
  onSignedIn: (answer: LoginResponse) => void;
  /** The challenge has expired (or the account is locked): back to email and password. */
  onRestart: (message: string) => void;
};

const control =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-center font-mono text-lg tracking-widest text-ink placeholder:text-ink-muted focus-visible:border-primary aria-invalid:border-danger';

/**
 * The second step of the sign-in when two-factor is on: the authenticator app's code, or one of
 * the recovery codes. Loaded only when the server asks for it, so the sign-in page stays small.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('identity');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = value.trim();
    if (!recovery && !/^\d{6}$/.test(clean.replace(/\s/g, ''))) return setError(t('twoFactor.codeFormat'));
    if (!clean) return setError(t('twoFactor.recoveryRequired'));
    setError(null);
    setPending(true);
    try {
      const body: ApiBody<'/auth/login/two-factor', 'post'> = recovery
        ? { challenge, recoveryCode: clean }
        : { challenge, code: clean.replace(/\s/g, '') };
      onSignedIn(
        await api.post<ApiResponse<'/auth/login/two-factor', 'post'>>('/auth/login/two-factor', body, { auth: false, retryOn401: false }),
      );
    } catch (failure) {
      const { code, data } = failure as Failure;
      const key = code === 'ERR_NETWORK' ? 'NETWORK' : (data?.error?.code ?? 'UNKNOWN');
      const seconds = data?.error?.details?.retryAfterSeconds ?? 60;
      const message = t([`errors.${key}`, 'errors.UNKNOWN'], {
        minutes: Math.max(1, Math.ceil(seconds / 60)),
        seconds: Math.max(1, seconds),
      });
      if (key === 'AUTH_TWO_FACTOR_CHALLENGE_INVALID' || key === 'AUTH_LOCKED' || key === 'AUTH_ACCOUNT_DISABLED')
        return onRestart(message);
      setError(message);
      setValue('');
      setPending(false);
      input.current?.focus();
    }
  }

  const toggle = () => {
    setRecovery((r) => !r);
    setValue('');
    setError(null);
    input.current?.focus();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="two-factor-step">
      <p className="text-sm text-ink-muted">{t(recovery ? 'twoFactor.signInRecoveryText' : 'twoFactor.signInText')}</p>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          {t(recovery ? 'twoFactor.recoveryLabel' : 'twoFactor.codeLabel')}
        </label>
        <input
          ref={input}
          id={id}
          name={recovery ? 'recoveryCode' : 'code'}
          autoFocus
          required
          dir="ltr"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9]*'}
          maxLength={recovery ? 64 : 7}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}e` : undefined}
          className={cn(control)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        {error && (
          <p id={`${id}e`} role="alert" data-testid="two-factor-error" className="mt-1.5 text-xs font-medium text-danger">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={cn(buttonPrimary, 'w-full')}>
        {t(pending ? 'signIn.pending' : 'twoFactor.verify')}
      </button>
      <button
        type="button"
        onClick={toggle}
        className="self-center text-sm font-semibold text-primary-ink hover:underline"
        data-testid="two-factor-toggle"
      >
        {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
      </button>
    </form>
  );
}
