import { HolidayTypes, type Holiday, type HolidayType } from '@hcims/contracts/routines';
import { CalendarPlus, FileUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { Link } from '../../../shared/lib/router';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { Badge, DataTable, ExportMenu, FilterBar, FilterSelect, PageHeader, SearchInput, type SortState } from '../../../shared/ui/table';
import { holidaysExportPath, useBranches, useDeleteHoliday, useHolidays } from '../api';
import { HolidayDialog } from '../components/holiday-dialog';
import { HolidayImportDialog } from '../components/holiday-import-dialog';
import { holidayTypeLabel, yearsAround } from '../lib/labels';

const PAGE_SIZE = 25;

/** /view-marked-holidays: the company's holidays by year, type and text; edit and delete with the permissions held. */
export function HolidaysPage() {
  const { t, i18n } = useTranslation('routines');
  const permissions = useSession((s) => s.permissions);
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(permissions, `routines.holidays:${action}`);
  const [params, setParams] = useQueryParams();
  const thisYear = new Date().getFullYear();
  const year = params.get('year') ?? String(thisYear);
  const type = (params.get('type') ?? '') as HolidayType | '';
  const q = params.get('q') ?? '';
  const branchId = params.get('branch') ?? '';
  const branches = useBranches();
  const page = Number(params.get('page') ?? '1') || 1;
  const sort: SortState = params.get('sort') === '-date' ? { key: 'date', direction: 'desc' } : { key: 'date', direction: 'asc' };
  const filters = {
    sort: sort.direction === 'desc' ? ('-date' as const) : ('date' as const),
    ...(year !== 'all' ? { year: Number(year) } : {}),
    ...(type ? { type } : {}),
    ...(branchId ? { branchId } : {}),
    ...(q ? { q } : {}),
  };
  const holidays = useHolidays({ page, pageSize: PAGE_SIZE, ...filters });
  const remove = useDeleteHoliday();
  const [editing, setEditing] = useState<Holiday | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<number | null>(null);
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');
  const date = (h: Holiday) => formatDate(h.date, i18n.language, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const filtered = type !== '' || branchId !== '' || q !== '' || year !== String(thisYear);

  return (
    <div data-testid="routines-holidays">
      <PageHeader
        title={t('screens.markedHolidays')}
        description={t('holidays.listDescription')}
        actions={
          can('create') && (
            <>
              <button type="button" className={buttonSecondary} onClick={() => setImporting(true)} data-testid="holidays-import">
                <FileUp className="size-4" aria-hidden="true" />
                {t('import.button')}
              </button>
              <Link to="/mark_holidays" className={buttonPrimary}>
                <CalendarPlus className="size-4" aria-hidden="true" />
                {t('screens.markHolidays')}
              </Link>
            </>
          )
        }
      />
      <p role="status" className="mb-3 text-sm font-medium text-success empty:hidden" data-testid="holidays-imported">
        {imported !== null ? t('import.done', { count: imported }) : ''}
      </p>
      <FilterBar
        className="mb-4"
        search={<SearchInput value={q} onChange={(v) => setParams({ q: v, page: null })} label={t('holidays.search')} />}
        actions={
          <ExportMenu
            href={(format) => holidaysExportPath(filters, format, i18n.language)}
            fileName={(format) => `holidays${year === 'all' ? '' : `-${year}`}.${format}`}
          />
        }
        activeCount={(type ? 1 : 0) + (branchId ? 1 : 0) + (year !== String(thisYear) ? 1 : 0)}
        onClear={filtered ? () => setParams({ q: null, type: null, branch: null, year: null, page: null }) : undefined}
      >
        <FilterSelect
          label={t('holidays.year')}
          value={year === 'all' ? '' : year}
          onChange={(v) => setParams({ year: v === '' ? 'all' : v === String(thisYear) ? null : v, page: null })}
          allLabel={t('holidays.allYears')}
          options={yearsAround(thisYear).map((y) => ({ value: String(y), label: String(y) }))}
          testId="holidays-year"
        />
        <FilterSelect
          label={t('holidays.type')}
          value={type}
          onChange={(v) => setParams({ type: v, page: null })}
          allLabel={t('holidays.allTypes')}
          options={HolidayTypes.map((value) => ({ value, label: holidayTypeLabel(t, value) }))}
          testId="holidays-type"
        />
        {(branches.data?.length ?? 0) > 0 && (
          <FilterSelect
            label={t('holidays.branch')}
            value={branchId}
            onChange={(v) => setParams({ branch: v, page: null })}
            allLabel={t('holidays.allBranches')}
            options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            testId="holidays-branch"
          />
        )}
      </FilterBar>
      <DataTable<Holiday>
        caption={t('screens.markedHolidays')}
        testId="holidays-table"
        rows={holidays.data?.items}
        rowKey={(h) => h.id}
        status={holidays.status}
        fetching={holidays.isFetching}
        errorMessage={holidays.error ? errorText(holidays.error) : undefined}
        onRetry={() => void holidays.refetch()}
        sort={sort}
        onSortChange={(s) => setParams({ sort: s.direction === 'desc' ? '-date' : null, page: null })}
        columns={[
          { key: 'date', header: t('holidays.date'), cell: date, sortable: true, rowHeader: true, className: 'whitespace-nowrap' },
          { key: 'description', header: t('holidays.description'), cell: (h) => h.description },
          { key: 'type', header: t('holidays.type'), cell: (h) => <Badge tone="primary">{holidayTypeLabel(t, h.type)}</Badge> },
          { key: 'branch', header: t('holidays.branch'), cell: (h) => h.branchName ?? t('holidays.wholeCompany'), hideBelow: 'md' },
        ]}
        pagination={
          holidays.data
            ? { page, pageSize: PAGE_SIZE, total: holidays.data.total, onPageChange: (p) => setParams({ page: String(p) }) }
            : undefined
        }
        rowActionsLabel={t('actions.label')}
        rowActions={
          can('update') || can('delete')
            ? (h) => (
                <>
                  {can('update') && (
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t('actions.editNamed', { name: date(h) })}
                      onClick={() => setEditing(h)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </button>
                  )}
                  {can('delete') && (
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t('actions.deleteNamed', { name: date(h) })}
                      onClick={() => setDeleting(h)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  )}
                </>
              )
            : undefined
        }
        empty={<p className="py-6 text-center text-sm text-ink-muted">{filtered ? t('holidays.noMatch') : t('holidays.empty')}</p>}
      />
      {importing && <HolidayImportDialog onClose={() => setImporting(false)} onImported={setImported} />}
      {editing && <HolidayDialog holiday={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('holidays.deleteTitle')}
          message={t('holidays.deleteConfirm', { date: date(deleting), name: deleting.description })}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
          errorText={errorText}
        />
      )}
    </div>
  );
}
