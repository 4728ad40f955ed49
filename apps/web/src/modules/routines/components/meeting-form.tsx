import { SaveMeetingSchema, type MeetingDetail, type SaveMeeting } from '@hcims/contracts/routines';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useCompanySetup } from '../../../shared/lib/company-setup';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, PeopleSearchField, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { useCreateMeeting, useMakeTask, useUpdateMeeting } from '../api';
import { RichTextEditor } from '../../../shared/ui/rich-text-editor';
import { issueText } from '../lib/labels';

type Item = { id: string; description: string; assigneeId: string; dueDate: string };
type Values = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  organiserId: string;
  attendeeIds: string[];
  departmentIds: string[];
  agenda: string;
  notes: string;
  decisions: string;
  actionItems: Item[];
};

const valuesOf = (m: MeetingDetail | null): Values => ({
  title: m?.title ?? '',
  date: m?.date ?? '',
  startTime: m?.startTime ?? '',
  endTime: m?.endTime ?? '',
  place: m?.place ?? '',
  organiserId: m?.organiserId ?? '',
  attendeeIds: m?.attendees.map((a) => a.employeeId) ?? [],
  departmentIds: [],
  agenda: m?.agenda ?? '',
  notes: m?.notes ?? '',
  decisions: m?.decisions ?? '',
  actionItems: m?.actionItems.map((i) => ({ id: i.id, description: i.description, assigneeId: i.assigneeId, dueDate: i.dueDate })) ?? [],
});

const toBody = (v: Values) => ({
  ...v,
  actionItems: v.actionItems.map((i) => ({
    ...(i.id ? { id: i.id } : {}),
    description: i.description,
    assigneeId: i.assigneeId,
    dueDate: i.dueDate,
  })),
});

/** A meeting's minutes: when and where, who attends (people and departments), agenda, notes, decisions and action items. */
export function MeetingForm({
  meeting,
  onSaved,
  onCancel,
}: {
  meeting: MeetingDetail | null;
  onSaved: (m: MeetingDetail) => void;
  onCancel: () => void;
}) {
  // The tasks namespace names a task's status (the meeting shows its action items' tasks).
  const { t } = useTranslation(['routines', 'tasks']);
  const create = useCreateMeeting();
  const update = useUpdateMeeting();
  const makeTask = useMakeTask();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values, unknown, SaveMeeting>({
    resolver: contractResolver(SaveMeetingSchema, toBody, issueText(t)),
    defaultValues: valuesOf(meeting),
  });
  const items = useFieldArray({ control: form.control, name: 'actionItems', keyName: 'key' });
  const { errors } = form.formState;
  const people = useEmployeeChoices({ current: true, chosen: meeting?.attendees.map((a) => a.employeeId) ?? [] });
  const departments = useCompanySetup((s) => s.departments);
  const personOptions = people.people.map((p) => ({ value: p.id, label: p.name }));
  const pending = create.isPending || update.isPending;

  const save = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      const saved = meeting
        ? await update.mutateAsync({ id: meeting.id, body: { ...body, version: meeting.version } })
        : await create.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      const problem = toProblem(error);
      const rest = applyServerErrors(problem, form.setError, (f) => t(`validation.fields.${f}`, { defaultValue: t('validation.invalid') }));
      if (problem.code !== 'VALIDATION_FAILED' || rest.length > 0) setMessage(problemText(t, problem, 'errors'));
    }
  });

  const turnIntoTask = async (itemId: string) => {
    if (!meeting) return;
    setMessage(null);
    try {
      onSaved(await makeTask.mutateAsync({ id: meeting.id, itemId }));
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  };

  return (
    <form
      className="grid gap-4 rounded-xl border border-line bg-surface p-4"
      data-testid="meeting-form"
      noValidate
      onSubmit={(e) => void save(e)}
    >
      <h2 className="text-base font-semibold text-ink">{meeting ? t('meetings.edit') : t('meetings.new')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('meetings.title')} required maxLength={200} {...form.register('title')} error={errors.title?.message} />
        <TextField
          label={t('meetings.place')}
          hint={t('meetings.placeHint')}
          maxLength={500}
          {...form.register('place')}
          error={errors.place?.message}
        />
        <TextField type="date" label={t('meetings.date')} required {...form.register('date')} error={errors.date?.message} />
        <div className="grid grid-cols-2 gap-2">
          <TextField type="time" label={t('meetings.start')} required {...form.register('startTime')} error={errors.startTime?.message} />
          <TextField type="time" label={t('meetings.end')} required {...form.register('endTime')} error={errors.endTime?.message} />
        </div>
      </div>
      <PeopleSearchField choices={people} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label={t('meetings.organiser')}
          required
          placeholder={t('meetings.choose')}
          options={personOptions}
          {...form.register('organiserId')}
          error={errors.organiserId?.message}
        />
        <Select
          label={t('meetings.attendees')}
          multiple
          size={6}
          options={personOptions}
          data-testid="meeting-attendees"
          {...form.register('attendeeIds')}
          error={errors.attendeeIds?.message}
        />
        <Select
          label={t('meetings.departments')}
          hint={t('meetings.departmentsHint')}
          multiple
          size={6}
          options={departments.map((d) => ({ value: d.id, label: d.name }))}
          data-testid="meeting-departments"
          {...form.register('departmentIds')}
        />
      </div>
      <Textarea label={t('meetings.agenda')} rows={3} maxLength={20000} {...form.register('agenda')} error={errors.agenda?.message} />
      {(['notes', 'decisions'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              label={t(`meetings.${name}`)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors[name]?.message}
              testId={`meeting-${name}`}
            />
          )}
        />
      ))}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">{t('meetings.actionItems')}</legend>
        {items.fields.map((field, index) => {
          const saved = meeting?.actionItems.find((i) => i.id === field.id);
          return (
            <div key={field.key} className="grid items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]" data-testid="meeting-action-item">
              <TextField
                label={t('meetings.itemDescription')}
                required
                {...form.register(`actionItems.${index}.description`)}
                error={errors.actionItems?.[index]?.description?.message}
              />
              <Select
                label={t('meetings.assignee')}
                required
                placeholder={t('meetings.choose')}
                options={personOptions}
                {...form.register(`actionItems.${index}.assigneeId`)}
                error={errors.actionItems?.[index]?.assigneeId?.message}
              />
              <TextField
                type="date"
                label={t('meetings.due')}
                required
                {...form.register(`actionItems.${index}.dueDate`)}
                error={errors.actionItems?.[index]?.dueDate?.message}
              />
              <div className="flex gap-2">
                {saved?.taskId ? (
                  <span className="text-sm text-ink-muted" data-testid="meeting-task-status">
                    {saved.task
                      ? t('meetings.taskStatus', { status: t(`tasks:status.${saved.task.status}`), progress: saved.task.progress })
                      : t('meetings.taskGone')}
                  </span>
                ) : saved ? (
                  <button
                    type="button"
                    className={buttonSecondary}
                    disabled={makeTask.isPending}
                    onClick={() => void turnIntoTask(saved.id)}
                  >
                    {t('meetings.makeTask')}
                  </button>
                ) : null}
                {!saved?.taskId && (
                  <button type="button" className={buttonSecondary} onClick={() => items.remove(index)}>
                    {t('meetings.removeItem')}
                  </button>
                )}
              </div>
            </div>
          );
        })}
        <div>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => items.append({ id: '', description: '', assigneeId: '', dueDate: '' })}
          >
            {t('meetings.addItem')}
          </button>
        </div>
      </fieldset>
      <FormError>{message}</FormError>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {t('meetings.cancel')}
        </button>
        <SubmitButton pending={pending}>{t('meetings.save')}</SubmitButton>
      </div>
    </form>
  );
}
