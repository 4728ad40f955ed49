import { RefreshIcon, WifiOffIcon } from '../../shared/ui/icons';
import { useTranslation } from '../../shared/lib/use-translation';
import { buttonPrimary } from '../../shared/ui/button-styles';
import { StatusPage } from '../../shared/ui/status-page';

/** A screen's code could not be loaded even after one retry: offer a reload. */
export function LoadFailed({ fullScreen }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      testId="load-failed"
      fullScreen={fullScreen}
      icon={<WifiOffIcon className="size-8" />}
      title={t('loadFailed.title')}
      message={t('loadFailed.message')}
      actions={
        <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
          <RefreshIcon className="size-4" />
          {t('loadFailed.reload')}
        </button>
      }
    />
  );
}
