import type { RoleDetail } from '@hcims/contracts/access';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Textarea } from '../../../shared/ui/form/textarea';
import { TextField } from '../../../shared/ui/form/text-field';
import { useDeleteRole, useUpdateRole } from '../api/access-mutations';
import { accessErrorMessage, errorCode } from '../lib/access-errors';
import { roleName } from '../lib/role-name';
import { ColourPicker } from './colour-picker';
import { Dialog } from '../../../shared/ui/modal';

export type RoleSettingsProps = { role: RoleDetail; canEdit: boolean; canDelete: boolean; onDeleted: () => void };

/** Name, description and colour of a role; deleting a custom role (built-in roles keep their name and stay). */
export function RoleSettings({ role, canEdit, canDelete, onDeleted }: RoleSettingsProps) {
  const { t } = useTranslation('access');
  const update = useUpdateRole(role.id);
  const remove = useDeleteRole();
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description);
  const [colour, setColour] = useState(role.colour);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const builtIn = role.builtIn !== null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (!builtIn && !name.trim()) return;
    update.mutate(
      { version: role.version, colour, ...(builtIn ? {} : { name: name.trim(), description: description.trim() }) },
      { onSuccess: () => setSaved(true) },
    );
  }

  const nameTaken = update.isError && errorCode(update.error) === 'ACCESS_ROLE_NAME_TAKEN';
  return (
    <div className="flex flex-col gap-6" data-testid="role-settings">
      <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
        {saved && (
          <p role="status" className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink">
            {t('roleForm.saved')}
          </p>
        )}
        <FormError>{update.isError && !nameTaken ? accessErrorMessage(t, update.error) : null}</FormError>
        {builtIn && <p className="text-sm text-ink-muted">{t('roleForm.builtInNote')}</p>}
        <TextField
          label={t('roleForm.name')}
          name="name"
          required
          maxLength={80}
          value={builtIn ? roleName(t, role) : name}
          readOnly={builtIn || !canEdit}
          error={nameTaken ? t('errors.ACCESS_ROLE_NAME_TAKEN') : !builtIn && !name.trim() ? t('roleForm.nameRequired') : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {!builtIn && (
          <Textarea
            label={t('roleForm.description')}
            name="description"
            rows={2}
            maxLength={500}
            readOnly={!canEdit}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
        {canEdit && <ColourPicker value={colour} onChange={setColour} />}
        {canEdit && (
          <SubmitButton pending={update.isPending} className="self-start">
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
