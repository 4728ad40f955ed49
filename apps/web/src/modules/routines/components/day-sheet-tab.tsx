import { DayStatuses, type DaySheetRow, type DayStatus } from '@hcims/contracts/routines';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { iconButton } from '../../../shared/ui/button-styles';
import { Badge, DataTable, ExportMenu, FilterBar, FilterSelect, SearchInput, type BadgeTone } from '../../../shared/ui/table';
import { daySheetExportPath, useDaySheet, useDepartmentChoices } from '../api';
import { CorrectionDialog } from './correction-dialog';
import { clockTime, duration } from '../lib/time';
import { FilterDate } from './filter-date';

const PAGE_SIZE = 25;
const tone: Record<DayStatus, BadgeTone> = {
  present: 'success',
  late: 'warning',
  absent: 'danger',
  on_leave: 'primary',
  holiday: 'primary',
  not_scheduled: 'neutral',
};

/** The day sheet of the caller's scope (team or company): everyone's status on one day, with counts per status. */
export function DaySheetTab() {
  const { t, i18n } = useTranslation('routines');
  // A link (the routines dashboard's figures) may open the sheet on a day and a status.
  const [params] = useQueryParams();
  const [date, setDate] = useState(params.get('date') ?? '');
  const [status, setStatus] = useState<DayStatus | ''>(() => {
    const asked = params.get('status');
    return (DayStatuses as readonly string[]).includes(asked ?? '') ? (asked as DayStatus) : '';
  });
  const [q, setQ] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<DaySheetRow | null>(null);
  const departments = useDepartmentChoices();
  const scope = useSession((s) => s.permissions)?.['routines.attendance:update'];
  const canCorrect =
    useSession((s) => hasPermission(s.permissions, 'routines.attendance:update')) && (scope === 'company' || scope === 'group');
  const filters = {
    ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    ...(departmentId ? { departmentId } : {}),
  };
  const sheet = useDaySheet({ page, pageSize: PAGE_SIZE, ...filters });
  const zone = sheet.data?.timeZone ?? 'UTC';
  const time = (v: string | null) => (v ? clockTime(v, i18n.language, zone) : '—');
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <FilterBar
        search={<SearchInput value={q} onChange={reset(setQ)} label={t('leave.searchPerson')} />}
        activeCount={[date, status, departmentId].filter(Boolean).length}
        actions={
          <ExportMenu
            href={(format) => daySheetExportPath(filters, format, i18n.language)}
            fileName={(format) => `day-sheet-${sheet.data?.date ?? ''}.${format}`}
          />
        }
      >
        <FilterDate label={t('attendance.date')} value={date || sheet.data?.date || ''} onChange={reset(setDate)} testId="day-sheet-date" />
        <FilterSelect
          label={t('leave.status')}
          value={status}
          onChange={(v) => reset(setStatus)(v as DayStatus | '')}
          allLabel={t('leave.allStatuses')}
          options={DayStatuses.map((s) => ({ value: s, label: t(`attendance.statuses.${s}`) }))}
        />
        <FilterSelect
          label={t('attendance.department')}
          value={departmentId}
          onChange={reset(setDepartmentId)}
          allLabel={t('attendance.allDepartments')}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </FilterBar>
      {sheet.data && (
        <ul
          className="flex flex-wrap gap-2 rounded-xl border border-line bg-surface p-3"
          aria-label={t('attendance.counts')}
          data-testid="day-sheet-counts"
        >
          {DayStatuses.map((s) => (
            <li key={s}>
              <Badge tone={tone[s]}>
                {t(`attendance.statuses.${s}`)}: {sheet.data.counts[s] ?? 0}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <DataTable<DaySheetRow>
        caption={t('attendance.daySheet')}
        testId="day-sheet"
        rows={sheet.data?.items}
        rowKey={(r) => r.employeeId}
        status={sheet.status}
        fetching={sheet.isFetching}
        errorMessage={sheet.error ? problemText(t, toProblem(sheet.error), 'errors') : undefined}
        onRetry={() => void sheet.refetch()}
        columns={[
          { key: 'employee', header: t('leave.employee'), cell: (r) => r.employeeName, rowHeader: true },
          { key: 'department', header: t('attendance.department'), cell: (r) => r.departmentName, hideBelow: 'md' },
          {
            key: 'status',
            header: t('leave.status'),
            cell: (r) => (
              <span className="flex flex-wrap gap-1">
                <Badge tone={tone[r.status]}>{t(`attendance.statuses.${r.status}`)}</Badge>
                {r.autoClosed && <Badge tone="warning">{t('attendance.autoClosed')}</Badge>}
              </span>
            ),
          },
          { key: 'in', header: t('attendance.in'), cell: (r) => time(r.firstIn) },
          { key: 'out', header: t('attendance.outAt'), cell: (r) => time(r.lastOut) },
          {
            key: 'worked',
            header: t('attendance.worked'),
            cell: (r) => (r.workedMinutes ? duration(t, r.workedMinutes) : '—'),
            align: 'end',
          },
          {
            key: 'late',
            header: t('attendance.late'),
            cell: (r) => (r.lateMinutes > 0 ? t('attendance.lateBy', { n: r.lateMinutes }) : '—'),
            hideBelow: 'sm',
          },
        ]}
        pagination={sheet.data ? { page, pageSize: PAGE_SIZE, total: sheet.data.total, onPageChange: setPage } : undefined}
        {...(canCorrect
          ? {
              rowActionsLabel: t('actions.label'),
              rowActions: (r: DaySheetRow) => (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('attendance.correctTitle', { name: r.employeeName })}
                  onClick={() => setCorrecting(r)}
                >
                  <PencilLine className="size-4" aria-hidden="true" />
                </button>
              ),
            }
          : {})}
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('attendance.nobody')}</p>}
      />
      {correcting && (
        <CorrectionDialog
          record={null}
          employee={{ id: correcting.employeeId, name: correcting.employeeName }}
          timeZone={zone}
          onClose={() => setCorrecting(null)}
        />
      )}
    </div>
  );
}
