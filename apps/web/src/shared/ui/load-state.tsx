import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonSecondary } from './button-styles';
import { Spinner } from './spinner';

export type LoadStateProps = {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  /** Translated words: what shows while loading, the retry button, and a failure in the user's words. */
  labels: { loading: string; retry: string; error: (error: unknown) => string };
  children: ReactNode;
};

/** Loading and error states of a screen's main query; the content shows once there is data. */
export function LoadState({ query, labels, children }: LoadStateProps) {
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-ink-muted">
        <Spinner />
        {labels.loading}
      </div>
    );
  }
  if (query.error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center" data-testid="load-error">
        <p className="text-sm text-danger">{labels.error(query.error)}</p>
        <button type="button" className={buttonSecondary} onClick={() => void query.refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          {labels.retry}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
