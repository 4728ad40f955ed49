import { toProblem } from '../../../shared/lib/api-problem';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/spinner';
import { problemText } from '../lib';

/** Loading and error states of a screen's main query (the content renders once data is there). */
export function QueryState({
  pending,
  error,
  onRetry,
  children,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('org');
  if (pending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-ink-muted">
        <Spinner />
        {t('states.loading')}
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center" data-testid="load-error">
        <p className="text-sm text-danger">{problemText(t, toProblem(error))}</p>
        <button type="button" className={buttonSecondary} onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('states.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
