import { CreateLeaveTypeSchema, LeaveAccruals, type CreateLeaveType, type LeaveType } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Checkbox, FormError, Select, SubmitButton, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useSaveLeaveType } from '../api';
import { issueText, leaveTypeName } from '../lib/labels';

const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'intern'] as const;
const GENDERS = ['female', 'male', 'other'] as const;

type Values = {
  name: string;
  allowanceDays: string;
  paid: boolean;
  accrual: string;
  carryOverMaxDays: string;
  halfDaysAllowed: boolean;
  documentRequired: boolean;
  eligibleEmploymentTypes: string[];
  eligibleGenders: string[];
};

const days = (v: string) => Number(v.replace(',', '.'));
const toBody = (v: Values) => ({
  name: v.name,
  allowanceDays: v.allowanceDays.trim() === '' ? null : days(v.allowanceDays),
  paid: v.paid,
  accrual: v.accrual,
  carryOverMaxDays: v.carryOverMaxDays.trim() === '' ? 0 : days(v.carryOverMaxDays),
  halfDaysAllowed: v.halfDaysAllowed,
  documentRequired: v.documentRequired,
  eligibleEmploymentTypes: v.eligibleEmploymentTypes,
  eligibleGenders: v.eligibleGenders,
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
      accrual: type?.accrual ?? 'yearly',
      carryOverMaxDays: String(type?.carryOverMaxDays ?? 0),
      halfDaysAllowed: type?.halfDaysAllowed ?? true,
      documentRequired: type?.documentRequired ?? false,
      eligibleEmploymentTypes: type?.eligibleEmploymentTypes ?? [],
      eligibleGenders: type?.eligibleGenders ?? [],
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
        <Select
          label={t('types.accrual')}
          options={LeaveAccruals.map((a) => ({ value: a, label: t(`types.accruals.${a}`) }))}
          {...form.register('accrual')}
        />
        <TextField
          label={t('types.carryOver')}
          hint={t('types.carryOverHint')}
          inputMode="decimal"
          {...form.register('carryOverMaxDays')}
          error={errors.carryOverMaxDays?.message}
        />
        <Checkbox label={t('types.paid')} {...form.register('paid')} />
        <Checkbox label={t('types.halfDays')} {...form.register('halfDaysAllowed')} />
        <Checkbox label={t('types.documentRequired')} {...form.register('documentRequired')} />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('types.employmentTypes')}</legend>
          <p className="text-xs text-ink-muted">{t('types.eligibleHint')}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {EMPLOYMENT_TYPES.map((e) => (
              <Checkbox key={e} label={t(`types.employment.${e}`)} value={e} {...form.register('eligibleEmploymentTypes')} />
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('types.genders')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {GENDERS.map((g) => (
              <Checkbox key={g} label={t(`types.gender.${g}`)} value={g} {...form.register('eligibleGenders')} />
            ))}
          </div>
        </fieldset>
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
