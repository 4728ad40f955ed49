import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { Spinner } from '../../../../shared/ui/spinner';
import { problemText, toProblem, type ErrorScope } from '../lib';

/** Loading and error states of a screen's main query; the content shows once there is data. */
export function LoadState({
  query,
  scope,
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  scope: ErrorScope;
  children: ReactNode;
}) {
  const { t } = useTranslation('people');
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-ink-muted">
        <Spinner />
        {t(`${scope}.loading`)}
      </div>
    );
  }
  if (query.error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center" data-testid="load-error">
        <p className="text-sm text-danger">{problemText(t, toProblem(query.error), scope)}</p>
        <button type="button" className={buttonSecondary} onClick={() => void query.refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t(`${scope}.retry`)}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
