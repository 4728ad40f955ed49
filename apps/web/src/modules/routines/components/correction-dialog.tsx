import type { AttendanceRecord } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useSaveCorrection } from '../api';
import { wallTime, zonedInstant } from '../lib/time';

type Values = { date: string; clockIn: string; clockOut: string; reason: string };

/**
 * Asks for a correction of one of the caller's records (or a missing day), or, given an employee,
 * corrects it directly (HR). Times are the company's wall-clock times, in its zone.
 */
export function CorrectionDialog({
  record,
  employee,
  timeZone,
  onClose,
}: {
  record: AttendanceRecord | null;
  employee?: { id: string; name: string };
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('routines');
  const save = useSaveCorrection();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      date: record?.workDate ?? '',
      clockIn: record ? wallTime(record.clockIn, timeZone) : '',
      clockOut: record?.clockOut ? wallTime(record.clockOut, timeZone) : '',
      reason: '',
    },
  });
  const { errors } = form.formState;
  const required = { required: t('validation.required') };

  const onSubmit = form.handleSubmit(async (v) => {
    setMessage(null);
    const clockIn = zonedInstant(v.date, v.clockIn, timeZone);
    const clockOut = v.clockOut ? zonedInstant(v.date, v.clockOut, timeZone) : null;
    if (clockOut && clockOut < clockIn) {
      form.setError('clockOut', { message: t('attendance.outBeforeIn') });
      return;
    }
    try {
      await save.mutateAsync({
        attendanceId: record?.id ?? null,
        clockIn,
        clockOut,
        reason: v.reason.trim(),
        ...(employee ? { employeeId: employee.id } : {}),
      });
      onClose();
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={employee ? t('attendance.correctTitle', { name: employee.name }) : t('attendance.requestTitle')}
      testId="correction-dialog"
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="grid gap-4">
        <TextField type="date" label={t('attendance.date')} required {...form.register('date', required)} error={errors.date?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="time"
            label={t('attendance.in')}
            required
            {...form.register('clockIn', required)}
            error={errors.clockIn?.message}
          />
          <TextField type="time" label={t('attendance.outAt')} {...form.register('clockOut')} error={errors.clockOut?.message} />
        </div>
        <p className="text-xs text-ink-muted">{t('attendance.zoneHint', { zone: timeZone })}</p>
        <Textarea
          label={t('attendance.reason')}
          required
          rows={3}
          maxLength={500}
          {...form.register('reason', { validate: (v) => v.trim() !== '' || t('validation.required') })}
          error={errors.reason?.message}
        />
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{employee ? t('attendance.correct') : t('attendance.requestCorrection')}</SubmitButton>
        </div>
      </div>
    </Dialog>
  );
}
