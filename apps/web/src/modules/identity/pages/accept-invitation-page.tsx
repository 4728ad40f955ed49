import { useEffect, useState } from 'react';
import { Link } from '../../../shared/lib/router';
import { toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { acceptInvitationRequest, declineInvitationRequest } from '../api/auth-api';
import { authErrorMessage } from '../lib/auth-errors';
import { AuthCard, AuthLink } from './sign-in-page';

/** The token of the emailed link (`#token=...`): in the fragment, so it never reaches a server log. */
const tokenFromLink = (): string | null => new URLSearchParams(window.location.hash.slice(1)).get('token');

type Outcome = 'accepted' | 'declined' | 'invalid' | null;

/** /auth/Accept-Invitation: an existing account accepts or declines an invitation into one more company (ADR 0082). */
export function AcceptInvitationPage() {
  const { t } = useTranslation('identity');
  const [token] = useState(tokenFromLink);
  // Once read, the token leaves the address bar (history, screenshots, shared screens).
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalid');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const answer = async (accept: boolean) => {
    setFormError(null);
    setPending(true);
    try {
      await (accept ? acceptInvitationRequest : declineInvitationRequest)(token ?? '');
      setOutcome(accept ? 'accepted' : 'declined');
    } catch (error) {
      const info = toProblem(error);
      if (info.code === 'AUTH_INVITATION_TOKEN_INVALID') setOutcome('invalid');
      else setFormError(authErrorMessage(t, info));
    } finally {
      setPending(false);
    }
  };

  const signIn = (
    <Link to="/auth/boxed-signin" className={`${buttonPrimary} mt-5 w-full`}>
      {t('register.signIn')}
    </Link>
  );

  if (outcome === 'invalid')
    return (
      <AuthCard
        testId="invitation-link-invalid"
        title={t('reset.invalidTitle')}
        footer={<AuthLink to="/auth/boxed-signin">{t('forgot.back')}</AuthLink>}
      >
        <p role="alert" className="text-sm text-ink">
          {t(token ? 'errors.AUTH_INVITATION_TOKEN_INVALID' : 'invitation.missingToken')}
        </p>
      </AuthCard>
    );

  if (outcome)
    return (
      <AuthCard
        testId={`invitation-${outcome}`}
        title={t(outcome === 'accepted' ? 'invitation.acceptedTitle' : 'invitation.declinedTitle')}
      >
        <p role="status" className="text-sm text-ink">
          {t(outcome === 'accepted' ? 'invitation.accepted' : 'invitation.declined')}
        </p>
        {signIn}
      </AuthCard>
    );

  return (
    <AuthCard testId="accept-invitation-page" title={t('invitation.title')} subtitle={t('invitation.subtitle')}>
      <FormError>{formError}</FormError>
      <div className="mt-2 flex flex-col gap-3">
        <button type="button" className={`${buttonPrimary} w-full`} disabled={pending} onClick={() => void answer(true)}>
          {t('invitation.accept')}
        </button>
        <button type="button" className={`${buttonSecondary} w-full`} disabled={pending} onClick={() => void answer(false)}>
          {t('invitation.decline')}
        </button>
      </div>
    </AuthCard>
  );
}
