import { toProblem } from '../../../../shared/lib/api-problem';
import { UpdateGroupSchema } from '@hcims/contracts/org';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { fieldErrorMessage, FormError, SubmitButton, TextField } from '../../../../shared/ui/form';
import { useRenameGroup } from '../../api/group';
import { problemText } from '../../lib/api-problem';
import { contractResolver } from '../../../../shared/lib/form';
import { orgIssueText } from '../../lib/form';

/** The group's name, editable by holders of org.groups:update. */
export function RenameGroupForm({ name, canEdit }: { name: string; canEdit: boolean }) {
  const { t } = useTranslation('org');
  const rename = useRenameGroup();
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const resolver = useMemo(
    () => contractResolver<{ name: string }>(UpdateGroupSchema, (v) => ({ name: v.name.trim() }), orgIssueText(t), { raw: true }),
    [t],
  );
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name } });
  useEffect(() => form.reset({ name }), [name, form]);
  const onSubmit = form.handleSubmit(async ({ name: next }) => {
    setMessage(null);
    setSaved(false);
    try {
      await rename.mutateAsync(next.trim());
      setSaved(true);
    } catch (error) {
      setMessage(problemText(t, toProblem(error)));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3" data-testid="rename-group-form">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('group.fields.groupName')}
          required
          disabled={!canEdit}
          {...form.register('name')}
          error={fieldErrorMessage(form.formState.errors, 'name')}
          className="min-w-0 flex-[1_1_16rem]"
        />
        {canEdit && <SubmitButton pending={rename.isPending}>{t('group.rename')}</SubmitButton>}
      </div>
      <p aria-live="polite" className="text-sm text-success">
        {saved ? t('group.renamed') : ''}
      </p>
      <FormError>{message}</FormError>
    </form>
  );
}
