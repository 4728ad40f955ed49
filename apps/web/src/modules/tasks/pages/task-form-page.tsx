import { BulkAssignTaskSchema, CreateTaskSchema, TaskFrequencies, TaskPriorities, type Task } from '@hcims/contracts/tasks';
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
import { TaskFormExtras } from '../components/task-form-extras';
import { useBulkAssign, useCreateSeries, useSaveTask, useTask, useTaskOptions } from '../api/tasks-queries';
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
  /** A new task goes to one person or is copied to every member of a department. */
  target: 'person' | 'department';
  departmentId: string;
  /** Why the assignee changes (an edit that reassigns). */
  reason: string;
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
  'departmentId',
  'reason',
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
        {options.data && (!id || task.data) && (
          <TaskForm
            task={task.data ?? null}
            assignees={options.data.assignees}
            // Only departments with someone the user may assign to can take a bulk assignment.
            departments={options.data.departments.filter((d) => options.data.assignees.some((a) => a.departmentId === d.id))}
          />
        )}
      </LoadState>
      {id && <TaskFormExtras taskId={id} />}
    </div>
  );
}

function TaskForm({
  task,
  assignees,
  departments,
}: {
  task: Task | null;
  assignees: { id: string; name: string }[];
  departments: { id: string; name: string }[];
}) {
  const { t } = useTranslation('tasks');
  const save = useSaveTask();
  const createSeries = useCreateSeries();
  const bulk = useBulkAssign();
  const [done, setDone] = useState<number | null>(null);
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
  const toBulk = (v: Values) => {
    const { assigneeId: _a, coworkerIds: _c, ...rest } = toBody(v);
    return { ...rest, departmentId: v.departmentId || undefined };
  };
  const personResolver = contractResolver(CreateTaskSchema, toBody, issueText(t), { raw: true });
  const departmentResolver = contractResolver(BulkAssignTaskSchema, toBulk, issueText(t), { raw: true });
  const form = useForm<Values>({
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
      target: 'person',
      departmentId: '',
      reason: '',
    },
    resolver: (values, context, options) =>
      (values.target === 'department' ? departmentResolver : personResolver)(values, context, options),
  });
  const errors = form.formState.errors;

  const frequency = form.watch('frequency');
  const target = task ? 'person' : form.watch('target');
  const assigneeId = form.watch('assigneeId');
  const reassigning = !!task && !!assigneeId && assigneeId !== task.assignee.id;
  const submit = form.handleSubmit(async (v) => {
    setMessage(null);
    try {
      if (!task && v.target === 'department') {
        const made = await bulk.mutateAsync(BulkAssignTaskSchema.parse(toBulk(v)));
        return setDone(made.created);
      }
      const body = CreateTaskSchema.parse(toBody(v));
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
        await save.mutateAsync(
          task
            ? { id: task.id, patch: { ...body, version: task.version, ...(reassigning && v.reason.trim() ? { reason: v.reason } : {}) } }
            : { id: null, patch: body },
        );
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
  if (done !== null) {
    return (
      <div className="grid max-w-3xl gap-4 rounded-xl border border-line bg-surface p-5" role="status" data-testid="bulk-done">
        <p className="text-sm text-ink">{t('bulk.done', { count: done })}</p>
        <div>
          <Link to="/view_tasks" className={buttonSecondary}>
            {t('form.back')}
          </Link>
        </div>
      </div>
    );
  }
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
      {!task && departments.length > 0 && (
        <RadioChoice
          legend={t('bulk.target')}
          name="target"
          options={[
            { value: 'person', label: t('bulk.person') },
            { value: 'department', label: t('bulk.department') },
          ]}
          register={form.register('target')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {target === 'department' ? (
          <Select
            label={t('fields.department')}
            required
            placeholder={t('form.choose')}
            hint={t('bulk.hint')}
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
            {...form.register('departmentId')}
            error={fieldErrorMessage(errors, 'departmentId')}
          />
        ) : (
          <Select
            label={t('fields.assignee')}
            required
            placeholder={t('form.choose')}
            options={people}
            {...form.register('assigneeId')}
            error={fieldErrorMessage(errors, 'assigneeId')}
          />
        )}
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
      {reassigning && (
        <Textarea
          label={t('reassign.reason')}
          rows={2}
          hint={t('reassign.reasonHint')}
          {...form.register('reason')}
          error={fieldErrorMessage(errors, 'reason')}
        />
      )}
      {target === 'person' && (
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
      )}
      {!task && target === 'person' && (
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
        <SubmitButton pending={save.isPending || createSeries.isPending || bulk.isPending}>{t('actions.save')}</SubmitButton>
      </div>
    </form>
  );
}

function RadioChoice({
  legend,
  name,
  options,
  register,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  register: ReturnType<ReturnType<typeof useForm<Values>>['register']>;
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
