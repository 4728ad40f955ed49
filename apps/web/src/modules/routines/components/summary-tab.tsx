import type { MonthlySummaryRow } from '@hcims/contracts/routines';
import { useId, useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { DataTable, ExportMenu, FilterBar, FilterSelect } from '../../../shared/ui/table';
import { summaryExportPath, useDepartmentChoices, useMonthlySummary } from '../api';
import { recentMonths } from '../lib/months';
import { duration } from '../lib/time';

const PAGE_SIZE = 50;

/** The month of everyone in the caller's scope: days present, late, absent, on leave, on holiday and hours worked; export. */
export function SummaryTab() {
  const { t, i18n } = useTranslation('routines');
  const months = recentMonths(new Date(), 12);
  const [month, setMonth] = useState(months[0]!);
  const [departmentId, setDepartmentId] = useState('');
  const [page, setPage] = useState(1);
  const monthId = useId();
  const departments = useDepartmentChoices();
  const summary = useMonthlySummary({ month, page, pageSize: PAGE_SIZE, ...(departmentId ? { departmentId } : {}) });
  const monthLabel = (m: string) =>
    new Intl.DateTimeFormat(i18n.language === 'ae' ? 'ar' : i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <FilterBar
        activeCount={departmentId ? 1 : 0}
        actions={
          <ExportMenu
            href={(format) => summaryExportPath({ month, ...(departmentId ? { departmentId } : {}) }, format, i18n.language)}
            fileName={(format) => `attendance-${month}.${format}`}
          />
        }
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={monthId} className="text-xs font-medium text-ink-muted">
            {t('summary.month')}
          </label>
          <select
            id={monthId}
            value={month}
            data-testid="summary-month"
            onChange={(event) => {
              setMonth(event.target.value);
              setPage(1);
            }}
            className="w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </div>
        <FilterSelect
          label={t('attendance.department')}
          value={departmentId}
          onChange={(v) => {
            setDepartmentId(v);
            setPage(1);
          }}
          allLabel={t('attendance.allDepartments')}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </FilterBar>
      <DataTable<MonthlySummaryRow>
        caption={t('summary.caption', { month: monthLabel(month) })}
        testId="attendance-summary"
        rows={summary.data?.items}
        rowKey={(r) => r.employeeId}
        status={summary.status}
        fetching={summary.isFetching}
        errorMessage={summary.error ? problemText(t, toProblem(summary.error), 'errors') : undefined}
        onRetry={() => void summary.refetch()}
        columns={[
          { key: 'employee', header: t('leave.employee'), cell: (r) => r.employeeName, rowHeader: true },
          { key: 'department', header: t('attendance.department'), cell: (r) => r.departmentName, hideBelow: 'md' },
          { key: 'present', header: t('summary.present'), cell: (r) => r.daysPresent, align: 'end' },
          { key: 'late', header: t('summary.late'), cell: (r) => r.daysLate, align: 'end' },
          { key: 'absent', header: t('summary.absent'), cell: (r) => r.daysAbsent, align: 'end' },
          { key: 'leave', header: t('summary.leave'), cell: (r) => r.daysLeave, align: 'end', hideBelow: 'sm' },
          { key: 'holiday', header: t('summary.holiday'), cell: (r) => r.daysHoliday, align: 'end', hideBelow: 'sm' },
          {
            key: 'worked',
            header: t('attendance.worked'),
            cell: (r) => (r.workedMinutes ? duration(t, r.workedMinutes) : '—'),
            align: 'end',
          },
        ]}
        pagination={summary.data ? { page, pageSize: PAGE_SIZE, total: summary.data.total, onPageChange: setPage } : undefined}
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('attendance.nobody')}</p>}
      />
    </div>
  );
}
