import { CreateTaskSchema, TaskFrequencies, TaskPriorities, type Task } from '@hcims/contracts/tasks';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isStale, problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { Link, navigate } from '../../../shared/lib/router';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { fieldErrorMessage, FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { LoadState } from '../../../shared/ui/load-state';
import { PageHeader } from '../../../shared/ui/table';
import { useCreateSeries, useSaveTask, useTask, useTaskOptions } from '../api/tasks-queries';
import { issueText } from '../lib/form-messages';

type Values = {
  name: string;
  instructions: string;
  weight: string;
  priority: string;
  startDate: string;
  dueDate: string;
  assigneeId: string;
  coworkerIds: string[];
  /** once, or a series' frequency (a new task only). */
  frequency: string;
  weekdays: string[];
  monthDay: string;
  endsOn: string;
  skipNonWorkingDays: boolean;
};

const FIELDS = [
  'name',
  'instructions',
  'weight',
  'priority',
  'startDate',
  'dueDate',
  'assigneeId',
  'coworkerIds',
  'weekdays',
  'monthDay',
  'endsOn',
] as const;

/** Whole days from one calendar date to another. */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** ISO weekdays 1 (Monday) to 7 (Sunday), each with a date that falls on it (2026-03-02 was a Monday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, date: `2026-03-0${day + 1}` }));

/** /tasks_form: assign a new task, or change one (?id=) with the version it was read at. */
export function TaskFormPage() {
  const { t } = useTranslation('tasks');
  const [params] = useQueryParams();
  const id = params.get('id');
  const task = useTask(id);
  const options = useTaskOptions();
  const labels = { loading: t('list.loading'), retry: t('actions.retry'), error: (e: unknown) => problemText(t, toProblem(e), 'errors') };
  const ready = {
    isPending: options.isPending || (!!id && task.isPending),
    error: options.error ?? task.error,
    refetch: () => Promise.all([options.refetch(), task.refetch()]),
  };
  return (
    <div data-testid="task-form-page">
      <PageHeader
        title={id ? t('form.editTitle') : t('form.newTitle')}
        before={
          <Link to="/view_tasks" className="inline-flex items-center gap-1 text-sm text-primary-ink hover:underline">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('form.back')}
          </Link>
        }
      />
      <LoadState query={ready as never} labels={labels}>
        {options.data && (!id || task.data) && <TaskForm task={task.data ?? null} assignees={options.data.assignees} />}
      </LoadState>
    </div>
  );
}

function TaskForm({ task, assignees }: { task: Task | null; assignees: { id: string; name: string }[] }) {
  const { t } = useTranslation('tasks');
  const save = useSaveTask();
  const createSeries = useCreateSeries();
  const [message, setMessage] = useState<string | null>(null);
  const toBody = (v: Values) => ({
    name: v.name,
    instructions: v.instructions,
    weight: v.weight === '' ? undefined : Number(v.weight),
    priority: v.priority,
    startDate: v.startDate,
    dueDate: v.dueDate,
    assigneeId: v.assigneeId || undefined,
    coworkerIds: v.coworkerIds.filter((c) => c !== v.assigneeId),
  });
  const form = useForm({
    defaultValues: {
      name: task?.name ?? '',
      instructions: task?.instructions ?? '',
      weight: String(task?.weight ?? 5),
      priority: task?.priority ?? 'medium',
      startDate: task?.startDate ?? '',
      dueDate: task?.dueDate ?? '',
      assigneeId: task?.assignee.id ?? '',
      coworkerIds: task?.coworkers.map((c) => c.id) ?? [],
      frequency: 'once',
      weekdays: [],
      monthDay: '',
      endsOn: '',
      skipNonWorkingDays: false,
    } satisfies Values,
    resolver: contractResolver(CreateTaskSchema, toBody, issueText(t)),
  });
  const errors = form.formState.errors;

  const frequency = form.watch('frequency');
  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    const v = form.getValues();
    try {
      if (!task && v.frequency !== 'once' && body.startDate && body.dueDate) {
        // A recurring task: each occurrence starts on its date and lasts as long as start to due.
        await createSeries.mutateAsync({
          name: body.name,
          instructions: body.instructions,
          weight: body.weight,
          priority: body.priority,
          assigneeId: body.assigneeId,
          frequency: v.frequency as 'daily' | 'weekly' | 'monthly',
          weekdays: v.weekdays.map(Number),
          monthDay: v.monthDay === '' ? null : Number(v.monthDay),
          startsOn: body.startDate,
          endsOn: v.endsOn || null,
          durationDays: daysFrom(body.startDate, body.dueDate),
          skipNonWorkingDays: v.skipNonWorkingDays,
        });
      } else {
        await save.mutateAsync(task ? { id: task.id, patch: { ...body, version: task.version } } : { id: null, patch: body });
      }
      navigate('/view_tasks');
    } catch (error) {
      const problem = toProblem(error);
      if (isStale(problem)) return setMessage(t('errors.TASKS_STALE_VERSION'));
      const rest = applyServerErrors(problem, form.setError, () => t('validation.invalid'), FIELDS);
      const field = (problem.details as { field?: string } | undefined)?.field;
      if (field && (FIELDS as readonly string[]).includes(field)) {
        form.setError(field as (typeof FIELDS)[number], { type: 'server', message: problemText(t, problem, 'errors') });
      } else if (rest.length > 0 || Object.keys(problem.fieldErrors).length === 0) setMessage(problemText(t, problem, 'errors'));
    }
  });

  const people = assignees.map((a) => ({ value: a.id, label: a.name }));
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid max-w-3xl gap-4 rounded-xl border border-line bg-surface p-5"
      data-testid="task-form"
    >
      <TextField label={t('fields.name')} required {...form.register('name')} error={fieldErrorMessage(errors, 'name')} />
      <Textarea
        label={t('fields.instructions')}
        rows={5}
        hint={t('form.instructionsHint')}
        {...form.register('instructions')}
        error={fieldErrorMessage(errors, 'instructions')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('fields.assignee')}
          required
          placeholder={t('form.choose')}
          options={people}
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
          label={t('fields.startDate')}
          type="date"
          required
          {...form.register('startDate')}
          error={fieldErrorMessage(errors, 'startDate')}
        />
        <TextField
          label={t('fields.dueDate')}
          type="date"
          required
          {...form.register('dueDate')}
          error={fieldErrorMessage(errors, 'dueDate')}
        />
        <TextField
          label={t('fields.weight')}
          type="number"
          min={1}
          max={10}
          required
          hint={t('form.weightHint')}
          {...form.register('weight')}
          error={fieldErrorMessage(errors, 'weight')}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t('fields.coworkers')}</legend>
        <div className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-line p-2 sm:grid-cols-2">
          {people.map((p) => (
            <label key={p.value} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" value={p.value} {...form.register('coworkerIds')} />
              {p.label}
            </label>
          ))}
        </div>
        {fieldErrorMessage(errors, 'coworkerIds') && (
          <p className="text-xs font-medium text-danger">{fieldErrorMessage(errors, 'coworkerIds')}</p>
        )}
      </fieldset>
      {!task && (
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
      )}
      <FormError>{message}</FormError>
      <div className="flex justify-end gap-2">
        <Link to="/view_tasks" className={buttonSecondary}>
          {t('actions.cancel')}
        </Link>
        <SubmitButton pending={save.isPending || createSeries.isPending}>{t('actions.save')}</SubmitButton>
      </div>
    </form>
  );
}
