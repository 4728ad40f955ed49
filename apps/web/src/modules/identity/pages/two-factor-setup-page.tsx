import type { TwoFactorSetup } from '@hcims/contracts/identity';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../../shared/lib/query-client';
import { navigate } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session';
import { logout } from '../../../shared/lib/session/sign-out';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { useStartTwoFactor } from '../api/two-factor-api';
import { AuthCard } from '../components/auth-card';
import { TwoFactorEnrol } from '../components/two-factor/two-factor-enrol';
import { authErrorMessage } from '../lib/auth-errors';
import { leaveSetupRequired } from '../lib/two-factor-session';

/**
 * /auth/two-factor-setup: a role of the person requires two-factor sign-in and they have none.
 * The only screen (and the only API calls) open to them until it is set up; signing out stays.
 */
export function TwoFactorSetupPage() {
  // The blank layout has no query client of its own (the default layout's is not mounted here).
  return (
    <QueryClientProvider client={queryClient}>
      <SetupFirst />
    </QueryClientProvider>
  );
}

function SetupFirst() {
  const { t } = useTranslation('identity');
  const required = useSession((s) => s.twoFactorSetupRequired === true);
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function finish() {
    await leaveSetupRequired();
    navigate('/', { replace: true });
  }

  const begin = () => {
    setError(null);
    start.mutate(undefined, { onSuccess: setSetup, onError: (failure) => setError(authErrorMessage(t, failure)) });
  };

  return (
    <AuthCard
      testId="two-factor-setup-page"
      title={t('twoFactor.requiredTitle')}
      subtitle={t('twoFactor.requiredText')}
      footer={
        <button type="button" onClick={() => void logout()} className="font-semibold text-primary-ink hover:underline">
          {t('twoFactor.signOut')}
        </button>
      }
    >
      <FormError>{error}</FormError>
      {setup ? (
        <TwoFactorEnrol setup={setup} onCancel={() => setSetup(null)} onDone={() => void finish()} />
      ) : required ? (
        <button
          type="button"
          className={`${buttonPrimary} w-full`}
          onClick={begin}
          disabled={start.isPending}
          data-testid="two-factor-start"
        >
          {t('twoFactor.start')}
        </button>
      ) : (
        <button type="button" className={`${buttonPrimary} w-full`} onClick={() => navigate('/', { replace: true })}>
          {t('twoFactor.continue')}
        </button>
      )}
    </AuthCard>
  );
}
