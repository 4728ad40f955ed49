import type { ExpenseClaim, ExpenseClaimPage } from '@hcims/contracts/routines';
import type { UseQueryResult } from '@tanstack/react-query';
import { Banknote, Check, Paperclip, Send, Undo2, X } from 'lucide-react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { Badge, DataTable, type DataTableColumn } from '../../../shared/ui/table';
import { expenseTone, money } from '../lib/expenses';

export type ExpenseAction = { claim: ExpenseClaim; action: 'submit' | 'withdraw' | 'approve' | 'reject' | 'settle' | 'view' };

type Props = {
  caption: string;
  query: UseQueryResult<ExpenseClaimPage>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  showEmployee: boolean;
  onAction: (action: ExpenseAction) => void;
  empty: string;
  testId: string;
};

/** Claims with their date, category, amounts, status and stage, and the moves the caller may make on each. */
export function ExpenseClaimsTable({ caption, query, page, pageSize, onPageChange, showEmployee, onAction, empty, testId }: Props) {
  const { t, i18n } = useTranslation('routines');
  const lng = i18n.language;
  const columns: DataTableColumn<ExpenseClaim>[] = [
    ...(showEmployee
      ? [
          {
            key: 'employee',
            header: t('expenses.employee'),
            rowHeader: true,
            cell: (c: ExpenseClaim) => (
              <span>
                <span className="block">{c.employeeName}</span>
                <span className="block text-xs text-ink-muted">{c.departmentName}</span>
              </span>
            ),
          },
        ]
      : []),
    { key: 'date', header: t('expenses.date'), cell: (c) => <span className="whitespace-nowrap">{formatDate(c.expenseDate, lng)}</span> },
    {
      key: 'category',
      header: t('expenses.category'),
      hideBelow: 'sm',
      cell: (c) => (
        <span>
          <span className="block">{c.categoryName}</span>
          <span dir="auto" className="block text-xs whitespace-pre-line text-ink-muted">
            {c.description}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('expenses.amount'),
      align: 'end',
      cell: (c) => (
        <span className="whitespace-nowrap">
          <span className="block">{money(c.amountMinor, c.currency, lng)}</span>
          {c.currency !== c.companyCurrency && (
            <span className="block text-xs text-ink-muted">{money(c.companyAmountMinor, c.companyCurrency, lng)}</span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('expenses.status'),
      cell: (c) => <Badge tone={expenseTone[c.status]}>{t(`expenses.statuses.${c.status}`)}</Badge>,
    },
    {
      key: 'stage',
      header: t('expenses.receipts'),
      hideBelow: 'md',
      cell: (c) => (
        <span className="text-sm">
          {c.managerApprovedByName && (
            <span className="block text-ink-muted">{t('expenses.approvedByManager', { name: c.managerApprovedByName })}</span>
          )}
          {c.decidedByName && <span className="block text-ink-muted">{t('expenses.decidedBy', { name: c.decidedByName })}</span>}
          {c.decisionNote && (
            <span dir="auto" className="block whitespace-pre-line text-ink-muted">
              {c.decisionNote}
            </span>
          )}
          {c.paidOn && (
            <span className="block">{t('expenses.paidRef', { date: formatDate(c.paidOn, lng), reference: c.paymentReference ?? '' })}</span>
          )}
          {c.payrollMonth && c.status === 'payroll_queued' && (
            <span className="block">{t('expenses.queuedFor', { month: c.payrollMonth })}</span>
          )}
          <span className="block text-xs text-ink-muted">
            {c.receipts.length === 0 ? t('expenses.noReceipts') : c.receipts.map((r) => r.fileName).join(', ')}
          </span>
        </span>
      ),
    },
  ];
  const button = (c: ExpenseClaim, action: ExpenseAction['action'], label: string, icon: React.ReactNode) => (
    <button
      type="button"
      className={iconButton}
      aria-label={`${label}: ${c.employeeName}, ${c.categoryName}`}
      onClick={() => onAction({ claim: c, action })}
    >
      {icon}
    </button>
  );
  return (
    <DataTable<ExpenseClaim>
      caption={caption}
      testId={testId}
      rows={query.data?.items}
      rowKey={(c) => c.id}
      rowData={(c) => ({ 'data-status': c.status })}
      status={query.status}
      fetching={query.isFetching}
      errorMessage={query.error ? problemText(t, toProblem(query.error), 'errors') : undefined}
      onRetry={() => void query.refetch()}
      columns={columns}
      pagination={query.data ? { page, pageSize, total: query.data.total, onPageChange } : undefined}
      rowActionsLabel={t('actions.label')}
      rowActions={(c) => (
        <>
          {c.receipts.length > 0 && button(c, 'view', t('expenses.view'), <Paperclip className="size-4" aria-hidden="true" />)}
          {c.canEdit && button(c, 'submit', t('expenses.submit'), <Send className="size-4" aria-hidden="true" />)}
          {c.canDecide && button(c, 'approve', t('expenses.approve'), <Check className="size-4 text-success" aria-hidden="true" />)}
          {c.canDecide && button(c, 'reject', t('expenses.reject'), <X className="size-4 text-danger" aria-hidden="true" />)}
          {c.canPay && button(c, 'settle', t('expenses.pay'), <Banknote className="size-4" aria-hidden="true" />)}
          {c.canWithdraw && button(c, 'withdraw', t('expenses.withdraw'), <Undo2 className="size-4" aria-hidden="true" />)}
        </>
      )}
      empty={<p className="py-6 text-center text-sm text-ink-muted">{empty}</p>}
    />
  );
}
