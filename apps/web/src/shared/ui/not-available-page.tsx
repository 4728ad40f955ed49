import { HourglassIcon } from './icons';
import { useTranslation } from '../lib/use-translation';
import { useCurrentScreen } from '../lib/screen-context';
import { Link } from '../lib/router';
import { buttonSecondary } from './button-styles';
import { StatusPage } from './status-page';

/**
 * The neutral state of a screen whose module has not landed yet: its name and a plain message,
 * never fake data.
 */
export function NotAvailablePage() {
  const screen = useCurrentScreen();
  const [namespace] = (screen?.title ?? 'common:').split(':');
  const { t } = useTranslation([namespace ?? 'common', 'common']);
  const blank = screen?.layout === 'blank';
  return (
    <StatusPage
      testId="not-available"
      fullScreen={blank}
      icon={<HourglassIcon className="size-8" />}
      eyebrow={t('common:notAvailable.eyebrow')}
      title={screen ? t(screen.title) : t('common:notAvailable.eyebrow')}
      message={t('common:notAvailable.message')}
      actions={
        blank && (
          <Link to="/" className={buttonSecondary}>
            {t('common:actions.goHome')}
          </Link>
        )
      }
    />
  );
}
