import { HolidayTypes, UpdateHolidaySchema, type Holiday, type HolidayType, type UpdateHoliday } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, Select, SubmitButton, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useBranches, useUpdateHoliday } from '../api';
import { holidayTypeLabel, issueText } from '../lib/labels';
import { branchOptions } from './branch-options';

type Values = { date: string; type: HolidayType; description: string; branchId: string };

/** Changes one holiday (sending the version it read); a date already taken shows on the date field. */
export function HolidayDialog({ holiday, onClose }: { holiday: Holiday; onClose: () => void }) {
  const { t } = useTranslation('routines');
  const save = useUpdateHoliday();
  const branches = useBranches();
  const [message, setMessage] = useState<string | null>(null);
  const toBody = (v: Values): UpdateHoliday => ({
    version: holiday.version,
    date: v.date,
    type: v.type,
    description: v.description,
    branchId: v.branchId || null,
  });
  const form = useForm<Values, unknown, UpdateHoliday>({
    resolver: contractResolver(UpdateHolidaySchema, toBody, issueText(t)),
    defaultValues: { date: holiday.date, type: holiday.type, description: holiday.description, branchId: holiday.branchId ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await save.mutateAsync({ id: holiday.id, body });
      onClose();
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'ROUTINES_HOLIDAY_EXISTS') {
        form.setError('date', { type: 'server', message: problemText(t, problem, 'errors') });
        return;
      }
      const rest = applyServerErrors(problem, form.setError, (f) => t(`validation.fields.${f}`, { defaultValue: t('validation.invalid') }));
      if (problem.code !== 'VALIDATION_FAILED' || rest.length > 0) setMessage(problemText(t, problem, 'errors'));
    }
  });

  return (
    <Dialog open onClose={onClose} title={t('holidays.editTitle')} testId="holiday-dialog" onSubmit={(e) => void onSubmit(e)}>
      <div className="grid gap-4">
        <TextField type="date" label={t('holidays.date')} required {...form.register('date')} error={errors.date?.message} />
        <Select
          label={t('holidays.type')}
          required
          options={HolidayTypes.map((value) => ({ value, label: holidayTypeLabel(t, value) }))}
          {...form.register('type')}
          error={errors.type?.message}
        />
        <TextField
          label={t('holidays.description')}
          required
          maxLength={200}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <Select
          label={t('holidays.branch')}
          options={branchOptions(t, branches.data)}
          {...form.register('branchId')}
          error={errors.branchId?.message}
        />
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
