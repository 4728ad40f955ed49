import type { Announcement } from '@hcims/contracts/tasks';
import { AnnouncementPriorities, CreateAnnouncementSchema, UpdateAnnouncementSchema } from '@hcims/contracts/tasks';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Checkbox, fieldErrorMessage, FormError, Select, SubmitButton, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { RichTextEditor } from '../../../shared/ui/rich-text-editor';
import { useAnnouncementActions, useAnnouncementAudience } from '../api/announcement-queries';
import { AnnouncementFiles } from './task-files';
import { issueText } from '../lib/form-messages';
import { fromLocalInput, toLocalInput } from '../lib/announcement-labels';

type Values = {
  title: string;
  body: string;
  priority: (typeof AnnouncementPriorities)[number];
  pinned: boolean;
  audience: 'everyone' | 'departments';
  departmentIds: string[];
  branchIds: string[];
  publishAt: string;
  expiresAt: string;
  publish: boolean;
};

const toBody = (v: Values) => ({
  title: v.title,
  body: v.body,
  priority: v.priority,
  pinned: v.pinned,
  audience: v.audience,
  departmentIds: v.audience === 'departments' ? v.departmentIds : [],
  branchIds: v.audience === 'departments' ? v.branchIds : [],
  publishAt: fromLocalInput(v.publishAt),
  expiresAt: fromLocalInput(v.expiresAt),
});

/**
 * Writes or edits an announcement: rich text (ADR 0104), a priority, pinned or not, to everyone or to chosen
 * departments and branches, published at once, at a later time, or kept as a draft; an expiry.
 */
export function AnnouncementDialog({ announcement, onClose }: { announcement?: Announcement; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const { save } = useAnnouncementActions();
  const options = useAnnouncementAudience().data;
  const [message, setMessage] = useState<string | null>(null);
  const editing = announcement !== undefined;
  const form = useForm<Values>({
    defaultValues: {
      title: announcement?.title ?? '',
      body: announcement?.body ?? '',
      priority: announcement?.priority ?? 'normal',
      pinned: announcement?.pinned ?? false,
      audience: announcement?.audience ?? 'everyone',
      departmentIds: announcement?.departments.map((d) => d.id) ?? [],
      branchIds: announcement?.branches.map((b) => b.id) ?? [],
      publishAt: toLocalInput(announcement?.publishedAt ?? null),
      expiresAt: toLocalInput(announcement?.expiresAt ?? null),
      publish: true,
    },
    resolver: editing
      ? contractResolver(UpdateAnnouncementSchema, (v: Values) => ({ ...toBody(v), version: announcement.version }), issueText(t), {
          raw: true,
        })
      : contractResolver(CreateAnnouncementSchema, (v: Values) => ({ ...toBody(v), publish: v.publish }), issueText(t), { raw: true }),
  });
  const errors = form.formState.errors;
  const audience = useWatch({ control: form.control, name: 'audience' });
  const published = announcement?.status === 'published';

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      if (editing) {
        const { publishAt, ...rest } = toBody(values);
        await save.mutateAsync({
          id: announcement.id,
          patch: { ...rest, ...(published ? {} : { publishAt }), version: announcement.version },
        });
      } else {
        await save.mutateAsync({ id: null, patch: { ...toBody(values), publish: values.publish } });
      }
      onClose();
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={editing ? t('announcements.editTitle') : t('announcements.newTitle')}
      testId="announcement-dialog"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <TextField
          label={t('announcements.fields.title')}
          required
          {...form.register('title')}
          error={fieldErrorMessage(errors, 'title')}
        />
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => (
            <RichTextEditor
              label={t('announcements.fields.body')}
              hint={t('announcements.fields.bodyHint')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldErrorMessage(errors, 'body')}
              testId="announcement-body-editor"
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('announcements.fields.priority')}
            options={AnnouncementPriorities.map((p) => ({ value: p, label: t(`announcements.priority.${p}`) }))}
            {...form.register('priority')}
          />
          <Select
            label={t('announcements.fields.audience')}
            options={[
              { value: 'everyone', label: t('announcements.audience.everyone') },
              { value: 'departments', label: t('announcements.audience.departments') },
            ]}
            {...form.register('audience')}
          />
        </div>
        {audience === 'departments' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Choices
              legend={t('announcements.fields.departments')}
              items={options?.departments ?? []}
              register={form.register('departmentIds')}
              error={fieldErrorMessage(errors, 'departmentIds')}
            />
            <Choices legend={t('announcements.fields.branches')} items={options?.branches ?? []} register={form.register('branchIds')} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('announcements.fields.publishAt')}
            hint={published ? t('announcements.fields.publishAtFixed') : t('announcements.fields.publishAtHint')}
            disabled={published}
            {...form.register('publishAt')}
            error={fieldErrorMessage(errors, 'publishAt')}
          />
          <TextField
            type="datetime-local"
            label={t('announcements.fields.expiresAt')}
            hint={t('announcements.fields.expiresAtHint')}
            {...form.register('expiresAt')}
            error={fieldErrorMessage(errors, 'expiresAt')}
          />
        </div>
        <Checkbox label={t('announcements.fields.pinned')} {...form.register('pinned')} />
        {!editing && <Checkbox label={t('announcements.fields.publish')} {...form.register('publish')} />}
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
        </div>
      </form>
      <AnnouncementFiles announcementId={announcement?.id ?? null} />
    </Dialog>
  );
}

function Choices({
  legend,
  items,
  register,
  error,
}: {
  legend: string;
  items: readonly { id: string; name: string }[];
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid max-h-40 gap-1 overflow-y-auto rounded-lg border border-line p-2">
        {items.map((d) => (
          <label key={d.id} className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" value={d.id} {...register} />
            <span dir="auto">{d.name}</span>
          </label>
        ))}
      </div>
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </fieldset>
  );
}
