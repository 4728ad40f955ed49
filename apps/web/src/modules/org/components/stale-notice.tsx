import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';

/** A 409 on save: someone else changed the record; offer to load their version (the edits are lost). */
export function StaleNotice({ onReload, what }: { onReload: () => void; what: string }) {
  const { t } = useTranslation('org');
  return (
    <div
      role="alert"
      data-testid="stale-notice"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-ink"
    >
      <p>{t('stale.message', { what })}</p>
      <button type="button" className={buttonSecondary} onClick={onReload}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('stale.reload')}
      </button>
    </div>
  );
}
