import { CreateHolidaysSchema, HolidayTypes, type CreateHolidays, type HolidayType } from '@hcims/contracts/routines';
import { CalendarCheck, List, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, RadioGroup, Select, SubmitButton, TextField } from '../../../shared/ui/form';
import { Card, PageHeader } from '../../../shared/ui/table';
import { useBranches, useCreateHolidays } from '../api';
import { branchOptions } from '../components/branch-options';
import { holidayTypeLabel, issueText } from '../lib/labels';

type Values = {
  mode: 'range' | 'dates';
  dates: string[];
  pick: string;
  from: string;
  to: string;
  type: HolidayType;
  description: string;
  branchId: string;
};

const empty: Values = { mode: 'range', dates: [], pick: '', from: '', to: '', type: 'public', description: '', branchId: '' };

function toBody(v: Values): unknown {
  const common = { type: v.type, description: v.description, ...(v.branchId ? { branchId: v.branchId } : {}) };
  return v.mode === 'range'
    ? { ...common, from: v.from || undefined, to: v.to || undefined }
    : { ...common, dates: v.dates.length ? v.dates : undefined };
}

/** /mark_holidays: marks a range or a list of dates as holidays of the company or of one branch. */
export function MarkHolidaysPage() {
  const { t, i18n } = useTranslation('routines');
  const create = useCreateHolidays();
  const branches = useBranches();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const form = useForm<Values, unknown, CreateHolidays>({
    resolver: contractResolver(CreateHolidaysSchema, toBody, issueText(t)),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const [mode, dates, pick] = useWatch({ control: form.control, name: ['mode', 'dates', 'pick'] });

  const addDate = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pick) || dates.includes(pick)) return;
    form.setValue('dates', [...dates, pick].sort(), { shouldValidate: form.formState.isSubmitted });
    form.setValue('pick', '');
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    setDone(null);
    try {
      const created = await create.mutateAsync(body);
      setDone(created.items.length);
      form.reset({ ...empty, type: body.type, mode: form.getValues('mode') });
    } catch (error) {
      const problem = toProblem(error);
      const rest = applyServerErrors(problem, form.setError, (f) => t(`validation.fields.${f}`, { defaultValue: t('validation.invalid') }));
      if (problem.code !== 'VALIDATION_FAILED' || rest.length > 0) {
        const taken = (problem.details as { dates?: string[] } | undefined)?.dates ?? [];
        setMessage(problemText(t, problem, 'errors', { dates: taken.map((d) => formatDate(d, i18n.language)).join(', ') }));
      }
    }
  });

  return (
    <div data-testid="routines-mark-holidays">
      <PageHeader
        title={t('screens.markHolidays')}
        description={t('holidays.markDescription')}
        actions={
          <Link to="/view-marked-holidays" className={buttonSecondary}>
            <List className="size-4" aria-hidden="true" />
            {t('screens.markedHolidays')}
          </Link>
        }
      />
      <Card className="max-w-2xl">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <RadioGroup
            label={t('holidays.pick')}
            name="mode"
            value={mode}
            onChange={(v) => form.setValue('mode', v as Values['mode'])}
            options={[
              { value: 'range', label: t('holidays.modeRange') },
              { value: 'dates', label: t('holidays.modeDates') },
            ]}
          />
          {mode === 'range' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField type="date" label={t('holidays.from')} required {...form.register('from')} error={errors.from?.message} />
              <TextField type="date" label={t('holidays.to')} required {...form.register('to')} error={errors.to?.message} />
            </div>
          ) : (
            <div className="grid gap-2">
              <div className="flex items-end gap-2">
                <TextField
                  type="date"
                  className="flex-1"
                  label={t('holidays.date')}
                  {...form.register('pick')}
                  error={errors.dates?.message}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addDate();
                    }
                  }}
                />
                <button type="button" className={buttonSecondary} onClick={addDate} data-testid="holiday-add-date">
                  <Plus className="size-4" aria-hidden="true" />
                  {t('holidays.addDate')}
                </button>
              </div>
              <ul className="flex flex-wrap gap-2" aria-label={t('holidays.chosenDates')}>
                {dates.map((d) => (
                  <li
                    key={d}
                    className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm text-primary-ink"
                  >
                    {formatDate(d, i18n.language)}
                    <button
                      type="button"
                      className="grid size-6 place-items-center rounded-full hover:bg-surface-hover"
                      aria-label={t('holidays.removeDate', { date: formatDate(d, i18n.language) })}
                      onClick={() =>
                        form.setValue(
                          'dates',
                          dates.filter((x) => x !== d),
                        )
                      }
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t('holidays.type')}
              required
              options={HolidayTypes.map((value) => ({ value, label: holidayTypeLabel(t, value) }))}
              {...form.register('type')}
              error={errors.type?.message}
            />
            <Select
              label={t('holidays.branch')}
              options={branchOptions(t, branches.data)}
              {...form.register('branchId')}
              error={errors.branchId?.message}
            />
          </div>
          <TextField
            label={t('holidays.description')}
            required
            maxLength={200}
            placeholder={t('holidays.descriptionHint')}
            {...form.register('description')}
            error={errors.description?.message}
          />
          <FormError>{message}</FormError>
          {done !== null && (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-success" data-testid="holidays-marked">
              <CalendarCheck className="size-4" aria-hidden="true" />
              {t('holidays.marked', { n: formatNumber(done, i18n.language) })}
            </p>
          )}
          <div className="flex justify-end">
            <SubmitButton pending={create.isPending}>{t('holidays.submit')}</SubmitButton>
          </div>
        </form>
      </Card>
    </div>
  );
}
