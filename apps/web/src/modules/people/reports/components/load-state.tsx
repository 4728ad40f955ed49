import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { LoadState as SharedLoadState, type LoadStateProps } from '../../../../shared/ui/load-state';
import { problemText, toProblem, type ErrorScope } from '../lib';

/** Loading and error states of a screen's main query, in the words of `people:<scope>`. */
export function LoadState({ query, scope, children }: { query: LoadStateProps['query']; scope: ErrorScope; children: ReactNode }) {
  const { t } = useTranslation('people');
  const labels = { loading: t(`${scope}.loading`), retry: t(`${scope}.retry`), error: (e: unknown) => problemText(t, toProblem(e), scope) };
  return (
    <SharedLoadState query={query} labels={labels}>
      {children}
    </SharedLoadState>
  );
}
