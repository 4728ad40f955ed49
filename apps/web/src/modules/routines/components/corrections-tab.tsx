import { CorrectionStatuses, type AttendanceCorrection, type CorrectionStatus } from '@hcims/contracts/routines';
import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { FormError, Textarea } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { Badge, DataTable, FilterBar, FilterSelect, type BadgeTone } from '../../../shared/ui/table';
import { useCorrections, useMoveCorrection, useMyAttendance } from '../api';
import { clockTime } from '../lib/time';

const PAGE_SIZE = 25;
const tone: Record<CorrectionStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral' };
type Action = { correction: AttendanceCorrection; action: 'approved' | 'rejected' | 'cancel' };

/** Corrections: the caller's own requests and, for managers and HR, those of their people to decide. */
export function CorrectionsTab() {
  const { t, i18n } = useTranslation('routines');
  const [status, setStatus] = useState<CorrectionStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const list = useCorrections({ page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const zone = useMyAttendance().data?.timeZone ?? 'UTC';
  const time = (v: string | null) => (v ? clockTime(v, i18n.language, zone) : '—');

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <FilterBar activeCount={status ? 1 : 0}>
        <FilterSelect
          label={t('leave.status')}
          value={status}
          onChange={(v) => {
            setStatus(v as CorrectionStatus | '');
            setPage(1);
          }}
          allLabel={t('leave.allStatuses')}
          options={CorrectionStatuses.map((s) => ({ value: s, label: t(`attendance.correctionStatuses.${s}`) }))}
        />
      </FilterBar>
      <DataTable<AttendanceCorrection>
        caption={t('attendance.corrections')}
        testId="attendance-corrections"
        rows={list.data?.items}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-status': r.status })}
        status={list.status}
        fetching={list.isFetching}
        errorMessage={list.error ? problemText(t, toProblem(list.error), 'errors') : undefined}
        onRetry={() => void list.refetch()}
        columns={[
          { key: 'employee', header: t('leave.employee'), cell: (r) => r.employeeName, rowHeader: true },
          { key: 'date', header: t('attendance.date'), cell: (r) => formatDate(r.workDate, i18n.language) },
          { key: 'in', header: t('attendance.in'), cell: (r) => time(r.clockIn) },
          { key: 'out', header: t('attendance.outAt'), cell: (r) => time(r.clockOut) },
          {
            key: 'status',
            header: t('leave.status'),
            cell: (r) => <Badge tone={tone[r.status]}>{t(`attendance.correctionStatuses.${r.status}`)}</Badge>,
          },
          {
            key: 'reason',
            header: t('attendance.reason'),
            cell: (r) => (
              <span className="text-sm">
                <span className="block whitespace-pre-line">{r.reason}</span>
                {r.decisionReason && <span className="block whitespace-pre-line text-ink-muted">{r.decisionReason}</span>}
              </span>
            ),
            hideBelow: 'md',
          },
        ]}
        pagination={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total, onPageChange: setPage } : undefined}
        rowActionsLabel={t('actions.label')}
        rowActions={(r) => (
          <>
            {r.canDecide && (
              <>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('leave.approveNamed', { name: r.employeeName })}
                  onClick={() => setAction({ correction: r, action: 'approved' })}
                >
                  <Check className="size-4 text-success" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('leave.rejectNamed', { name: r.employeeName })}
                  onClick={() => setAction({ correction: r, action: 'rejected' })}
                >
                  <X className="size-4 text-danger" aria-hidden="true" />
                </button>
              </>
            )}
            {r.canCancel && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('attendance.withdraw')}
                onClick={() => setAction({ correction: r, action: 'cancel' })}
              >
                <Undo2 className="size-4" aria-hidden="true" />
              </button>
            )}
          </>
        )}
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('attendance.noCorrections')}</p>}
      />
      {action && <CorrectionActionDialog action={action} onClose={() => setAction(null)} />}
    </div>
  );
}

function CorrectionActionDialog({ action: { correction, action }, onClose }: { action: Action; onClose: () => void }) {
  const { t } = useTranslation('routines');
  const move = useMoveCorrection();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const label = action === 'approved' ? t('leave.approve') : action === 'rejected' ? t('leave.reject') : t('attendance.withdraw');

  const submit = async () => {
    setMessage(null);
    const text = reason.trim();
    if (action === 'rejected' && !text) {
      setReasonError(t('validation.required'));
      return;
    }
    try {
      const { id, version } = correction;
      if (action === 'cancel') await move.mutateAsync({ id, version, action });
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
      title={label}
      testId="correction-action-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.close')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={move.isPending}>
            {label}
          </button>
        </>
      }
    >
      <p dir="auto" className="text-sm whitespace-pre-line text-ink">
        {correction.reason}
      </p>
      {action === 'rejected' && (
        <Textarea
          className="mt-4"
          label={t('leave.rejectReason')}
          required
          rows={3}
          maxLength={500}
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
