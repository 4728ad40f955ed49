import type { AttendanceRecord } from '@hcims/contracts/routines';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { LoadState } from '../../../shared/ui/load-state';
import { Badge, DataTable } from '../../../shared/ui/table';
import { useAttendanceHistory, useMyAttendance } from '../api';
import { clockTime, duration } from '../lib/time';
import { ClockCard } from './clock-card';
import { ClockPlace } from './clock-place';
import { CorrectionDialog } from './correction-dialog';

const PAGE_SIZE = 15;

/** The caller's clock and their records, latest first. */
export function MyAttendanceTab() {
  const { t, i18n } = useTranslation('routines');
  const permissions = useSession((s) => s.permissions);
  const day = useMyAttendance();
  const [page, setPage] = useState(1);
  const history = useAttendanceHistory(page, PAGE_SIZE);
  const [correcting, setCorrecting] = useState<AttendanceRecord | 'new' | null>(null);
  const canRequest = hasPermission(permissions, 'routines.attendance:create');
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');
  if (toProblem(day.error).code === 'ROUTINES_ATTENDANCE_NO_EMPLOYEE')
    return (
      <p className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-muted">{t('errors.ROUTINES_ATTENDANCE_NO_EMPLOYEE')}</p>
    );
  const zone = day.data?.timeZone;

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <LoadState query={day} labels={{ loading: t('states.loading'), retry: t('actions.retry'), error: errorText }}>
        {day.data && <ClockCard day={day.data} canClock={hasPermission(permissions, 'routines.attendance:create')} />}
      </LoadState>
      {canRequest && zone && (
        <div className="flex justify-end">
          <button type="button" className={buttonSecondary} onClick={() => setCorrecting('new')} data-testid="request-correction">
            {t('attendance.requestCorrection')}
          </button>
        </div>
      )}
      <DataTable<AttendanceRecord>
        caption={t('attendance.history')}
        testId="attendance-history"
        rows={history.data?.items}
        rowKey={(r) => r.id}
        status={history.status}
        fetching={history.isFetching}
        errorMessage={history.error ? errorText(history.error) : undefined}
        onRetry={() => void history.refetch()}
        columns={[
          {
            key: 'date',
            header: t('attendance.date'),
            cell: (r) => formatDate(r.workDate, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }),
            rowHeader: true,
          },
          { key: 'in', header: t('attendance.in'), cell: (r) => (zone ? clockTime(r.clockIn, i18n.language, zone) : '') },
          {
            key: 'out',
            header: t('attendance.outAt'),
            cell: (r) => (r.clockOut && zone ? clockTime(r.clockOut, i18n.language, zone) : '—'),
          },
          { key: 'worked', header: t('attendance.worked'), cell: (r) => duration(t, r.workedMinutes), align: 'end' },
          {
            key: 'late',
            header: t('attendance.late'),
            cell: (r) => (r.lateMinutes > 0 ? <Badge tone="warning">{t('attendance.lateBy', { n: r.lateMinutes })}</Badge> : '—'),
          },
          { key: 'note', header: t('attendance.note'), cell: (r) => r.note ?? '—', hideBelow: 'md' },
          { key: 'where', header: t('attendance.where'), cell: (r) => <ClockPlace record={r} />, hideBelow: 'md' },
          {
            key: 'flag',
            header: t('attendance.flag'),
            cell: (r) => (r.autoClosed ? <Badge tone="warning">{t('attendance.autoClosed')}</Badge> : ''),
            hideBelow: 'sm',
          },
        ]}
        {...(canRequest
          ? {
              rowActionsLabel: t('actions.label'),
              rowActions: (r: AttendanceRecord) => (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('attendance.requestCorrection')}
                  onClick={() => setCorrecting(r)}
                >
                  <PencilLine className="size-4" aria-hidden="true" />
                </button>
              ),
            }
          : {})}
        pagination={history.data ? { page, pageSize: PAGE_SIZE, total: history.data.total, onPageChange: setPage } : undefined}
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('attendance.noRecords')}</p>}
      />
      {correcting && zone && (
        <CorrectionDialog record={correcting === 'new' ? null : correcting} timeZone={zone} onClose={() => setCorrecting(null)} />
      )}
    </div>
  );
}
