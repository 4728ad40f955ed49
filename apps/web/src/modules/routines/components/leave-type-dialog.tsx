import { CreateLeaveTypeSchema, type CreateLeaveType, type LeaveType } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Checkbox, FormError, SubmitButton, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useSaveLeaveType } from '../api';
import { issueText, leaveTypeName } from '../lib/labels';

type Values = { name: string; allowanceDays: string; paid: boolean };

const toBody = (v: Values) => ({
  name: v.name,
  allowanceDays: v.allowanceDays.trim() === '' ? null : Number(v.allowanceDays.replace(',', '.')),
  paid: v.paid,
});

/** Adds a leave type or changes one (with the version it read); an empty allowance means no yearly limit. */
export function LeaveTypeDialog({ type, onClose }: { type: LeaveType | null; onClose: () => void }) {
  const { t } = useTranslation('routines');
  const save = useSaveLeaveType();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateLeaveType>({
    resolver: contractResolver(CreateLeaveTypeSchema, toBody, issueText(t)),
    defaultValues: {
      name: type ? leaveTypeName(t, type) : '',
      allowanceDays: type?.allowanceDays === null || type === null ? '' : String(type.allowanceDays),
      paid: type?.paid ?? true,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await save.mutateAsync(type ? { id: type.id, body: { ...body, version: type.version } } : { id: null, body });
      onClose();
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'ROUTINES_LEAVE_TYPE_NAME_TAKEN')
        form.setError('name', { type: 'server', message: problemText(t, problem, 'errors') });
      else setMessage(problemText(t, problem, 'errors'));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={type ? t('types.editTitle') : t('types.new')}
      testId="leave-type-dialog"
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="grid gap-4">
        <TextField label={t('types.name')} required maxLength={80} {...form.register('name')} error={errors.name?.message} />
        <TextField
          label={t('types.allowance')}
          hint={t('types.allowanceHint')}
          inputMode="decimal"
          {...form.register('allowanceDays')}
          error={errors.allowanceDays?.message}
        />
        <Checkbox label={t('types.paid')} {...form.register('paid')} />
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
        </div>
      </div>
    </Dialog>
  );
}
