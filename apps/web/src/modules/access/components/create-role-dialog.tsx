import type { RoleSummary } from '@hcims/contracts/access';
import { CreateRoleSchema } from '@hcims/contracts/access';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { fieldErrorMessage } from '../../../shared/ui/form/field-error-message';
import { FormError } from '../../../shared/ui/form/form-error';
import { Select } from '../../../shared/ui/form/select';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Textarea } from '../../../shared/ui/form/textarea';
import { TextField } from '../../../shared/ui/form/text-field';
import { useCreateRole } from '../api/access-mutations';
import { accessErrorMessage } from '../lib/access-errors';
import { roleColours } from '../lib/role-colours';
import { roleName } from '../lib/role-name';
import { ColourPicker } from './colour-picker';
import { Dialog } from '../../../shared/ui/modal';

export type CreateRoleDialogProps = { open: boolean; onClose: () => void; roles: readonly RoleSummary[]; onCreated: (id: string) => void };

type Values = { name: string; description: string; colour: string; copyFrom: string };
const FIELDS = ['name', 'description', 'colour', 'copyFrom'] as const;
const bodyOf = (v: Values) => ({
  name: v.name,
  description: v.description,
  colour: v.colour,
  ...(v.copyFrom ? { copyFromRoleId: v.copyFrom } : {}),
});

/** A new custom role: name, description, colour, optionally starting with another role's grants. */
export function CreateRoleDialog({ open, onClose, roles, onCreated }: CreateRoleDialogProps) {
  const { t } = useTranslation('access');
  const create = useCreateRole();
  const [formError, setFormError] = useState<string | null>(null);
  const empty: Values = { name: '', description: '', colour: roleColours[4], copyFrom: '' };
  // The name is the one field a person can get wrong here (the others are picked or bounded by maxLength).
  const fieldText = (field: string) => (field === 'name' ? t('roleForm.nameRequired') : t('errors.VALIDATION_FAILED'));
  const form = useForm({
    defaultValues: empty,
    resolver: contractResolver(CreateRoleSchema, bodyOf, (issue) => fieldText(issue.path === 'copyFromRoleId' ? 'copyFrom' : issue.path)),
  });
  const errors = form.formState.errors;

  function close() {
    create.reset();
    form.reset({ ...empty, colour: form.getValues('colour') });
    setFormError(null);
    onClose();
  }

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const role = await create.mutateAsync(body);
      close();
      onCreated(role.id);
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'ACCESS_ROLE_NAME_TAKEN') form.setError('name', { type: 'server', message: t('errors.ACCESS_ROLE_NAME_TAKEN') });
      else if (applyServerErrors(problem, form.setError, fieldText, FIELDS).length > 0 || problem.code !== 'VALIDATION_FAILED')
        setFormError(accessErrorMessage(t, error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('roleForm.createTitle')}
      description={t('roleForm.createHint')}
      testId="create-role-dialog"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormError>{formError}</FormError>
        <TextField
          label={t('roleForm.name')}
          required
          maxLength={80}
          {...form.register('name')}
          error={fieldErrorMessage(errors, 'name')}
          autoFocus
        />
        <Textarea
          label={t('roleForm.description')}
          rows={2}
          maxLength={500}
          {...form.register('description')}
          error={fieldErrorMessage(errors, 'description')}
        />
        <Controller
          control={form.control}
          name="colour"
          render={({ field }) => <ColourPicker value={field.value} onChange={field.onChange} />}
        />
        <Select
          label={t('roleForm.startFrom')}
          hint={t('roleForm.startFromHint')}
          {...form.register('copyFrom')}
          placeholder={t('roleForm.startEmpty')}
          options={roles.map((r) => ({ value: r.id, label: roleName(t, r) }))}
        />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <button type="button" className={buttonSecondary} onClick={close}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('roleForm.create')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
