import { toProblem } from '../../../shared/lib/api-problem';
import type { Termination } from '@hcims/contracts/people';
import { TerminationTypeSchema } from '@hcims/contracts/people';
import { ClipboardCheck, RotateCcw, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, iconButton } from '../../../shared/ui/button-styles';
import { Badge, DataTable, FilterBar, FilterSelect, PageHeader, SearchInput, type DataTableColumn } from '../../../shared/ui/table';
import { problemText, useTerminations, type TerminationListParams } from '../api';
import { checklistLabel, formatDate, TerminateDialog, TerminationDialog, UndoDialog, useCan, usePagedList } from '../components';
import { Ltr } from '../../../shared/ui/ltr';

const keys = ['q', 'type', 'effective', 'sort', 'page', 'size', 'employee'] as const;
const sortFields = ['terminationDate', 'employeeName', 'recordedAt'] as const;

/**
 * /terminate_employee: record a termination (date, type, reason, offboarding checklist; access
 * ends when the day is over), the list of former staff and terminations to come, the checklist
 * of each, and undo. `?employee=<id>` opens the form for that employee (from the employee list).
 */
export function TerminatePage() {
  const { t, i18n } = useTranslation('people');
  const can = useCan();
  const { params, setParams, page, pageSize, sortParam, tableProps } = usePagedList(keys, sortFields, {
    key: 'terminationDate',
    direction: 'desc',
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Termination | null>(null);
  const [undoing, setUndoing] = useState<Termination | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const dialogOpen = formOpen || !!params.employee;

  const query: TerminationListParams = {
    q: params.q || undefined,
    type: (TerminationTypeSchema.options as readonly string[]).includes(params.type) ? (params.type as Termination['type']) : undefined,
    effective: params.effective === 'former' ? true : params.effective === 'upcoming' ? false : undefined,
    sort: sortParam,
    page,
    pageSize,
  };
  const list = useTerminations(query);
  const filtered = !!(params.q || params.type || params.effective);

  const columns: DataTableColumn<Termination>[] = [
    {
      key: 'employeeName',
      header: t('terminate.columns.employee'),
      sortable: true,
      rowHeader: true,
      cell: (x) => (
        <div className="min-w-44">
          <Link to={`/employee-details?id=${x.employeeId}`} className="font-semibold text-ink hover:text-primary-ink hover:underline">
            {x.employeeName}
          </Link>
          <p className="text-xs text-ink-muted">
            {x.employeeNumber && (
              <>
                <Ltr>{x.employeeNumber}</Ltr>
                {x.designationName && ' · '}
              </>
            )}
            {x.designationName}
          </p>
        </div>
      ),
    },
    { key: 'department', header: t('terminate.columns.department'), hideBelow: 'md', cell: (x) => x.departmentName },
    {
      key: 'terminationDate',
      header: t('terminate.columns.date'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (x) => formatDate(x.terminationDate, i18n.language),
    },
    { key: 'type', header: t('terminate.columns.type'), hideBelow: 'sm', cell: (x) => t(`terminate.types.${x.type}`) },
    {
      key: 'checklist',
      header: t('terminate.columns.checklist'),
      hideBelow: 'lg',
      cell: (x) => {
        const done = x.checklist.filter((i) => i.done).length;
        const open = x.checklist.filter((i) => !i.done).map((i) => checklistLabel(t, i));
        return (
          <span title={open.join('\n')} className="whitespace-nowrap">
            {t('terminate.checklistProgress', { done, total: x.checklist.length })}
          </span>
        );
      },
    },
    {
      key: 'status',
      header: t('terminate.columns.status'),
      cell: (x) =>
        x.effective ? (
          <Badge tone="danger">{t('terminate.status.left')}</Badge>
        ) : (
          <Badge tone="warning">{t('terminate.status.leaving')}</Badge>
        ),
    },
  ];

  const rowActions = (x: Termination) => (
    <>
      <button
        type="button"
        className={iconButton}
        onClick={() => setEditing(x)}
        aria-label={t('terminate.actions.checklist', { name: x.employeeName })}
        title={t('terminate.actions.checklistShort')}
      >
        <ClipboardCheck className="size-4" aria-hidden="true" />
      </button>
      {can('people.terminations:delete') && (
        <button
          type="button"
          className={iconButton}
          onClick={() => setUndoing(x)}
          aria-label={t('terminate.actions.undo', { name: x.employeeName })}
          title={t('terminate.actions.undoShort')}
          data-testid="undo-termination"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
        </button>
      )}
    </>
  );

  const problem = list.error ? toProblem(list.error) : null;
  return (
    <div data-testid="terminate-page">
      <PageHeader
        title={t('terminate.title')}
        description={t('terminate.description')}
        actions={
          can('people.terminations:create') && (
            <button type="button" className={buttonPrimary} onClick={() => setFormOpen(true)} data-testid="open-terminate">
              <UserMinus className="size-4" aria-hidden="true" />
              {t('terminate.start')}
            </button>
          )
        }
      />
      {notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm text-ink"
          data-testid="terminate-notice"
        >
          {notice}
        </p>
      )}
      <FilterBar
        className="mb-4"
        search={<SearchInput value={params.q} onChange={(q) => setParams({ q })} label={t('terminate.search')} />}
        activeCount={[params.type, params.effective].filter(Boolean).length}
        onClear={filtered ? () => setParams({ q: null, type: null, effective: null }) : undefined}
      >
        <FilterSelect
          label={t('terminate.filters.type')}
          allLabel={t('employees.filters.all')}
          value={params.type}
          onChange={(type) => setParams({ type })}
          options={TerminationTypeSchema.options.map((v) => ({ value: v, label: t(`terminate.types.${v}`) }))}
        />
        <FilterSelect
          label={t('terminate.filters.when')}
          allLabel={t('employees.filters.all')}
          value={params.effective}
          onChange={(effective) => setParams({ effective })}
          options={[
            { value: 'former', label: t('terminate.filters.former') },
            { value: 'upcoming', label: t('terminate.filters.upcoming') },
          ]}
        />
      </FilterBar>
      <DataTable
        testId="terminations-table"
        caption={t('terminate.caption')}
        columns={columns}
        rowKey={(x) => x.id}
        rowData={(x) => ({ 'data-employee': x.employeeName })}
        rowActions={rowActions}
        empty={filtered ? undefined : <p className="py-8 text-center text-sm text-ink-muted">{t('terminate.empty')}</p>}
        {...tableProps(list, problem ? problemText(t, problem) : undefined)}
      />
      {dialogOpen && can('people.terminations:create') && (
        <TerminateDialog
          open
          employeeId={params.employee || null}
          onOpenChange={(open) => {
            if (open) return;
            setFormOpen(false);
            if (params.employee) setParams({ employee: null });
          }}
          onDone={(name) => {
            setFormOpen(false);
            setNotice(t('terminate.done', { name }));
            setParams({ employee: null });
          }}
        />
      )}
      {editing && <TerminationDialog termination={editing} canEdit={can('people.terminations:update')} onClose={() => setEditing(null)} />}
      {undoing && (
        <UndoDialog
          termination={undoing}
          onClose={() => setUndoing(null)}
          onDone={() => {
            setNotice(t('terminate.undone', { name: undoing.employeeName }));
            setUndoing(null);
          }}
        />
      )}
    </div>
  );
}
