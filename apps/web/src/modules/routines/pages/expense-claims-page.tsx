import { ExpenseStatuses, type ExpenseStatus, type ExpenseTotals } from '@hcims/contracts/routines';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../shared/lib/router';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { ExportMenu, FilterBar, FilterSelect, PageHeader, SearchInput } from '../../../shared/ui/table';
import { expensesExportPath, useExpenseCategories, useExpenseClaims, useExpenseDepartments, useExpenseTotals } from '../api';
import { ExpenseActionDialog } from '../components/expense-action-dialog';
import { ExpenseClaimsTable, type ExpenseAction } from '../components/expense-claims-table';
import { ExpenseSettingsDialog } from '../components/expense-settings-dialog';
import { FilterDate } from '../components/filter-date';
import { money } from '../lib/expenses';

const PAGE_SIZE = 25;

/** /owner_expense_claim_list: the claims the viewer may see, with filters, totals per category and month per currency, export and decisions. */
export function ExpenseClaimsPage() {
  const { t, i18n } = useTranslation('routines');
  const permissions = useSession((s) => s.permissions);
  const approvalScope = permissions?.['routines.expense-approvals:update'];
  const finance = approvalScope === 'company' || approvalScope === 'group';
  const [params, setParams] = useQueryParams();
  const get = (name: string) => params.get(name) ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const filters = {
    ...(get('status') ? { status: get('status') as ExpenseStatus } : {}),
    ...(get('categoryId') ? { categoryId: get('categoryId') } : {}),
    ...(get('departmentId') ? { departmentId: get('departmentId') } : {}),
    ...(get('employeeId') ? { employeeId: get('employeeId') } : {}),
    ...(get('from') ? { from: get('from') } : {}),
    ...(get('to') ? { to: get('to') } : {}),
    ...(get('q') ? { q: get('q') } : {}),
  };
  const claims = useExpenseClaims({ ...filters, page, pageSize: PAGE_SIZE });
  const totals = useExpenseTotals(filters);
  const categories = useExpenseCategories();
  const departments = useExpenseDepartments();
  const [action, setAction] = useState<ExpenseAction | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const active = Object.keys(filters).filter((k) => k !== 'q').length;
  const set = (name: string) => (value: string) => setParams({ [name]: value || null, page: null });

  return (
    <div data-testid="routines-expense-claims" className="grid min-w-0 gap-4 [&>*]:min-w-0">
      <PageHeader
        title={t('screens.expenseClaims')}
        description={t('expenses.listDescription')}
        actions={
          <>
            {finance ? (
              <button type="button" className={buttonSecondary} onClick={() => setSettingsOpen(true)}>
                <Settings className="size-4" aria-hidden="true" />
                {t('expenses.settings')}
              </button>
            ) : null}
            {hasPermission(permissions, 'routines.expense-claims:create') && (
              <Link to="/create_expense_claim" className={buttonPrimary}>
                {t('expenses.newClaim')}
              </Link>
            )}
          </>
        }
      />
      <FilterBar
        search={<SearchInput value={get('q')} onChange={set('q')} label={t('expenses.search')} />}
        actions={
          <ExportMenu
            href={(format) => expensesExportPath(filters, format, i18n.language)}
            fileName={(format) => `expense-claims.${format}`}
          />
        }
        activeCount={active}
        onClear={
          active > 0 || get('q')
            ? () =>
                setParams({
                  status: null,
                  categoryId: null,
                  departmentId: null,
                  employeeId: null,
                  from: null,
                  to: null,
                  q: null,
                  page: null,
                })
            : undefined
        }
      >
        <FilterSelect
          label={t('expenses.status')}
          value={get('status')}
          onChange={set('status')}
          allLabel={t('expenses.allStatuses')}
          options={ExpenseStatuses.map((s) => ({ value: s, label: t(`expenses.statuses.${s}`) }))}
          testId="expense-filter-status"
        />
        <FilterSelect
          label={t('expenses.category')}
          value={get('categoryId')}
          onChange={set('categoryId')}
          allLabel={t('expenses.allCategories')}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          testId="expense-filter-category"
        />
        <FilterSelect
          label={t('expenses.department')}
          value={get('departmentId')}
          onChange={set('departmentId')}
          allLabel={t('expenses.allDepartments')}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          testId="expense-filter-department"
        />
        <FilterDate label={t('expenses.from')} value={get('from')} onChange={set('from')} testId="expense-filter-from" />
        <FilterDate label={t('expenses.to')} value={get('to')} onChange={set('to')} testId="expense-filter-to" />
      </FilterBar>
      <ExpenseClaimsTable
        caption={t('screens.expenseClaims')}
        query={claims}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => setParams({ page: p === 1 ? null : String(p) })}
        showEmployee
        onAction={setAction}
        empty={t('expenses.noClaims')}
        testId="expense-claims-table"
      />
      {totals.data && <TotalsPanel totals={totals.data} language={i18n.language} />}
      {action && <ExpenseActionDialog action={action} onClose={() => setAction(null)} />}
      {settingsOpen && <ExpenseSettingsDialog onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}

/** Counts and amounts per category and per month, one line per currency (amounts are never added across currencies). */
function TotalsPanel({ totals, language }: { totals: ExpenseTotals; language: string }) {
  const { t } = useTranslation('routines');
  const table = (title: string, rows: { label: string; currency: string; count: number; amountMinor: number }[], testId: string) => (
    <section className="rounded-xl border border-line bg-surface p-4" data-testid={testId}>
      <h2 className="mb-2 text-sm font-semibold text-ink">{title}</h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-start text-ink-muted">
            <th className="text-start font-medium">{title === t('expenses.byMonth') ? t('expenses.date') : t('expenses.category')}</th>
            <th className="text-end font-medium">{t('expenses.count')}</th>
            <th className="text-end font-medium">{t('expenses.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.label}-${r.currency}`}>
              <td>{r.label}</td>
              <td className="text-end">{r.count}</td>
              <td className="text-end whitespace-nowrap">{money(r.amountMinor, r.currency, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {table(
        t('expenses.byCategory'),
        totals.byCategory.map((r) => ({ ...r, label: r.categoryName })),
        'expense-totals-category',
      )}
      {table(
        t('expenses.byMonth'),
        totals.byMonth.map((r) => ({ ...r, label: r.month })),
        'expense-totals-month',
      )}
    </div>
  );
}
