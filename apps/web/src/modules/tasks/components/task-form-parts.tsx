import { TaskFrequencies } from '@hcims/contracts/tasks';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { fieldErrorMessage, Select, TextField } from '../../../shared/ui/form';
import type { TaskFormValues } from '../lib/task-form-values';

/** ISO weekdays 1 (Monday) to 7 (Sunday), each with a date that falls on it (2026-03-02 was a Monday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, date: `2026-03-0${day + 1}` }));

/** A new task's repetition: once, or a daily, weekly or monthly series with its end. */
export function TaskRepeatFields({ form }: { form: UseFormReturn<TaskFormValues> }) {
  const { t } = useTranslation('tasks');
  const errors = form.formState.errors;
  const frequency = form.watch('frequency');
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3" data-testid="task-repeat">
      <legend className="px-1 text-sm font-semibold text-ink">{t('form.repeat')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('form.repeat')}
          options={TaskFrequencies.reduce(
            (all, f) => [...all, { value: f, label: t(`form.frequency.${f}`) }],
            [{ value: 'once', label: t('form.frequency.once') }],
          )}
          {...form.register('frequency')}
        />
        {frequency === 'monthly' && (
          <TextField
            label={t('form.monthDay')}
            type="number"
            min={1}
            max={31}
            required
            {...form.register('monthDay')}
            error={fieldErrorMessage(errors, 'monthDay')}
          />
        )}
        {frequency !== 'once' && (
          <TextField label={t('form.endsOn')} type="date" {...form.register('endsOn')} error={fieldErrorMessage(errors, 'endsOn')} />
        )}
      </div>
      {frequency === 'weekly' && (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">{t('form.weekdays')}</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAYS.map((w) => (
              <label key={w.day} className="flex items-center gap-1.5 text-sm text-ink">
                <input type="checkbox" value={String(w.day)} {...form.register('weekdays')} />
                {formatDate(w.date, undefined, { weekday: 'short' })}
              </label>
            ))}
          </div>
          {fieldErrorMessage(errors, 'weekdays') && (
            <p className="text-xs font-medium text-danger">{fieldErrorMessage(errors, 'weekdays')}</p>
          )}
        </fieldset>
      )}
      {frequency !== 'once' && (
        <>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" {...form.register('skipNonWorkingDays')} />
            {t('form.skipNonWorkingDays')}
          </label>
          <p className="text-xs text-ink-muted">{t('form.repeatHint')}</p>
        </>
      )}
    </fieldset>
  );
}

/** A small radio choice (the target of a new task: one person or a department). */
export function RadioChoice({
  legend,
  name,
  options,
  register,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-1" data-testid={`task-${name}`}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-ink">
            <input type="radio" value={o.value} {...register} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
