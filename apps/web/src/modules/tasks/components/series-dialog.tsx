import { TaskFrequencies, TaskPriorities, UpdateTaskSeriesSchema, type TaskSeries, type UpdateTaskSeries } from '@hcims/contracts/tasks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isStale, problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Checkbox, fieldErrorMessage, FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { LoadState } from '../../../shared/ui/load-state';
import { Dialog } from '../../../shared/ui/modal';
import { useSeriesOne, useTaskOptions, useUpdateSeries } from '../api/tasks-queries';
import { issueText } from '../lib/form-messages';

type Values = {
  name: string;
  instructions: string;
  weight: string;
  priority: string;
  assigneeId: string;
  frequency: string;
  weekdays: string[];
  monthDay: string;
  endsOn: string;
  durationDays: string;
  skipNonWorkingDays: boolean;
};

const FIELDS = ['name', 'instructions', 'weight', 'priority', 'assigneeId', 'weekdays', 'monthDay', 'endsOn', 'durationDays'] as const;
/** ISO weekdays 1 (Monday) to 7 (Sunday), each with a date that falls on it (2026-03-02 was a Monday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, date: `2026-03-0${day + 1}` }));

/**
 * Edits a whole recurring series (ADR 0124): what each occurrence asks, for whom and how it
 * recurs. The server applies it to the series and to its coming occurrences nobody has started or
 * edited on their own; editing one occurrence stays on the task's own form.
 */
export function SeriesDialog({ seriesId, onClose }: { seriesId: string; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const one = useSeriesOne(seriesId);
  const options = useTaskOptions();
  const labels = { loading: t('list.loading'), retry: t('actions.retry'), error: (e: unknown) => problemText(t, toProblem(e), 'errors') };
  const ready = { isPending: one.isPending || options.isPending, error: one.error ?? options.error, refetch: () => one.refetch() };
  return (
    <Dialog open onClose={onClose} size="lg" title={t('series.editTitle')} description={one.data?.name} testId="series-dialog">
      <LoadState query={ready} labels={labels}>
        {one.data && options.data && <SeriesForm series={one.data} assignees={options.data.assignees} onClose={onClose} />}
      </LoadState>
    </Dialog>
  );
}

function SeriesForm({
  series,
  assignees,
  onClose,
}: {
  series: TaskSeries;
  assignees: { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('tasks');
  const save = useUpdateSeries();
  const [message, setMessage] = useState<string | null>(null);
  const toBody = (v: Values): UpdateTaskSeries => ({
    name: v.name,
    instructions: v.instructions,
    weight: Number(v.weight),
    priority: v.priority as UpdateTaskSeries['priority'],
    assigneeId: v.assigneeId,
    frequency: v.frequency as UpdateTaskSeries['frequency'],
    weekdays: v.weekdays.map(Number),
    monthDay: v.frequency === 'monthly' && v.monthDay !== '' ? Number(v.monthDay) : null,
    endsOn: v.endsOn || null,
    durationDays: Number(v.durationDays),
    skipNonWorkingDays: v.skipNonWorkingDays,
    version: series.version,
  });
  const form = useForm<Values>({
    defaultValues: {
      name: series.name,
      instructions: series.instructions,
      weight: String(series.weight),
      priority: series.priority,
      assigneeId: series.assignee.id,
      frequency: series.frequency,
      weekdays: series.weekdays.map(String),
      monthDay: series.monthDay === null ? '' : String(series.monthDay),
      endsOn: series.endsOn ?? '',
      durationDays: String(series.durationDays),
      skipNonWorkingDays: series.skipNonWorkingDays,
    },
    resolver: contractResolver(UpdateTaskSeriesSchema, toBody, issueText(t), { raw: true }),
  });
  const errors = form.formState.errors;
  const frequency = form.watch('frequency');
  // The assignee may be someone the user can no longer assign to: still offered, as the current value.
  const people = assignees.some((a) => a.id === series.assignee.id) ? assignees : [series.assignee, ...assignees];
  const submit = form.handleSubmit(async (v) => {
    setMessage(null);
    try {
      await save.mutateAsync({ id: series.id, body: toBody(v) });
      onClose();
    } catch (error) {
      const problem = toProblem(error);
      if (isStale(problem)) return setMessage(t('errors.TASKS_STALE_VERSION'));
      const rest = applyServerErrors(problem, form.setError, () => t('validation.invalid'), FIELDS);
      if (rest.length > 0 || Object.keys(problem.fieldErrors).length === 0) setMessage(problemText(t, problem, 'errors'));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" data-testid="series-form">
      <p className="text-sm text-ink-muted">{t('series.editHint')}</p>
      <TextField label={t('fields.name')} required {...form.register('name')} error={fieldErrorMessage(errors, 'name')} />
      <Textarea
        label={t('fields.instructions')}
        rows={4}
        {...form.register('instructions')}
        error={fieldErrorMessage(errors, 'instructions')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('fields.assignee')}
          required
          options={people.map((a) => ({ value: a.id, label: a.name }))}
          {...form.register('assigneeId')}
          error={fieldErrorMessage(errors, 'assigneeId')}
        />
        <Select
          label={t('fields.priority')}
          required
          options={TaskPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          {...form.register('priority')}
          error={fieldErrorMessage(errors, 'priority')}
        />
        <TextField
          label={t('fields.weight')}
          type="number"
          min={1}
          max={10}
          required
          {...form.register('weight')}
          error={fieldErrorMessage(errors, 'weight')}
        />
        <TextField
          label={t('series.duration')}
          type="number"
          min={0}
          max={365}
          required
          {...form.register('durationDays')}
          error={fieldErrorMessage(errors, 'durationDays')}
        />
        <Select
          label={t('form.repeat')}
          options={TaskFrequencies.map((f) => ({ value: f, label: t(`form.frequency.${f}`) }))}
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
        <TextField label={t('form.endsOn')} type="date" {...form.register('endsOn')} error={fieldErrorMessage(errors, 'endsOn')} />
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
      <Checkbox label={t('form.skipNonWorkingDays')} {...form.register('skipNonWorkingDays')} />
      <FormError>{message}</FormError>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
      </div>
    </form>
  );
}
