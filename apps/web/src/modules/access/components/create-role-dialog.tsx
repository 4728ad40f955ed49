import type { RoleSummary } from '@hcims/contracts/access';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { Select } from '../../../shared/ui/form/select';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Textarea } from '../../../shared/ui/form/textarea';
import { TextField } from '../../../shared/ui/form/text-field';
import { useCreateRole } from '../api/access-mutations';
import { accessErrorMessage, errorCode } from '../lib/access-errors';
import { roleColours } from '../lib/role-colours';
import { roleName } from '../lib/role-name';
import { ColourPicker } from './colour-picker';
import { Dialog } from '../../../shared/ui/modal';

export type CreateRoleDialogProps = { open: boolean; onClose: () => void; roles: readonly RoleSummary[]; onCreated: (id: string) => void };

/** A new custom role: name, description, colour, optionally starting with another role's grants. */
export function CreateRoleDialog({ open, onClose, roles, onCreated }: CreateRoleDialogProps) {
  const { t } = useTranslation('access');
  const create = useCreateRole();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [colour, setColour] = useState<string>(roleColours[4]);
  const [copyFrom, setCopyFrom] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  function close() {
    create.reset();
    setName('');
    setDescription('');
    setCopyFrom('');
    setNameError(undefined);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('roleForm.nameRequired'));
    setNameError(undefined);
    create.mutate(
      { name: name.trim(), description: description.trim(), colour, ...(copyFrom ? { copyFromRoleId: copyFrom } : {}) },
      {
        onSuccess: (role) => {
          close();
          onCreated(role.id);
        },
        onError: (error) => {
          if (errorCode(error) === 'ACCESS_ROLE_NAME_TAKEN') setNameError(t('errors.ACCESS_ROLE_NAME_TAKEN'));
        },
      },
    );
  }

  const formError = create.isError && errorCode(create.error) !== 'ACCESS_ROLE_NAME_TAKEN' ? accessErrorMessage(t, create.error) : null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('roleForm.createTitle')}
      description={t('roleForm.createHint')}
      testId="create-role-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormError>{formError}</FormError>
        <TextField
          label={t('roleForm.name')}
          name="name"
          required
          maxLength={80}
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        <Textarea
          label={t('roleForm.description')}
          name="description"
          rows={2}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <ColourPicker value={colour} onChange={setColour} />
        <Select
          label={t('roleForm.startFrom')}
          hint={t('roleForm.startFromHint')}
          name="copyFrom"
          value={copyFrom}
          onChange={(e) => setCopyFrom(e.target.value)}
          placeholder={t('roleForm.startEmpty')}
          options={roles.map((r) => ({ value: r.id, label: roleName(t, r) }))}
        />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <button type="button" className={buttonSecondary} onClick={close}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={create.isPending}>{t('roleForm.create')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
