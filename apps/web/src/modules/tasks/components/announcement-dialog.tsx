import { CreateAnnouncementSchema } from '@hcims/contracts/tasks';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Checkbox, fieldErrorMessage, FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useAnnouncementActions, useTaskOptions } from '../api/tasks-queries';
import { issueText } from '../lib/form-messages';

type Values = { title: string; body: string; audience: 'everyone' | 'departments'; departmentIds: string[]; publish: boolean };

/** Writes a new announcement: plain text to everyone or to departments, kept as a draft or published at once. */
export function AnnouncementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const { save } = useAnnouncementActions();
  const departments = useTaskOptions().data?.departments ?? [];
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { title: '', body: '', audience: 'everyone', departmentIds: [], publish: true } as Values,
    resolver: contractResolver(
      CreateAnnouncementSchema,
      (v: Values) => ({ ...v, departmentIds: v.audience === 'departments' ? v.departmentIds : [] }),
      issueText(t),
    ),
  });
  const errors = form.formState.errors;
  const audience = useWatch({ control: form.control, name: 'audience' });

  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await save.mutateAsync({ id: null, patch: body });
      onClose();
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });

  return (
    <Dialog open onClose={onClose} size="lg" title={t('announcements.newTitle')} testId="announcement-dialog">
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <TextField
          label={t('announcements.fields.title')}
          required
          {...form.register('title')}
          error={fieldErrorMessage(errors, 'title')}
        />
        <Textarea
          label={t('announcements.fields.body')}
          required
          rows={6}
          {...form.register('body')}
          error={fieldErrorMessage(errors, 'body')}
        />
        <Select
          label={t('announcements.fields.audience')}
          options={[
            { value: 'everyone', label: t('announcements.audience.everyone') },
            { value: 'departments', label: t('announcements.audience.departments') },
          ]}
          {...form.register('audience')}
        />
        {audience === 'departments' && (
          <fieldset className="grid gap-1">
            <legend className="mb-1.5 text-sm font-semibold text-ink">{t('announcements.fields.departments')}</legend>
            <div className="grid max-h-40 gap-1 overflow-y-auto rounded-lg border border-line p-2 sm:grid-cols-2">
              {departments.map((d) => (
                <label key={d.id} className="flex items-center gap-2 text-sm text-ink">
                  <input type="checkbox" value={d.id} {...form.register('departmentIds')} />
                  {d.name}
                </label>
              ))}
            </div>
            {fieldErrorMessage(errors, 'departmentIds') && (
              <p className="text-xs font-medium text-danger">{fieldErrorMessage(errors, 'departmentIds')}</p>
            )}
          </fieldset>
        )}
        <Checkbox label={t('announcements.fields.publish')} {...form.register('publish')} />
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
