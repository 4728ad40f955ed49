import type { LeaveRequest, LeaveRequestPage } from '@hcims/contracts/routines';
import type { UseQueryResult } from '@tanstack/react-query';
import { Check, Undo2, X } from 'lucide-react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { Badge, DataTable, type DataTableColumn } from '../../../shared/ui/table';
import { leaveTypeName, statusTone } from '../lib/labels';

export type LeaveAction = { request: LeaveRequest; action: 'approve' | 'reject' | 'cancel' | 'askCancel' };

type Props = {
  caption: string;
  query: UseQueryResult<LeaveRequestPage>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Show whose request it is (the approver's list). */
  showEmployee: boolean;
  onAction: (action: LeaveAction) => void;
  empty: string;
  testId: string;
};

/** Leave requests with their dates, days, status and decision, and the moves the caller may make on each. */
export function LeaveRequestsTable({ caption, query, page, pageSize, onPageChange, showEmployee, onAction, empty, testId }: Props) {
  const { t, i18n } = useTranslation('routines');
  const date = (d: string) => formatDate(d, i18n.language);
  const span = (r: LeaveRequest) => (r.startDate === r.endDate ? date(r.startDate) : `${date(r.startDate)} – ${date(r.endDate)}`);
  const columns: DataTableColumn<LeaveRequest>[] = [
    ...(showEmployee ? [{ key: 'employee', header: t('leave.employee'), cell: (r: LeaveRequest) => r.employeeName, rowHeader: true }] : []),
    {
      key: 'dates',
      header: t('leave.dates'),
      cell: (r) => <span className="whitespace-nowrap">{span(r)}</span>,
      rowHeader: !showEmployee,
    },
    {
      key: 'type',
      header: t('leave.type'),
      cell: (r) => leaveTypeName(t, { name: r.leaveTypeName, builtin: r.leaveTypeBuiltin }),
      hideBelow: 'sm',
    },
    {
      key: 'days',
      header: t('leave.days'),
      align: 'end',
      hideBelow: 'sm',
      cell: (r) => formatNumber(r.days, i18n.language, { maximumFractionDigits: 1 }) + (r.halfDay ? ` (${t('leave.half')})` : ''),
    },
    { key: 'status', header: t('leave.status'), cell: (r) => <Badge tone={statusTone[r.status]}>{t(`leave.statuses.${r.status}`)}</Badge> },
    {
      key: 'decision',
      header: t('leave.decision'),
      hideBelow: 'md',
      cell: (r) => (
        <span className="text-sm">
          {r.reason && <span className="block whitespace-pre-line">{r.reason}</span>}
          {r.decidedByName && <span className="block text-ink-muted">{t('leave.decidedBy', { name: r.decidedByName })}</span>}
          {r.decisionReason && <span className="block whitespace-pre-line text-ink-muted">{r.decisionReason}</span>}
          {!r.reason && !r.decidedByName && !r.decisionReason && '—'}
        </span>
      ),
    },
  ];
  return (
    <DataTable<LeaveRequest>
      caption={caption}
      testId={testId}
      rows={query.data?.items}
      rowKey={(r) => r.id}
      rowData={(r) => ({ 'data-status': r.status })}
      status={query.status}
      fetching={query.isFetching}
      errorMessage={query.error ? problemText(t, toProblem(query.error), 'errors') : undefined}
      onRetry={() => void query.refetch()}
      columns={columns}
      pagination={query.data ? { page, pageSize, total: query.data.total, onPageChange } : undefined}
      rowActionsLabel={t('actions.label')}
      rowActions={(r) => (
        <>
          {r.canDecide && (
            <>
              <button
                type="button"
                className={iconButton}
                aria-label={t('leave.approveNamed', { name: r.employeeName })}
                onClick={() => onAction({ request: r, action: 'approve' })}
              >
                <Check className="size-4 text-success" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t('leave.rejectNamed', { name: r.employeeName })}
                onClick={() => onAction({ request: r, action: 'reject' })}
              >
                <X className="size-4 text-danger" aria-hidden="true" />
              </button>
            </>
          )}
          {r.canCancel && (
            <button
              type="button"
              className={iconButton}
              aria-label={t('leave.cancelNamed', { dates: span(r) })}
              onClick={() => onAction({ request: r, action: 'cancel' })}
            >
              <Undo2 className="size-4" aria-hidden="true" />
            </button>
          )}
          {r.canRequestCancel && (
            <button
              type="button"
              className={iconButton}
              aria-label={t('leave.askCancelNamed', { dates: span(r) })}
              onClick={() => onAction({ request: r, action: 'askCancel' })}
            >
              <Undo2 className="size-4 text-warning" aria-hidden="true" />
            </button>
          )}
        </>
      )}
      empty={<p className="py-6 text-center text-sm text-ink-muted">{empty}</p>}
    />
  );
}
