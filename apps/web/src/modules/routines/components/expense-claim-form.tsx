import { CreateExpenseClaimSchema, type CreateExpenseClaim, type ExpenseCategory, type ExpenseSettings } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { useFileExpense } from '../api';
import { parseMinor } from '../lib/expenses';
import { issueText } from '../lib/labels';

type Values = {
  categoryId: string;
  expenseDate: string;
  amountMinor: string;
  currency: string;
  exchangeRate: string;
  description: string;
  files: FileList | null;
};

/** The claimant's form: category, date, amount and currency (with a rate when foreign), description, receipts. */
export function ExpenseClaimForm({ settings, categories }: { settings: ExpenseSettings; categories: readonly ExpenseCategory[] }) {
  const { t } = useTranslation('routines');
  const file = useFileExpense();
  const [message, setMessage] = useState<string | null>(null);
  const defaults: Values = {
    categoryId: categories[0]?.id ?? '',
    expenseDate: '',
    amountMinor: '',
    currency: settings.currency,
    exchangeRate: '',
    description: '',
    files: null,
  };
  const toBody = (v: Values) => {
    const currency = v.currency.trim().toUpperCase() || settings.currency;
    return {
      categoryId: v.categoryId || undefined,
      expenseDate: v.expenseDate || undefined,
      amountMinor: v.amountMinor.trim() === '' ? undefined : (parseMinor(v.amountMinor) ?? -1),
      currency,
      exchangeRate: currency === settings.currency ? null : v.exchangeRate.trim() || null,
      description: v.description,
      submit: false,
    };
  };
  const form = useForm<Values, unknown, CreateExpenseClaim>({
    resolver: contractResolver(CreateExpenseClaimSchema, toBody, issueText(t)),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const currency = useWatch({ control: form.control, name: 'currency' });
  const foreign = currency.trim().toUpperCase() !== settings.currency;

  /** Saves the claim as a draft, or files it (the form's own submit). */
  const save = (submit: boolean) =>
    form.handleSubmit(async (body) => {
      setMessage(null);
      try {
        const files = Array.from(form.getValues('files') ?? []);
        await file.mutateAsync({ body, files, submit });
        form.reset(defaults);
      } catch (error) {
        const problem = toProblem(error);
        const rest = applyServerErrors(problem, form.setError, (f) =>
          t(`validation.fields.${f}`, { defaultValue: t('validation.invalid') }),
        );
        if (problem.code !== 'VALIDATION_FAILED' || rest.length > 0) setMessage(problemText(t, problem, 'errors'));
      }
    });

  return (
    <form
      className="grid gap-4 rounded-xl border border-line bg-surface p-4"
      data-testid="expense-claim-form"
      noValidate
      onSubmit={(e) => void save(true)(e)}
    >
      <h2 className="text-base font-semibold text-ink">{t('expenses.newClaim')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('expenses.category')}
          required
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          {...form.register('categoryId')}
          error={errors.categoryId?.message}
        />
        <TextField type="date" label={t('expenses.date')} required {...form.register('expenseDate')} error={errors.expenseDate?.message} />
        <TextField
          label={t('expenses.amount')}
          inputMode="decimal"
          required
          hint={t('expenses.amountHint')}
          {...form.register('amountMinor')}
          error={errors.amountMinor?.message}
        />
        <TextField label={t('expenses.currency')} maxLength={3} {...form.register('currency')} error={errors.currency?.message} />
        {foreign && (
          <TextField
            label={t('expenses.rate', { currency: settings.currency })}
            hint={t('expenses.rateHint', { currency: settings.currency })}
            inputMode="decimal"
            required
            {...form.register('exchangeRate')}
            error={errors.exchangeRate?.message}
          />
        )}
      </div>
      <Textarea
        label={t('expenses.description')}
        required
        rows={3}
        maxLength={2000}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <label className="grid gap-1 text-sm text-ink">
        <span className="font-semibold">{t('expenses.receipts')}</span>
        <input
          type="file"
          multiple
          accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
          data-testid="expense-receipts"
          {...form.register('files')}
        />
        <span className="text-xs text-ink-muted">{t('expenses.receiptsHint')}</span>
      </label>
      <FormError>{message}</FormError>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonSecondary} disabled={file.isPending} onClick={() => void save(false)()}>
          {t('expenses.saveDraft')}
        </button>
        <SubmitButton pending={file.isPending}>{t('expenses.submit')}</SubmitButton>
      </div>
    </form>
  );
}
