import type { TwoFactorSetup, TwoFactorStatus } from '@hcims/contracts/identity';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/lib/format';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form/form-error';
import { LoadState } from '../../../../shared/ui/load-state';
import { Spinner } from '../../../../shared/ui/spinner';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useStartTwoFactor, useTwoFactorStatus } from '../../api/two-factor-api';
import { authErrorMessage } from '../../lib/auth-errors';
import { leaveSetupRequired } from '../../lib/two-factor-session';
import { ProofDialog } from './proof-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrol } from './two-factor-enrol';

function StatusLine({ status }: { status: TwoFactorStatus }) {
  const { t, i18n } = useTranslation('identity');
  if (!status.enabled) return <p className="text-sm text-ink-muted">{t('twoFactor.offText')}</p>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink" data-testid="two-factor-on">
      <ShieldCheck className="size-5 text-primary-ink" aria-hidden="true" />
      {t('twoFactor.onText', { date: formatDateTime(status.enabledAt, i18n.language) })}{' '}
      {t('twoFactor.codesLeft', { n: status.recoveryCodesLeft })}
    </p>
  );
}

/**
 * /users/profile: two-factor sign-in with an authenticator app. Off: set it up (QR code, then a
 * code, then the recovery codes, shown once). On: new recovery codes or off, with the password or
 * a current code. A role that requires it keeps it on.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('identity');
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'regenerate' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const begin = () => {
    setError(null);
    start.mutate(undefined, { onSuccess: setSetup, onError: (failure) => setError(authErrorMessage(t, failure)) });
  };
  const labels = { loading: t('twoFactor.loading'), retry: t('twoFactor.retry'), error: (e: unknown) => authErrorMessage(t, e) };

  return (
    <section
      aria-labelledby="two-factor"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="two-factor-card"
    >
      <h2 id="two-factor" className="text-lg font-semibold text-ink">
        {t('twoFactor.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('twoFactor.hint')}</p>
      <div className="mt-5 flex flex-col gap-4">
        <LoadState query={status} labels={labels}>
          {status.data && (
            <>
              {status.data.required && (
                <p className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink" data-testid="two-factor-required">
                  {t('twoFactor.requiredNote')}
                </p>
              )}
              <FormError>{error}</FormError>
              {codes ? (
                <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
              ) : setup ? (
                <TwoFactorEnrol
                  setup={setup}
                  onCancel={() => setSetup(null)}
                  onDone={() => {
                    setSetup(null);
                    void leaveSetupRequired();
                  }}
                />
              ) : (
                <>
                  <StatusLine status={status.data} />
                  <div className="flex flex-wrap gap-2">
                    {!status.data.enabled && (
                      <button
                        type="button"
                        className={buttonPrimary}
                        onClick={begin}
                        disabled={start.isPending}
                        data-testid="two-factor-start"
                      >
                        {start.isPending && <Spinner size={14} />}
                        {t('twoFactor.start')}
                      </button>
                    )}
                    {status.data.enabled && (
                      <button type="button" className={buttonSecondary} onClick={() => setAsking('regenerate')}>
                        {t('twoFactor.regenerate')}
                      </button>
                    )}
                    {status.data.enabled && !status.data.required && (
                      <button type="button" className={`${buttonSecondary} text-danger`} onClick={() => setAsking('disable')}>
                        {t('twoFactor.disable')}
                      </button>
                    )}
                  </div>
                </>
              )}
            </>
          )}
        </LoadState>
      </div>
      <ProofDialog
        open={asking === 'regenerate'}
        title={t('twoFactor.regenerateTitle')}
        description={t('twoFactor.regenerateText')}
        action={t('twoFactor.regenerate')}
        onClose={() => setAsking(null)}
        onProve={async (proof) => setCodes((await regenerate.mutateAsync(proof)).recoveryCodes)}
      />
      <ProofDialog
        open={asking === 'disable'}
        title={t('twoFactor.disableTitle')}
        description={t('twoFactor.disableText')}
        action={t('twoFactor.disable')}
        danger
        onClose={() => setAsking(null)}
        onProve={async (proof) => void (await disable.mutateAsync(proof))}
      />
    </section>
  );
}
