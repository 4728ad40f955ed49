import { toProblem } from '../../../shared/lib/api-problem';
import type { Celebration } from '@hcims/contracts/people';
import { Award, Cake, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '../../../shared/lib/router';
import { useCompanySetup } from '../../../shared/lib/company-setup';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/spinner';
import { Card, EmptyState, ExportMenu, FilterBar, FilterSelect, PageHeader, SearchInput } from '../../../shared/ui/table';
import { celebrationsExportPath, problemText, useCelebrations } from '../api';
import { EmployeeAvatar, formatDate, monthName, useUrlParams } from '../components';

const keys = ['month', 'year', 'kind', 'department', 'q'] as const;

/**
 * /Birthday_Directory: birthdays and work anniversaries of a month, by day; searchable by name,
 * filterable, printable (the whole month) and exportable.
 */
export function BirthdayDirectoryPage() {
  const { t, i18n } = useTranslation('people');
  const [params, setParams] = useUrlParams(keys);
  const departments = useCompanySetup((s) => s.departments);
  const now = new Date();
  const month = Number(params.month) >= 1 && Number(params.month) <= 12 ? Number(params.month) : now.getMonth() + 1;
  const year = Number(params.year) >= 1900 && Number(params.year) <= 2200 ? Number(params.year) : now.getFullYear();
  const kind = (['birthday', 'work_anniversary'] as const).find((k) => k === params.kind);
  const query = { month, year, kind, departmentId: params.department || undefined, q: params.q.trim() || undefined };
  const list = useCelebrations(query);

  const days = useMemo(() => {
    const byDay = new Map<string, Celebration[]>();
    for (const c of list.data ?? []) byDay.set(c.date, [...(byDay.get(c.date) ?? []), c]);
    return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [list.data]);

  const go = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    setParams({ month: (index % 12) + 1, year: Math.floor(index / 12) });
  };
  const title = formatDate(`${year}-${String(month).padStart(2, '0')}-01`, i18n.language, { month: 'long', year: 'numeric' });
  const filtered = !!(params.q || params.kind || params.department);

  return (
    <div data-testid="birthday-directory" data-printable="">
      <PageHeader
        title={t('directories.birthdays.title')}
        description={t('directories.birthdays.description')}
        actions={
          <button type="button" className={buttonSecondary} onClick={() => window.print()} data-testid="print-birthdays">
            <Printer className="size-4" aria-hidden="true" />
            {t('directories.print')}
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <button
          type="button"
          className={`${iconButton} rtl:[&>svg]:-scale-x-100`}
          onClick={() => go(-1)}
          aria-label={t('directories.birthdays.previous')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <label className="sr-only" htmlFor="celebration-month">
          {t('directories.birthdays.month')}
        </label>
        <select
          id="celebration-month"
          value={month}
          onChange={(event) => setParams({ month: event.target.value, year })}
          className="rounded-lg border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink"
          data-testid="celebration-month"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {monthName(i + 1, i18n.language)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="celebration-year">
          {t('directories.birthdays.year')}
        </label>
        <input
          id="celebration-year"
          type="number"
          min={1900}
          max={2200}
          value={year}
          onChange={(event) => setParams({ year: event.target.value, month })}
          className="w-24 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
        />
        <button
          type="button"
          className={`${iconButton} rtl:[&>svg]:-scale-x-100`}
          onClick={() => go(1)}
          aria-label={t('directories.birthdays.next')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        {list.isFetching && <Spinner size={18} />}
      </div>
      <FilterBar
        className="mb-4"
        search={
          <SearchInput
            value={params.q}
            onChange={(q) => setParams({ q, month, year })}
            label={t('directories.birthdays.search')}
            delay={150}
          />
        }
        actions={
          <ExportMenu
            href={(format) => celebrationsExportPath(query, format, i18n.language)}
            fileName={(format) => `birthdays-and-anniversaries-${year}-${String(month).padStart(2, '0')}.${format}`}
          />
        }
        activeCount={[params.kind, params.department].filter(Boolean).length}
        onClear={filtered ? () => setParams({ q: null, kind: null, department: null, month, year }) : undefined}
      >
        <FilterSelect
          label={t('directories.birthdays.kind')}
          allLabel={t('directories.birthdays.both')}
          value={params.kind}
          onChange={(value) => setParams({ kind: value, month, year })}
          options={[
            { value: 'birthday', label: t('directories.birthdays.birthdays') },
            { value: 'work_anniversary', label: t('directories.birthdays.anniversaries') },
          ]}
        />
        <FilterSelect
          label={t('employees.filters.department')}
          allLabel={t('employees.filters.all')}
          value={params.department}
          onChange={(department) => setParams({ department, month, year })}
          options={departments.map((d) => ({ value: d.id, label: d.name }))}
        />
      </FilterBar>
      <h2 className="mb-3 text-lg font-semibold text-ink" aria-live="polite">
        {title}
      </h2>
      {list.isPending ? (
        <div className="grid min-h-40 place-items-center" role="status" aria-label={t('details.loading')}>
          <Spinner />
        </div>
      ) : list.isError ? (
        <EmptyState
          testId="celebrations-error"
          title={problemText(t, toProblem(list.error))}
          action={
            <button type="button" className={buttonSecondary} onClick={() => void list.refetch()}>
              {t('table.retry')}
            </button>
          }
        />
      ) : days.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Cake className="size-6" />}
            title={t('directories.birthdays.empty')}
            message={filtered ? t('table.emptyHint') : undefined}
          />
        </Card>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="celebration-days">
          {days.map(([date, people]) => (
            <li key={date} className="print:break-inside-avoid">
              <Card title={formatDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })} as="h3" bodyClassName="p-0">
                <ul className="divide-y divide-line">
                  {people.map((c) => (
                    <li key={`${c.employeeId}-${c.kind}`} className="flex items-center gap-3 px-4 py-3" data-testid="celebration">
                      <EmployeeAvatar name={c.name} photoUrl={c.photoUrl} />
                      <div className="min-w-0 flex-1">
                        <Link
                          to={`/employee-details?id=${c.employeeId}`}
                          className="font-semibold text-ink hover:text-primary-ink hover:underline"
                        >
                          {c.name}
                        </Link>
                        <p className="truncate text-sm text-ink-muted">{c.departmentName}</p>
                      </div>
                      {c.kind === 'birthday' ? (
                        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm text-primary-ink">
                          <Cake className="size-4" aria-hidden="true" />
                          {t('directories.birthdays.birthday')}
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1.5 rounded-full bg-success/10 px-3 py-1 text-sm text-success">
                          <Award className="size-4" aria-hidden="true" />
                          {t('directories.birthdays.anniversary', { count: c.years ?? 0 })}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
