import { CompassIcon, HouseIcon } from '../../shared/ui/icons';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { Link, useLocation } from '../../shared/lib/router';
import { getSettingsStore } from '../../shared/lib/settings';
import { buttonPrimary } from '../../shared/ui/button-styles';
import { LtrSentence } from '../../shared/ui/ltr';
import { StatusPage } from '../../shared/ui/status-page';

/** Unknown paths: the error page in the blank layout, with a way home. */
export function NotFoundPage() {
  const { t, ready } = useTranslation('common');
  const { pathname } = useLocation();
  const title = t('notFound.title');
  useEffect(() => {
    if (ready) getSettingsStore().getState().setPageTitle(title);
  }, [ready, title]);
  return (
    <StatusPage
      testId="not-found"
      fullScreen
      icon={<CompassIcon className="size-8" />}
      eyebrow={t('notFound.code')}
      title={title}
      message={<LtrSentence text={(slots) => t('notFound.message', slots)} values={{ path: pathname }} />}
      actions={
        <Link to="/" className={buttonPrimary}>
          <HouseIcon className="size-4" />
          {t('actions.goHome')}
        </Link>
      }
    />
  );
}
