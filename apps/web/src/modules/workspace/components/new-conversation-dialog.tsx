import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useCompanySetup } from '../../../shared/lib/company-setup';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, PeopleSearchField, RadioGroup, SubmitButton, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useStartConversation } from '../api/chat-queries';
import { problemText, toProblem } from '../lib';
import { ChosenPeople } from './chosen-people';

type Values = { kind: 'direct' | 'group'; people: string[]; title: string };

/** Starts a direct conversation with one person, or a group with a title and several people. */
export function NewConversationDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (id: string) => void }) {
  const { t } = useTranslation('workspace');
  const start = useStartConversation();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { kind: 'direct', people: [], title: '' } });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const chosen = useWatch({ control: form.control, name: 'people' });
  const choices = useEmployeeChoices({ current: true, chosen });
  const directory = useCompanySetup((s) => s.employees);
  const nameOf = (id: string) => choices.people.find((e) => e.id === id)?.name ?? directory.find((e) => e.id === id)?.name ?? '…';
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const people = values.kind === 'direct' ? values.people.slice(-1) : values.people;
    if (people.length === 0) return form.setError('people', { message: t('chat.validation.person') });
    if (values.kind === 'group' && !values.title.trim()) return form.setError('title', { message: t('chat.validation.title') });
    try {
      const conversation = await start.mutateAsync({
        kind: values.kind,
        memberIds: people,
        ...(values.kind === 'group' ? { title: values.title.trim() } : {}),
      });
      onStarted(conversation.id);
    } catch (error) {
      setMessage(problemText(t, toProblem(error)));
    }
  });

  return (
    <Dialog open onClose={onClose} title={t('chat.new')} size="md" testId="chat-new-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              label={t('chat.kind')}
              name={field.name}
              value={field.value}
              inline
              onChange={(value: string) => {
                field.onChange(value);
                if (value === 'direct') form.setValue('people', form.getValues('people').slice(-1));
              }}
              options={[
                { value: 'direct', label: t('chat.direct') },
                { value: 'group', label: t('chat.group') },
              ]}
            />
          )}
        />
        {kind === 'group' && (
          <TextField label={t('chat.groupTitle')} maxLength={100} {...form.register('title')} error={errors.title?.message} />
        )}
        <Controller
          control={form.control}
          name="people"
          render={({ field }) => (
            <div className="flex flex-col gap-1.5">
              <PeopleSearchField choices={choices} />
              <label htmlFor="chat-people" className="text-sm font-semibold text-ink">
                {kind === 'direct' ? t('chat.person') : t('chat.people')}
              </label>
              <select
                id="chat-people"
                value=""
                onChange={(e) => {
                  const id = e.target.value;
                  if (id) field.onChange(kind === 'direct' ? [id] : [...field.value, id]);
                }}
                aria-invalid={errors.people ? true : undefined}
                aria-describedby={errors.people ? 'chat-people-error' : undefined}
                className="w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink"
                data-testid="chat-people"
              >
                <option value="">{t('chat.pickPerson')}</option>
                {choices.people
                  .filter((e) => !field.value.includes(e.id))
                  .map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name} · {e.departmentName}
                    </option>
                  ))}
              </select>
              <ChosenPeople
                ids={field.value}
                nameOf={nameOf}
                label={t('chat.chosen')}
                removeLabel={(name) => t('chat.remove', { name })}
                onChange={field.onChange}
              />
              {errors.people?.message && (
                <p id="chat-people-error" className="text-sm text-danger">
                  {errors.people.message}
                </p>
              )}
            </div>
          )}
        />
        <FormError>{message}</FormError>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('mailbox.cancel')}
          </button>
          <SubmitButton pending={start.isPending}>{t('chat.start')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
