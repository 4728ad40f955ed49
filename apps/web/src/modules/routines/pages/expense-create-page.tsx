import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { LoadState } from '../../../shared/ui/load-state';
import { PageHeader } from '../../../shared/ui/table';
import { useExpenseCategories, useExpenseClaims, useExpenseSettings } from '../api';
import { ExpenseActionDialog } from '../components/expense-action-dialog';
import { ExpenseClaimForm } from '../components/expense-claim-form';
import { ExpenseClaimsTable, type ExpenseAction } from '../components/expense-claims-table';

const PAGE_SIZE = 10;

/** /create_expense_claim: the caller files a claim with receipts and follows their own claims. */
export function ExpenseCreatePage() {
  const { t } = useTranslation('routines');
  const [params, setParams] = useQueryParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const settings = useExpenseSettings();
  const categories = useExpenseCategories();
  const mine = useExpenseClaims({ mine: 'true', page, pageSize: PAGE_SIZE, sort: '-createdAt' });
  const [action, setAction] = useState<ExpenseAction | null>(null);

  return (
    <div data-testid="routines-expense-create" className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <PageHeader title={t('screens.createExpenseClaim')} description={t('expenses.myDescription')} />
      <LoadState
        query={settings}
        labels={{ loading: t('states.loading'), retry: t('actions.retry'), error: (e) => problemText(t, toProblem(e), 'errors') }}
      >
        <LoadState
          query={categories}
          labels={{ loading: t('states.loading'), retry: t('actions.retry'), error: (e) => problemText(t, toProblem(e), 'errors') }}
        >
          {settings.data && categories.data && <ExpenseClaimForm settings={settings.data} categories={categories.data} />}
        </LoadState>
      </LoadState>
      <ExpenseClaimsTable
        caption={t('screens.expenseClaims')}
        query={mine}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => setParams({ page: p === 1 ? null : String(p) })}
        showEmployee={false}
        onAction={setAction}
        empty={t('expenses.noClaims')}
        testId="expense-my-claims"
      />
      {action && <ExpenseActionDialog action={action} onClose={() => setAction(null)} />}
    </div>
  );
}
