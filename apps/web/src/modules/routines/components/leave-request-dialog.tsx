import { CreateLeaveRequestSchema, type CreateLeaveRequest, type LeaveType } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatNumber } from '../../../shared/lib/format';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Checkbox, FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useFileLeave, useLeaveDays } from '../api';
import { issueText, leaveTypeName } from '../lib/labels';

type Values = { leaveTypeId: string; startDate: string; endDate: string; halfDay: boolean; reason: string; documentNote: string };

const toBody = (v: Values) => ({
  leaveTypeId: v.leaveTypeId || undefined,
  startDate: v.startDate || undefined,
  endDate: v.endDate || v.startDate || undefined,
  halfDay: v.halfDay && v.startDate === (v.endDate || v.startDate),
  reason: v.reason.trim() || null,
  documentNote: v.documentNote.trim() || null,
});

/** Files a leave request for the caller, showing how many working days the dates take before sending. */
export function LeaveRequestDialog({ types, onClose }: { types: readonly LeaveType[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('routines');
  const file = useFileLeave();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateLeaveRequest>({
    resolver: contractResolver(CreateLeaveRequestSchema, toBody, issueText(t)),
    defaultValues: { leaveTypeId: types[0]?.id ?? '', startDate: '', endDate: '', halfDay: false, reason: '', documentNote: '' },
  });
  const { errors } = form.formState;
  const [startDate, endDate, halfDay, typeId] = useWatch({
    control: form.control,
    name: ['startDate', 'endDate', 'halfDay', 'leaveTypeId'],
  });
  const type = types.find((x) => x.id === typeId);
  const end = endDate || startDate;
  const oneDay = startDate !== '' && startDate === end;
  const days = useLeaveDays({ startDate, endDate: end, halfDay: halfDay && oneDay });

  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await file.mutateAsync(body);
      onClose();
    } catch (error) {
      const problem = toProblem(error);
      const rest = applyServerErrors(problem, form.setError, (f) => t(`validation.fields.${f}`, { defaultValue: t('validation.invalid') }));
      if (problem.code !== 'VALIDATION_FAILED' || rest.length > 0) setMessage(problemText(t, problem, 'errors'));
    }
  });

  return (
    <Dialog open onClose={onClose} title={t('leave.newTitle')} testId="leave-request-dialog" onSubmit={(e) => void onSubmit(e)}>
      <div className="grid gap-4">
        <Select
          label={t('leave.type')}
          required
          options={types.map((x) => ({ value: x.id, label: leaveTypeName(t, x) }))}
          {...form.register('leaveTypeId')}
          error={errors.leaveTypeId?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField type="date" label={t('leave.from')} required {...form.register('startDate')} error={errors.startDate?.message} />
          <TextField
            type="date"
            label={t('leave.to')}
            hint={t('leave.toHint')}
            {...form.register('endDate')}
            error={errors.endDate?.message}
          />
        </div>
        {oneDay && type?.halfDaysAllowed !== false && <Checkbox label={t('leave.halfDay')} {...form.register('halfDay')} />}
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="leave-days-preview">
          {days.data ? t('leave.willTake', { n: formatNumber(days.data.days, i18n.language, { maximumFractionDigits: 1 }) }) : ' '}
        </p>
        <Textarea label={t('leave.reason')} rows={3} maxLength={1000} {...form.register('reason')} error={errors.reason?.message} />
        <TextField
          label={t('leave.documentNote')}
          hint={t('leave.documentNoteHint')}
          required={type?.documentRequired ?? false}
          maxLength={300}
          {...form.register('documentNote')}
          error={errors.documentNote?.message}
        />
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={file.isPending}>{t('leave.submit')}</SubmitButton>
        </div>
      </div>
    </Dialog>
  );
}
