import { toProblem } from '../../../../shared/lib/api-problem';
import type { JobHistoryEntry } from '@hcims/contracts/people';
import { History } from 'lucide-react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { DataTable, EmptyState, type DataTableColumn } from '../../../../shared/ui/table';
import { problemText, useJobHistory } from '../../api';
import { formatDate, formatDateTime } from '../format';

/** Job changes, newest first, recorded by the server whenever department, designation, manager, salary, type or branch changed. */
export function JobHistoryTab({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useTranslation('people');
  const history = useJobHistory(employeeId);
  const columns: DataTableColumn<JobHistoryEntry>[] = [
    {
      key: 'effectiveOn',
      header: t('details.history.date'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (h) => formatDate(h.effectiveOn, i18n.language),
    },
    { key: 'field', header: t('details.history.change'), cell: (h) => t(`details.history.fields.${h.field}`) },
    { key: 'from', header: t('details.history.from'), cell: (h) => h.from ?? '—' },
    { key: 'to', header: t('details.history.to'), cell: (h) => h.to ?? '—' },
    {
      key: 'by',
      header: t('details.history.by'),
      hideBelow: 'md',
      cell: (h) => (
        <span className="text-ink-muted">
          {h.changedBy} · {formatDateTime(h.changedAt, i18n.language)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      testId="job-history"
      caption={t('details.tabs.history')}
      columns={columns}
      rows={history.data}
      rowKey={(h) => h.id}
      status={history.status}
      errorMessage={history.error ? problemText(t, toProblem(history.error)) : undefined}
      onRetry={() => void history.refetch()}
      skeletonRows={4}
      empty={<EmptyState icon={<History className="size-6" />} title={t('details.history.empty')} />}
    />
  );
}
