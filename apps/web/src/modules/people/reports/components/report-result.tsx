import type { ReportResult } from '@hcims/contracts/people';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Spinner } from '../../../../shared/ui/spinner';
import { formatNumber, problemText, toProblem } from '../lib';
import { ReportTable } from './report-table';

/** A report's result with its states: first load, failure in words (a sensitive field it may not use, by name), rows. */
export function ReportResultPanel({
  query,
  caption,
  onPageChange,
  onPageSizeChange,
  idle,
}: {
  query: Pick<UseQueryResult<ReportResult>, 'data' | 'isPending' | 'isFetching' | 'error' | 'isPlaceholderData'>;
  caption: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Shown instead when there is nothing to run yet. */
  idle?: string;
}) {
  const { t, i18n } = useTranslation('people');
  if (idle) return <p className="rounded-lg border border-dashed border-line px-4 py-10 text-center text-sm text-ink-muted">{idle}</p>;
  if (query.error && !query.data) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-danger/40 bg-danger-soft px-4 py-6 text-center text-sm text-danger"
        data-testid="report-error"
      >
        {problemText(t, toProblem(query.error), 'reports')}
      </p>
    );
  }
  if (query.isPending || !query.data) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-sm text-ink-muted">
        <Spinner size={24} />
        {t('reports.running')}
      </div>
    );
  }
  const result = query.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="report-total">
        {result.columns.some((c) => c.key === 'count')
          ? t('reports.totalGroups', { count: result.total, formatted: formatNumber(result.total, i18n.language) })
          : t('reports.totalRows', { count: result.total, formatted: formatNumber(result.total, i18n.language) })}
      </p>
      {query.error && (
        <p role="alert" className="text-sm text-danger">
          {problemText(t, toProblem(query.error), 'reports')}
        </p>
      )}
      <ReportTable
        caption={caption}
        result={result}
        fetching={query.isFetching && query.isPlaceholderData}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        testId="report-table"
      />
    </div>
  );
}
