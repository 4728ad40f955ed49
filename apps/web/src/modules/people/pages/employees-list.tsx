import { toProblem } from '../../../shared/lib/api-problem';
import type { EmployeeListItem } from '@hcims/contracts/people';
import { EmployeeSortFields } from '@hcims/contracts/people';
import { Eye, Pencil, Upload, UserMinus, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useCompanySetup } from '../../../shared/lib/company-setup';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { Link } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { employeeExportPath, problemText, useBranches, useEmployees } from '../api';
import { EmployeeAvatar, EmployeeStatusBadge, formatDate, personName, useCan, usePagedList } from '../components';
import { DataTable, ExportMenu, FilterBar, FilterSelect, PageHeader, SearchInput, type DataTableColumn } from '../../../shared/ui/table';
import { Ltr } from '../../../shared/ui/ltr';
import { PeopleSearchField } from '../../../shared/ui/form';
import { employeeListKeys, employeeListQuery, employeeListSort, employeeStatuses } from './employees-list-query';

/** The people list of /edit_employee: the caller's scope, searched, filtered, sorted and paged by the server. */
export function EmployeesList() {
  const { t, i18n } = useTranslation('people');
  const permissions = useSession((s) => s.permissions);
  const can = useCan();
  const { params, setParams, tableProps } = usePagedList(employeeListKeys, EmployeeSortFields, employeeListSort);
  const departments = useCompanySetup((s) => s.departments);
  const designations = useCompanySetup((s) => s.designations);
  const branches = useBranches(can('org.company:read'));

  const query = employeeListQuery(params);
  const list = useEmployees(query);

  const managerChoices = useEmployeeChoices({ managers: true, chosen: [params.manager] });
  const managers = useMemo(() => managerChoices.people.map((p) => ({ value: p.id, label: p.name })), [managerChoices.people]);
  const designationOptions = designations
    .filter((d) => !params.department || d.departmentId === params.department)
    .map((d) => ({ value: d.id, label: d.name }));
  const filtered = !!(params.q || params.department || params.designation || params.manager || params.status || params.branch);

  const columns: DataTableColumn<EmployeeListItem>[] = [
    {
      key: 'lastName',
      header: t('employees.columns.name'),
      sortable: true,
      rowHeader: true,
      cell: (e) => {
        const name = personName(e);
        return (
          <div className="flex min-w-52 items-center gap-3">
            <EmployeeAvatar name={name} photoUrl={e.photoUrl} />
            <div className="min-w-0">
              <Link to={`/employee-details?id=${e.id}`} className="font-semibold text-ink hover:text-primary-ink hover:underline">
                {name}
              </Link>
              <p className="truncate text-xs text-ink-muted">
                {e.managerName ? t('employees.reportsTo', { name: e.managerName }) : <Ltr>{e.workEmail}</Ltr>}
              </p>
            </div>
          </div>
        );
      },
    },
    {
      key: 'employeeNumber',
      header: t('employees.columns.number'),
      sortable: true,
      hideBelow: 'md',
      cell: (e) => (e.employeeNumber ? <Ltr>{e.employeeNumber}</Ltr> : ''),
    },
    { key: 'departmentName', header: t('employees.columns.department'), sortable: true, cell: (e) => e.departmentName },
    { key: 'designationName', header: t('employees.columns.designation'), sortable: true, hideBelow: 'sm', cell: (e) => e.designationName },
    { key: 'branch', header: t('employees.columns.branch'), hideBelow: 'xl', cell: (e) => e.branchName ?? '' },
    {
      key: 'hireDate',
      header: t('employees.columns.hireDate'),
      sortable: true,
      hideBelow: 'md',
      className: 'whitespace-nowrap',
      cell: (e) => formatDate(e.hireDate, i18n.language),
    },
    {
      key: 'status',
      header: t('employees.columns.status'),
      cell: (e) => <EmployeeStatusBadge status={e.status} terminationDate={e.terminationDate} />,
    },
  ];

  const rowActions = (e: EmployeeListItem) => {
    const name = personName(e);
    return (
      <>
        <Link
          to={`/employee-details?id=${e.id}`}
          className={iconButton}
          aria-label={t('employees.actions.view', { name })}
          title={t('employees.actions.viewShort')}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        {can('people.employees:update') && (
          <Link
            to={`/edit_employee?edit=${e.id}`}
            className={iconButton}
            aria-label={t('employees.actions.edit', { name })}
            title={t('employees.actions.editShort')}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Link>
        )}
        {can('people.terminations:create') && e.status !== 'terminated' && !e.terminationDate && (
          <Link
            to={`/terminate_employee?employee=${e.id}`}
            className={`${iconButton} hover:text-danger`}
            aria-label={t('employees.actions.terminate', { name })}
            title={t('employees.actions.terminateShort')}
          >
            <UserMinus className="size-4" aria-hidden="true" />
          </Link>
        )}
      </>
    );
  };

  const canImport = ['company', 'group'].includes(permissions?.['people.employees:create'] ?? '');
  const problem = list.error ? toProblem(list.error) : null;

  return (
    <div data-testid="employees-page">
      <PageHeader
        title={t('employees.title')}
        description={t('employees.description')}
        actions={
          <>
            {canImport && can('people.employees:create') && (
              <Link to="/edit_employee?import" className={buttonSecondary} data-testid="open-import">
                <Upload className="size-4" aria-hidden="true" />
                {t('employees.import')}
              </Link>
            )}
            {can('people.employees:create') && (
              <Link to="/edit_employee?new" className={buttonPrimary} data-testid="add-employee">
                <UserPlus className="size-4" aria-hidden="true" />
                {t('employees.add')}
              </Link>
            )}
          </>
        }
      />
      <FilterBar
        className="mb-4"
        search={<SearchInput value={params.q} onChange={(q) => setParams({ q })} label={t('employees.search')} testId="employee-search" />}
        actions={
          <ExportMenu href={(format) => employeeExportPath(query, format, i18n.language)} fileName={(format) => `employees.${format}`} />
        }
        activeCount={[params.department, params.designation, params.manager, params.status, params.branch].filter(Boolean).length}
        onClear={
          filtered
            ? () => setParams({ q: null, department: null, designation: null, manager: null, status: null, branch: null })
            : undefined
        }
      >
        <FilterSelect
          label={t('employees.filters.department')}
          allLabel={t('employees.filters.all')}
          value={params.department}
          onChange={(department) => setParams({ department, designation: null })}
          options={departments.map((d) => ({ value: d.id, label: d.name }))}
          testId="filter-department"
        />
        <FilterSelect
          label={t('employees.filters.designation')}
          allLabel={t('employees.filters.all')}
          value={params.designation}
          onChange={(designation) => setParams({ designation })}
          options={designationOptions}
          testId="filter-designation"
        />
        <PeopleSearchField choices={managerChoices} />
        <FilterSelect
          label={t('employees.filters.manager')}
          allLabel={t('employees.filters.all')}
          value={params.manager}
          onChange={(manager) => setParams({ manager })}
          options={managers}
          testId="filter-manager"
        />
        <FilterSelect
          label={t('employees.filters.status')}
          allLabel={t('employees.filters.current')}
          value={params.status}
          onChange={(status) => setParams({ status })}
          options={employeeStatuses.map((s) => ({ value: s, label: t(`employees.status.${s}`) }))}
          testId="filter-status"
        />
        {branches.data && branches.data.length > 0 && (
          <FilterSelect
            label={t('employees.filters.branch')}
            allLabel={t('employees.filters.all')}
            value={params.branch}
            onChange={(branch) => setParams({ branch })}
            options={branches.data.map((b) => ({ value: b.id, label: b.name }))}
            testId="filter-branch"
          />
        )}
      </FilterBar>
      <DataTable
        testId="employees-table"
        caption={t('employees.caption')}
        columns={columns}
        rowKey={(e) => e.id}
        rowData={(e) => ({ 'data-employee': e.workEmail })}
        rowActions={rowActions}
        empty={
          filtered ? undefined : (
            <p className="py-8 text-center text-sm text-ink-muted" data-testid="employees-empty">
              {t('employees.empty')}
            </p>
          )
        }
        {...tableProps(list, problem ? problemText(t, problem) : undefined)}
      />
    </div>
  );
}
