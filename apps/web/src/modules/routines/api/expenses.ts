import type {
  CreateExpenseCategory,
  CreateExpenseClaim,
  ExpenseClaim,
  ExpenseClaimListQuery,
  UpdateExpenseCategory,
} from '@hcims/contracts/routines';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { apiFetch } from '../../../shared/ui/table';

/** Expense claims: settings, categories, claims and their moves, receipts, totals and export. */

const expensesKey = ['routines', 'expenses'] as const;
const key = (...parts: unknown[]) => [...expensesKey, ...parts] as const;

export type ExpenseFilters = Omit<Partial<ExpenseClaimListQuery>, 'mine'> & { mine?: 'true' | 'false' };

export const useExpenseSettings = () =>
  useQuery({ queryKey: key('settings'), queryFn: ({ signal }) => apiClient.get('/routines/expense-settings', { signal }) });

export const useExpenseCategories = () =>
  useQuery({ queryKey: key('categories'), queryFn: ({ signal }) => apiClient.get('/routines/expense-categories', { signal }) });

/** Departments for the list's filter (the org module's public endpoint). */
export const useExpenseDepartments = () =>
  useQuery({ queryKey: key('departments'), queryFn: ({ signal }) => apiClient.get('/org/departments', { signal }) });

export const useExpenseClaims = (query: ExpenseFilters) =>
  useQuery({
    queryKey: key('claims', query),
    queryFn: ({ signal }) => apiClient.get('/routines/expense-claims', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useExpenseTotals = (query: Omit<ExpenseFilters, 'page' | 'pageSize' | 'sort'>) =>
  useQuery({
    queryKey: key('totals', query),
    queryFn: ({ signal }) => apiClient.get('/routines/expense-claims/totals', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function expensesExportPath(query: Omit<ExpenseFilters, 'page' | 'pageSize'>, format: string, lng: string): string {
  const params = new URLSearchParams({ format, lng });
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  return `/routines/expense-claims/export?${params.toString()}`;
}

function useInvalidating<A, R>(fn: (input: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: expensesKey }) });
}

/** Files a claim as a draft, uploads its receipts, then submits it when asked (receipts go with the draft first). */
export const useFileExpense = () =>
  useInvalidating(async ({ body, files, submit }: { body: CreateExpenseClaim; files: File[]; submit: boolean }) => {
    let claim: ExpenseClaim = await apiClient.post('/routines/expense-claims', { body: { ...body, submit: false } });
    for (const file of files) {
      const form = new FormData();
      form.append('file', file, file.name);
      await apiFetch(`/routines/expense-claims/${claim.id}/receipts`, { method: 'POST', body: form });
    }
    if (submit)
      claim = await apiClient.post('/routines/expense-claims/{id}/submit', { path: { id: claim.id }, body: { version: claim.version } });
    return claim;
  });

export type ExpenseMove =
  | { action: 'submit' | 'withdraw'; claim: ExpenseClaim }
  | { action: 'approve'; claim: ExpenseClaim; note: string | null }
  | { action: 'reject'; claim: ExpenseClaim; reason: string }
  | { action: 'pay'; claim: ExpenseClaim; paidOn: string; reference: string }
  | { action: 'queue'; claim: ExpenseClaim; payrollMonth: string };

export const useMoveExpense = () =>
  useInvalidating((move: ExpenseMove) => {
    const path = { id: move.claim.id };
    const version = move.claim.version;
    switch (move.action) {
      case 'submit':
        return apiClient.post('/routines/expense-claims/{id}/submit', { path, body: { version } });
      case 'withdraw':
        return apiClient.post('/routines/expense-claims/{id}/withdraw', { path, body: { version } });
      case 'approve':
        return apiClient.post('/routines/expense-claims/{id}/approve', { path, body: { version, note: move.note } });
      case 'reject':
        return apiClient.post('/routines/expense-claims/{id}/reject', { path, body: { version, reason: move.reason } });
      case 'pay':
        return apiClient.post('/routines/expense-claims/{id}/pay', {
          path,
          body: { version, paidOn: move.paidOn, reference: move.reference },
        });
      case 'queue':
        return apiClient.post('/routines/expense-claims/{id}/queue-payroll', { path, body: { version, payrollMonth: move.payrollMonth } });
    }
  });

export const useSaveExpenseSettings = () =>
  useInvalidating((body: { approvalThresholdMinor: number | null; version: number }) =>
    apiClient.put('/routines/expense-settings', { body }),
  );

export const useSaveExpenseCategory = () =>
  useInvalidating((input: { id: null; body: CreateExpenseCategory } | { id: string; body: UpdateExpenseCategory }) =>
    input.id === null
      ? apiClient.post('/routines/expense-categories', { body: input.body })
      : apiClient.patch('/routines/expense-categories/{id}', { path: { id: input.id }, body: input.body }),
  );

/** A receipt's bytes as an object URL (fetched with the session's token; revoke it when done). */
export async function receiptUrl(id: string): Promise<string> {
  const response = await apiFetch(`/routines/expense-receipts/${id}`);
  return URL.createObjectURL(await response.blob());
}
