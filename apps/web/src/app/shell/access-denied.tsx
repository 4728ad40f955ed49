import { HouseIcon, ShieldAlertIcon } from '../../shared/ui/icons';
import { useTranslation } from '../../shared/lib/use-translation';
import { Link } from '../../shared/lib/router';
import { buttonSecondary } from '../../shared/ui/button-styles';
import { StatusPage } from '../../shared/ui/status-page';

/** Direct navigation to a screen the signed-in user's permissions do not cover. */
export function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      testId="access-denied"
      icon={<ShieldAlertIcon className="size-8" />}
      title={t('accessDenied.title')}
      message={t('accessDenied.message')}
      actions={
        <Link to="/" className={buttonSecondary}>
          <HouseIcon className="size-4" />
          {t('actions.goHome')}
        </Link>
      }
    />
  );
}
