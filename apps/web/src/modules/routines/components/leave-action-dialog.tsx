import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, Textarea } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useAskToCancelLeave, useMoveLeave } from '../api';
import { leaveTypeName } from '../lib/labels';
import type { LeaveAction } from './leave-requests-table';

/** Confirms an approval, a rejection (a reason is required) or a cancellation (a reason is optional). */
export function LeaveActionDialog({ action: { request, action }, onClose }: { action: LeaveAction; onClose: () => void }) {
  const { t, i18n } = useTranslation('routines');
  const move = useMoveLeave();
  const ask = useAskToCancelLeave();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const dates =
    request.startDate === request.endDate
      ? formatDate(request.startDate, i18n.language)
      : `${formatDate(request.startDate, i18n.language)} – ${formatDate(request.endDate, i18n.language)}`;

  const submit = async () => {
    setMessage(null);
    const text = reason.trim();
    if (action === 'reject' && !text) {
      setReasonError(t('validation.required'));
      return;
    }
    try {
      const { id, version } = request;
      if (action === 'askCancel') await ask.mutateAsync({ id, version });
      else if (action === 'approve') await move.mutateAsync({ id, version, action });
      else if (action === 'reject') await move.mutateAsync({ id, version, action, reason: text });
      else await move.mutateAsync({ id, version, action, reason: text || null });
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
      title={t(`leave.${action}Title`)}
      testId="leave-action-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.close')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={move.isPending || ask.isPending}>
            {t(`leave.${action}`)}
          </button>
        </>
      }
    >
      <p className="text-sm text-ink">
        {t('leave.actionSummary', {
          name: request.employeeName,
          type: leaveTypeName(t, { name: request.leaveTypeName, builtin: request.leaveTypeBuiltin }),
          dates,
        })}
      </p>
      {request.reason && (
        <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-ink-muted">
          {request.reason}
        </p>
      )}
      {action !== 'approve' && action !== 'askCancel' && (
        <Textarea
          className="mt-4"
          label={action === 'reject' ? t('leave.rejectReason') : t('leave.cancelReason')}
          required={action === 'reject'}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
          error={reasonError}
        />
      )}
      <FormError className="mt-3">{message}</FormError>
    </Dialog>
  );
}
