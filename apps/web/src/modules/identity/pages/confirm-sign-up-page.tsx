import { useEffect, useRef, useState } from 'react';
import { toProblem } from '../../../shared/lib/api-problem';
import { navigate } from '../../../shared/lib/router';
import { startSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Spinner } from '../../../shared/ui/spinner';
import { confirmSignUpRequest } from '../api/auth-api';
import { authErrorMessage } from '../lib/auth-errors';
import { AuthCard, AuthLink } from './sign-in-page';

/** The token of the emailed link (`#token=...`): in the fragment, so it never reaches a server log. */
const tokenFromLink = (): string | null => new URLSearchParams(window.location.hash.slice(1)).get('token');

/** /auth/Confirm-Sign-Up: the emailed link of a new owner; confirms the address and signs in (ADR 0082). */
export function ConfirmSignUpPage() {
  const { t } = useTranslation('identity');
  const [token] = useState(tokenFromLink);
  const [problem, setProblem] = useState<string | null>(token ? null : t('confirmSignUp.missingToken'));
  const sent = useRef(false);

  useEffect(() => {
    // Once read, the token leaves the address bar (history, screenshots, shared screens).
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token || sent.current) return;
    sent.current = true;
    confirmSignUpRequest(token).then(
      (session) => {
        startSession(session);
        navigate('/', { replace: true });
      },
      (error: unknown) => setProblem(authErrorMessage(t, toProblem(error))),
    );
  }, [token, t]);

  return (
    <AuthCard
      testId="confirm-sign-up-page"
      title={t(problem ? 'reset.invalidTitle' : 'confirmSignUp.title')}
      footer={<AuthLink to="/auth/register">{t('confirmSignUp.signUpAgain')}</AuthLink>}
    >
      {problem ? (
        <p role="alert" className="text-sm text-ink">
          {problem}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-3 text-sm text-ink-muted">
          <Spinner />
          {t('confirmSignUp.confirming')}
        </p>
      )}
    </AuthCard>
  );
}
