import type { ExpenseSettings } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, SubmitButton, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useExpenseCategories, useExpenseSettings, useSaveExpenseCategory, useSaveExpenseSettings } from '../api';
import { minorToText, money, parseMinor } from '../lib/expenses';

/** HR's or finance's settings: the second-approval threshold and the categories with their per-claim limits. */
export function ExpenseSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('routines');
  const settings = useExpenseSettings();
  const categories = useExpenseCategories();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('expenses.settings')}
      testId="expense-settings-dialog"
      footer={
        <button type="button" className={buttonSecondary} onClick={onClose}>
          {t('actions.close')}
        </button>
      }
    >
      {settings.data && <ThresholdForm settings={settings.data} />}
      <h3 className="mt-6 mb-2 text-sm font-semibold text-ink">{t('expenses.categories')}</h3>
      <ul className="mb-4 grid gap-1 text-sm" data-testid="expense-categories">
        {(categories.data ?? []).map((c) => (
          <li key={c.id} className="flex justify-between gap-2">
            <span>{c.name}</span>
            <span className="text-ink-muted">
              {c.limitMinor === null ? t('expenses.noLimit') : money(c.limitMinor, settings.data?.currency ?? 'USD', i18n.language)}
            </span>
          </li>
        ))}
      </ul>
      {settings.data && <CategoryForm currency={settings.data.currency} />}
    </Dialog>
  );
}

function ThresholdForm({ settings }: { settings: ExpenseSettings }) {
  const { t } = useTranslation('routines');
  const save = useSaveExpenseSettings();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ threshold: string }>({
    defaultValues: { threshold: settings.approvalThresholdMinor === null ? '' : minorToText(settings.approvalThresholdMinor) },
  });
  const onSubmit = form.handleSubmit(async ({ threshold }) => {
    setMessage(null);
    const minor = threshold.trim() === '' ? null : parseMinor(threshold);
    if (minor === undefined || (threshold.trim() !== '' && minor === null)) {
      form.setError('threshold', { type: 'invalid', message: t('validation.invalid') });
      return;
    }
    try {
      await save.mutateAsync({ approvalThresholdMinor: minor, version: settings.version });
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });
  return (
    <form className="grid gap-2" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="expense-threshold-form">
      <TextField
        label={t('expenses.threshold', { currency: settings.currency })}
        hint={t('expenses.thresholdHint')}
        inputMode="decimal"
        {...form.register('threshold')}
        error={form.formState.errors.threshold?.message}
      />
      <FormError>{message}</FormError>
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
      </div>
    </form>
  );
}

function CategoryForm({ currency }: { currency: string }) {
  const { t } = useTranslation('routines');
  const save = useSaveExpenseCategory();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ name: string; limit: string }>({ defaultValues: { name: '', limit: '' } });
  const onSubmit = form.handleSubmit(async ({ name, limit }) => {
    setMessage(null);
    const limitMinor = limit.trim() === '' ? null : parseMinor(limit);
    if (!name.trim()) return form.setError('name', { type: 'required', message: t('validation.required') });
    if (limit.trim() !== '' && limitMinor === null) return form.setError('limit', { type: 'invalid', message: t('validation.invalid') });
    try {
      await save.mutateAsync({ id: null, body: { name: name.trim(), limitMinor } });
      form.reset();
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });
  return (
    <form className="grid gap-2 sm:grid-cols-2" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="expense-category-form">
      <TextField
        label={t('expenses.category')}
        required
        maxLength={80}
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <TextField
        label={t('expenses.limit', { currency })}
        hint={t('expenses.noLimit')}
        inputMode="decimal"
        {...form.register('limit')}
        error={form.formState.errors.limit?.message}
      />
      <FormError className="sm:col-span-2">{message}</FormError>
      <div className="flex justify-end sm:col-span-2">
        <SubmitButton pending={save.isPending}>{t('expenses.addCategory')}</SubmitButton>
      </div>
    </form>
  );
}
