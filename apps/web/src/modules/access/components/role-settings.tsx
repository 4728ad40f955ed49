import { UpdateRoleSchema, type RoleDetail } from '@hcims/contracts/access';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { fieldErrorMessage } from '../../../shared/ui/form/field-error-message';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Textarea } from '../../../shared/ui/form/textarea';
import { TextField } from '../../../shared/ui/form/text-field';
import { useDeleteRole, useUpdateRole } from '../api/access-mutations';
import { accessErrorMessage } from '../lib/access-errors';
import { roleName } from '../lib/role-name';
import { ColourPicker } from './colour-picker';
import { Dialog } from '../../../shared/ui/modal';

export type RoleSettingsProps = { role: RoleDetail; canEdit: boolean; canDelete: boolean; onDeleted: () => void };

type Values = { name: string; description: string; colour: string };
const FIELDS = ['name', 'description', 'colour'] as const;

/** Name, description and colour of a role; deleting a custom role (built-in roles keep their name and stay). */
export function RoleSettings({ role, canEdit, canDelete, onDeleted }: RoleSettingsProps) {
  const { t } = useTranslation('access');
  const update = useUpdateRole(role.id);
  const remove = useDeleteRole();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const builtIn = role.builtIn !== null;
  // Built-in roles keep their name and description: only the colour goes.
  const bodyOf = (v: Values) => ({
    version: role.version,
    colour: v.colour,
    ...(builtIn ? {} : { name: v.name, description: v.description }),
  });
  const fieldText = (field: string) => (field === 'name' ? t('roleForm.nameRequired') : t('errors.VALIDATION_FAILED'));
  const form = useForm({
    mode: 'onChange',
    defaultValues: { name: role.name, description: role.description, colour: role.colour },
    resolver: contractResolver(UpdateRoleSchema, bodyOf, (issue) => fieldText(issue.path)),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    setFormError(null);
    try {
      await update.mutateAsync(body);
      setSaved(true);
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'ACCESS_ROLE_NAME_TAKEN') form.setError('name', { type: 'server', message: t('errors.ACCESS_ROLE_NAME_TAKEN') });
      else if (applyServerErrors(problem, form.setError, fieldText, FIELDS).length > 0 || problem.code !== 'VALIDATION_FAILED')
        setFormError(accessErrorMessage(t, error));
    }
  });

  return (
    <div className="flex flex-col gap-6" data-testid="role-settings">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-4">
        {saved && (
          <p role="status" className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink">
            {t('roleForm.saved')}
          </p>
        )}
        <FormError>{formError}</FormError>
        {builtIn && <p className="text-sm text-ink-muted">{t('roleForm.builtInNote')}</p>}
        <TextField
          label={t('roleForm.name')}
          required
          maxLength={80}
          readOnly={builtIn || !canEdit}
          {...(builtIn ? { name: 'name', value: roleName(t, role) } : form.register('name'))}
          error={fieldErrorMessage(errors, 'name')}
        />
        {!builtIn && (
          <Textarea
            label={t('roleForm.description')}
            rows={2}
            maxLength={500}
            readOnly={!canEdit}
            {...form.register('description')}
            error={fieldErrorMessage(errors, 'description')}
          />
        )}
        {canEdit && (
          <Controller
            control={form.control}
            name="colour"
            render={({ field }) => <ColourPicker value={field.value} onChange={field.onChange} />}
          />
        )}
        {canEdit && (
          <SubmitButton pending={form.formState.isSubmitting} className="self-start">
            {t('roleForm.save')}
          </SubmitButton>
        )}
      </form>
      {!builtIn && canDelete && (
        <section aria-labelledby="delete-role" className="max-w-xl rounded-xl border border-danger/40 p-4">
          <h3 id="delete-role" className="text-sm font-semibold text-ink">
            {t('deleteRole.title')}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{t('deleteRole.hint')}</p>
          <button
            type="button"
            className={`${buttonSecondary} mt-3 text-danger`}
            onClick={() => setConfirming(true)}
            data-testid="delete-role"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('deleteRole.button')}
          </button>
        </section>
      )}
      <Dialog
        open={confirming}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
        title={t('deleteRole.confirmTitle', { role: role.name })}
        testId="delete-role-dialog"
        footer={
          <>
            <button type="button" className={buttonSecondary} onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className={`${buttonSecondary} border-danger bg-danger text-primary-foreground hover:bg-danger`}
              disabled={remove.isPending}
              data-testid="confirm-delete-role"
              onClick={() => remove.mutate(role.id, { onSuccess: onDeleted })}
            >
              {t('deleteRole.confirm')}
            </button>
          </>
        }
      >
        <p className="text-sm text-ink">{t('deleteRole.confirmText', { n: role.memberCount })}</p>
        <FormError className="mt-3">{remove.isError ? accessErrorMessage(t, remove.error) : null}</FormError>
      </Dialog>
    </div>
  );
}
