import { BulkAssignTaskSchema, CreateTaskSchema, TaskPriorities, type Task } from '@hcims/contracts/tasks';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isStale, problemText, toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { Link, navigate } from '../../../shared/lib/router';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { fieldErrorMessage, FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { LoadState } from '../../../shared/ui/load-state';
import { RichTextEditor } from '../../../shared/ui/rich-text-editor';
import { PageHeader } from '../../../shared/ui/table';
import { TaskFormExtras } from '../components/task-form-extras';
import { useBulkAssign, useCreateSeries, useSaveTask, useTask, useTaskOptions } from '../api/tasks-queries';
import { RadioChoice, TaskRepeatFields } from '../components/task-form-parts';
import { issueText } from '../lib/form-messages';
import { daysFrom, defaultsOf, FIELDS, toBody, toBulk, type TaskFormValues } from '../lib/task-form-values';

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
  const personResolver = contractResolver(CreateTaskSchema, toBody, issueText(t), { raw: true });
  const departmentResolver = contractResolver(BulkAssignTaskSchema, toBulk, issueText(t), { raw: true });
  const form = useForm<TaskFormValues>({
    defaultValues: defaultsOf(task),
    resolver: (values, context, options) =>
      (values.target === 'department' ? departmentResolver : personResolver)(values, context, options),
  });
  const errors = form.formState.errors;

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
      <Controller
        control={form.control}
        name="instructions"
        render={({ field }) => (
          <RichTextEditor
            label={t('fields.instructions')}
            hint={t('form.instructionsHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldErrorMessage(errors, 'instructions')}
            testId="task-instructions-editor"
          />
        )}
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
      {!task && target === 'person' && <TaskRepeatFields form={form} />}
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
