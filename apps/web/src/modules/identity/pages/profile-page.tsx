import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { ChangePasswordForm } from '../components/profile/change-password-form';
import { OwnDetails } from '../components/profile/own-details';
import { SessionsList } from '../components/profile/sessions-list';
import { TwoFactorCard } from '../components/two-factor/two-factor-card';

/**
 * /users/profile: own details, password change, two-factor sign-in and active sessions; `sections`
 * are what other modules add (the workspace's notification choices).
 */
export function ProfilePage({ sections }: { sections?: ReactNode }) {
  const { t } = useTranslation('identity');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6" data-testid="profile-page">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('profile.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <OwnDetails />
        <ChangePasswordForm />
      </div>
      <TwoFactorCard />
      <SessionsList />
      {sections}
    </div>
  );
}
