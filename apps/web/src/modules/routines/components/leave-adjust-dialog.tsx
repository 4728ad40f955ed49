import type { LeaveBalance } from '@hcims/contracts/routines';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatNumber } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useAdjustLeave } from '../api';
import { leaveTypeName } from '../lib/labels';

/** The server's limits on one adjustment (CreateLeaveAdjustmentSchema). */
const MAX_DAYS = 366;
const MAX_REASON = 1000;

/** Signed days as typed, or null when they are not a whole (or, if allowed, half) non-zero number within the limit. */
function parseAdjustmentDays(text: string, halvesAllowed: boolean): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  const days = Number(trimmed);
  if (days === 0 || Math.abs(days) > MAX_DAYS) return null;
  return Number.isInteger(halvesAllowed ? days * 2 : days) ? days : null;
}

/** HR adds or removes days on one leave type's balance of one employee, with a required reason. */
export function LeaveAdjustDialog({
  employeeId,
  employeeName,
  year,
  balance,
  halvesAllowed,
  onClose,
}: {
  employeeId: string;
  employeeName: string;
  year: number;
  balance: LeaveBalance;
  halvesAllowed: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('routines');
  const adjust = useAdjustLeave();
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [daysError, setDaysError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const type = leaveTypeName(t, { name: balance.leaveTypeName, builtin: balance.leaveTypeBuiltin });
  const n = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 1 });

  const submit = async () => {
    setMessage(null);
    const parsed = parseAdjustmentDays(days, halvesAllowed);
    const text = reason.trim();
    setDaysError(parsed === null ? t(halvesAllowed ? 'adjust.daysInvalidHalf' : 'adjust.daysInvalid') : undefined);
    setReasonError(text ? undefined : t('validation.required'));
    if (parsed === null || !text) return;
    try {
      await adjust.mutateAsync({ employeeId, leaveTypeId: balance.leaveTypeId, year, days: parsed, reason: text });
      onClose();
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('adjust.title', { type })}
      testId="leave-adjust-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.close')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={adjust.isPending}>
            {t('adjust.save')}
          </button>
        </>
      }
    >
      <p className="text-sm text-ink">
        {balance.remainingDays === null
          ? t('adjust.summaryNoLimit', { name: employeeName, year })
          : t('adjust.summary', { name: employeeName, year, n: n(balance.remainingDays) })}
      </p>
      <TextField
        className="mt-4"
        label={t('adjust.days')}
        hint={t(halvesAllowed ? 'adjust.daysHintHalf' : 'adjust.daysHintWhole')}
        required
        inputMode="decimal"
        autoComplete="off"
        value={days}
        onChange={(e) => {
          setDays(e.target.value);
          setDaysError(undefined);
        }}
        error={daysError}
      />
      <Textarea
        className="mt-4"
        label={t('adjust.reason')}
        required
        rows={3}
        maxLength={MAX_REASON}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setReasonError(undefined);
        }}
        error={reasonError}
      />
      <FormError className="mt-3">{message}</FormError>
    </Dialog>
  );
}
