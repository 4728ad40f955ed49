import { RoutineReportKinds, type RoutineReportColumn, type RoutineReportKind } from '@hcims/contracts/routines';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatNumber } from '../../../shared/lib/format';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { DataTable, ExportMenu, FilterBar, FilterSelect, PageHeader, Tabs } from '../../../shared/ui/table';
import { routineReportExportPath, useDepartmentChoices, useRoutineReport, type RoutineReportFilters } from '../api';
import { FilterDate } from '../components/filter-date';
import { money } from '../lib/expenses';

const PAGE_SIZE = 25;
const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
type Row = Record<string, string | number | null>;

/** /routine_reports: attendance, lateness, leave and expense claims per employee over a period, by department (ADR 0127). */
export function RoutineReportsPage() {
  const { t, i18n } = useTranslation('routines');
  const [params, setParams] = useQueryParams();
  const asked = params.get('kind') ?? '';
  const kind: RoutineReportKind = (RoutineReportKinds as readonly string[]).includes(asked) ? (asked as RoutineReportKind) : 'attendance';
  const page = Number(params.get('page') ?? '1') || 1;
  const filters: RoutineReportFilters = {
    ...(isDate(params.get('from')) ? { from: isDate(params.get('from'))! } : {}),
    ...(isDate(params.get('to')) ? { to: isDate(params.get('to'))! } : {}),
    ...(params.get('departmentId') ? { departmentId: params.get('departmentId')! } : {}),
  };
  const report = useRoutineReport(kind, { ...filters, page, pageSize: PAGE_SIZE });
  const departments = useDepartmentChoices();
  const set = (name: string) => (value: string) => setParams({ [name]: value || null, page: null });
  const n = (v: number) => formatNumber(v, i18n.language);
  const cell = (c: RoutineReportColumn) => (r: Row) => {
    const v = r[c.key];
    if (v === null || v === undefined) return '—';
    if (c.type === 'money') return money(Number(v), String(r.currency ?? ''), i18n.language);
    if (c.type === 'text') return String(v);
    return n(Number(v));
  };

  const table = (
    <DataTable<Row>
      caption={t(`reports.titles.${kind}`)}
      testId="routine-report"
      rows={report.data?.kind === kind ? report.data.items : undefined}
      rowKey={(r) => `${String(r.employeeId)}-${String(r.currency ?? '')}`}
      status={report.status}
      fetching={report.isFetching}
      errorMessage={report.error ? problemText(t, toProblem(report.error), 'errors') : undefined}
      onRetry={() => void report.refetch()}
      columns={(report.data?.kind === kind ? report.data.columns : []).map((c, i) => ({
        key: c.key,
        header: t(`reports.fields.${c.key}`),
        align: c.type === 'text' ? ('start' as const) : ('end' as const),
        ...(i === 0 ? { rowHeader: true } : {}),
        ...(c.key === 'departmentName' ? { hideBelow: 'sm' as const } : {}),
        cell: cell(c),
      }))}
      pagination={
        report.data
          ? { page, pageSize: PAGE_SIZE, total: report.data.total, onPageChange: (p) => setParams({ page: p === 1 ? null : String(p) }) }
          : undefined
      }
      empty={<p className="py-6 text-center text-sm text-ink-muted">{t('reports.empty')}</p>}
    />
  );

  return (
    <div data-testid="routine-reports" className="flex min-w-0 flex-col gap-4">
      <PageHeader title={t('screens.reports')} description={t('reports.description')} />
      <FilterBar
        activeCount={Object.keys(filters).length}
        onClear={Object.keys(filters).length > 0 ? () => setParams({ from: null, to: null, departmentId: null, page: null }) : undefined}
        actions={
          <ExportMenu
            href={(format) => routineReportExportPath(kind, filters, format, i18n.language)}
            fileName={(format) => `${kind}-report.${format}`}
          />
        }
      >
        <FilterDate
          label={t('reports.from')}
          value={params.get('from') ?? report.data?.from ?? ''}
          onChange={set('from')}
          testId="report-from"
        />
        <FilterDate label={t('reports.to')} value={params.get('to') ?? report.data?.to ?? ''} onChange={set('to')} testId="report-to" />
        <FilterSelect
          label={t('reports.department')}
          value={params.get('departmentId') ?? ''}
          onChange={set('departmentId')}
          allLabel={t('reports.allDepartments')}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          testId="report-department"
        />
      </FilterBar>
      <Tabs
        label={t('reports.kind')}
        value={kind}
        onValueChange={(v) => setParams({ kind: v === 'attendance' ? null : v, page: null })}
        items={RoutineReportKinds.map((k) => ({ id: k, label: t(`reports.titles.${k}`), panel: table }))}
      />
    </div>
  );
}
