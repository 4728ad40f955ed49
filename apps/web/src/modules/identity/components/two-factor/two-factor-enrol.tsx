import type { TwoFactorSetup } from '@hcims/contracts/identity';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { toProblem } from '../../../../shared/lib/api-problem';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../../shared/ui/form/submit-button';
import { TextField } from '../../../../shared/ui/form/text-field';
import { Spinner } from '../../../../shared/ui/spinner';
import { useConfirmTwoFactor } from '../../api/two-factor-api';
import { authErrorMessage } from '../../lib/auth-errors';
import { RecoveryCodes } from './recovery-codes';

const QrImage = lazy(() => import('./qr-image').then((m) => ({ default: m.QrImage })));

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Step two and three of the set-up: scan (or type) the secret, confirm with a code, then keep the
 * recovery codes. `onDone` runs once the codes are saved.
 */
export function TwoFactorEnrol({ setup, onCancel, onDone }: { setup: TwoFactorSetup; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('identity');
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setFormError(null);
    const clean = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(clean)) return setError(t('twoFactor.codeFormat'));
    try {
      setCodes((await confirm.mutateAsync(clean)).recoveryCodes);
    } catch (failure) {
      const problem = toProblem(failure);
      if (problem.code === 'AUTH_TWO_FACTOR_INVALID_CODE' || problem.code === 'VALIDATION_FAILED')
        setError(t('errors.AUTH_TWO_FACTOR_INVALID_CODE'));
      else setFormError(authErrorMessage(t, problem));
    }
  }

  return (
    <div className="flex flex-col gap-5" data-testid="two-factor-enrol">
      <ol className="flex list-decimal flex-col gap-1 ps-5 text-sm text-ink">
        <li>{t('twoFactor.stepInstall')}</li>
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Suspense
          fallback={
            <div className="grid size-48 place-items-center rounded-lg border border-line">
              <Spinner />
            </div>
          }
        >
          <QrImage value={setup.otpauthUri} label={t('twoFactor.qrLabel')} />
        </Suspense>
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{t('twoFactor.manualEntry')}</p>
          <code className="mt-1 block break-all font-mono text-base font-semibold text-ink" dir="ltr" data-testid="two-factor-secret">
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-sm flex-col gap-3">
        <FormError>{formError}</FormError>
        <TextField
          label={t('twoFactor.codeLabel')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={7}
          required
          value={code}
          error={error ?? undefined}
          onChange={(e) => setCode(e.target.value)}
          dir="ltr"
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={confirm.isPending}>{t('twoFactor.confirm')}</SubmitButton>
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            {t('twoFactor.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
