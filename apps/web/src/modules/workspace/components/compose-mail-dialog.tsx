import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_ATTACHMENTS_MAX, type MailAttachment } from '@hcims/contracts/workspace';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { useCompanySetup } from '../../../shared/lib/company-setup';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, PeopleSearchField, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { mailFilePath, useRemoveMailFile, useSaveMail } from '../api';
import { problemText, toProblem } from '../lib';
import type { MailDraft } from '../mail-compose';
import { ChosenPeople } from './chosen-people';
import { FileLinks } from './file-links';

type Values = { to: string[]; subject: string; body: string };

/** Writes a message (new, reply, forward, or a draft opened again): send it, or keep it as a draft. */
export function ComposeMailDialog({ draft, onClose }: { draft: MailDraft; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const save = useSaveMail();
  const removeFile = useRemoveMailFile();
  const [message, setMessage] = useState<string | null>(null);
  // The draft's id once it exists (a first save with files creates it), its files, and new ones.
  const [draftId, setDraftId] = useState(draft.draftId);
  const [kept, setKept] = useState<MailAttachment[]>(draft.attachments);
  const [files, setFiles] = useState<File[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const fail = (error: unknown) => setMessage(problemText(t, toProblem(error)));
  const pick = (list: FileList | null) => {
    setMessage(null);
    const chosenFiles = Array.from(list ?? []);
    const tooLarge = chosenFiles.find((f) => f.size > MAIL_ATTACHMENT_MAX_BYTES);
    if (tooLarge) setMessage(t('files.tooLarge', { name: tooLarge.name }));
    else if (kept.length + files.length + chosenFiles.length > MAIL_ATTACHMENTS_MAX)
      setMessage(t('files.tooMany', { max: MAIL_ATTACHMENTS_MAX }));
    else setFiles([...files, ...chosenFiles]);
    if (picker.current) picker.current.value = '';
  };
  const unkeep = (attachmentId: string) => {
    if (!draftId) return;
    setMessage(null);
    removeFile.mutate(
      { id: draftId, attachmentId },
      { onSuccess: () => setKept(kept.filter((f) => f.id !== attachmentId)), onError: fail },
    );
  };
  const form = useForm<Values>({ defaultValues: { to: draft.to, subject: draft.subject, body: draft.body } });
  const chosen = useWatch({ control: form.control, name: 'to' });
  const choices = useEmployeeChoices({ current: true, chosen });
  const directory = useCompanySetup((s) => s.employees);
  const nameOf = (id: string) => choices.people.find((e) => e.id === id)?.name ?? directory.find((e) => e.id === id)?.name ?? '…';
  const { errors } = form.formState;

  const submit = (send: boolean) =>
    form.handleSubmit(async (values) => {
      setMessage(null);
      if (send && values.to.length === 0) {
        form.setError('to', { message: t('mailbox.validation.recipient') });
        return;
      }
      try {
        const saved = await save.mutateAsync({
          draftId,
          body: { ...values, subject: values.subject.trim(), send },
          forwardOf: draft.forwardOf,
          files,
          onDraft: setDraftId,
        });
        setFiles([]);
        setKept(saved.attachments);
        onClose();
      } catch (error) {
        fail(error);
      }
    });

  return (
    <Dialog open onClose={onClose} title={t('mailbox.compose')} size="lg" testId="compose-mail">
      <form onSubmit={(e) => void submit(true)(e)} noValidate className="grid gap-4">
        <Controller
          control={form.control}
          name="to"
          render={({ field }) => (
            <div className="flex flex-col gap-1.5">
              <PeopleSearchField choices={choices} />
              <label htmlFor="mail-to" className="text-sm font-semibold text-ink">
                {t('mailbox.to')}
              </label>
              <select
                id="mail-to"
                value=""
                onChange={(e) => e.target.value && field.onChange([...field.value, e.target.value])}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={errors.to ? 'mail-to-error' : undefined}
                className="w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink"
                data-testid="mail-to"
              >
                <option value="">{t('mailbox.addRecipient')}</option>
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
                label={t('mailbox.recipients')}
                removeLabel={(name) => t('mailbox.removeRecipient', { name })}
                onChange={field.onChange}
              />
              {errors.to?.message && (
                <p id="mail-to-error" className="text-sm text-danger">
                  {errors.to.message}
                </p>
              )}
            </div>
          )}
        />
        <TextField
          label={t('mailbox.subject')}
          maxLength={200}
          {...form.register('subject', { maxLength: { value: 200, message: t('mailbox.validation.tooLong') } })}
          error={errors.subject?.message}
        />
        <Textarea
          label={t('mailbox.body')}
          rows={10}
          {...form.register('body', { maxLength: { value: 20000, message: t('mailbox.validation.tooLong') } })}
          error={errors.body?.message}
        />
        <div className="grid gap-2" data-testid="compose-files">
          <FileLinks
            files={kept.map((f) => ({ id: f.id, fileName: f.fileName, size: f.size }))}
            label={t('files.attached')}
            {...(draftId
              ? { pathOf: (f: { id: string }) => mailFilePath(draftId, f.id), onRemove: (f: { id: string }) => unkeep(f.id) }
              : {})}
            onError={fail}
          />
          <FileLinks
            files={files.map((f, i) => ({ id: `new-${i}`, fileName: f.name, size: f.size }))}
            label={t('files.toAttach')}
            onRemove={(f) => setFiles(files.filter((_, i) => `new-${i}` !== f.id))}
          />
          {/* Named by its label alone, its limits as its description: a name holding the hint's
              "per message" would also answer to the message box's name. */}
          <div className="grid gap-1 text-sm text-ink">
            <label htmlFor={`${pickerId}-input`} className="font-semibold">
              {t('files.attach')}
            </label>
            <input
              ref={picker}
              id={`${pickerId}-input`}
              type="file"
              multiple
              aria-describedby={`${pickerId}-hint`}
              data-testid="compose-file-input"
              disabled={save.isPending}
              onChange={(e) => pick(e.currentTarget.files)}
            />
            <span id={`${pickerId}-hint`} className="text-xs text-ink-muted">
              {t('files.hint', { max: MAIL_ATTACHMENTS_MAX })}
            </span>
          </div>
        </div>
        <FormError>{message}</FormError>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('mailbox.cancel')}
          </button>
          <button type="button" className={buttonSecondary} disabled={save.isPending} onClick={(e) => void submit(false)(e)}>
            {t('mailbox.saveDraft')}
          </button>
          <SubmitButton pending={save.isPending}>{t('mailbox.send')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
