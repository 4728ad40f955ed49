import { toProblem } from '../../../shared/lib/api-problem';
import type { DirectoryEntry } from '@hcims/contracts/people';
import { Mail, Phone, Printer, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../shared/lib/router';
import { useCompanySetup } from '../../../shared/lib/company-setup';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/spinner';
import { DataTable, ExportMenu, FilterBar, FilterSelect, PageHeader, SearchInput, type DataTableColumn } from '../../../shared/ui/table';
import { directoryExportPath, fetchDirectory, problemText, useBranches, useDirectory } from '../api';
import { EmployeeAvatar, PrintDirectory, useCan, usePrintAll, usePagedList } from '../components';
import { Ltr } from '../../../shared/ui/ltr';

const keys = ['q', 'department', 'branch', 'sort', 'page', 'size'] as const;
const sortFields = ['name', 'departmentName', 'designationName'] as const;
const PRINT_PAGE = 200;
const PRINT_MAX_PAGES = 10;

/** /Employee_Contact_Directory: work contacts of current staff, searchable, printable and exportable. */
export function ContactDirectoryPage() {
  const { t, i18n } = useTranslation('people');
  const can = useCan();
  const { params, setParams, page, pageSize, sortParam, tableProps } = usePagedList(keys, sortFields, { key: 'name', direction: 'asc' });
  const departments = useCompanySetup((s) => s.departments);
  const branches = useBranches(can('org.company:read'));
  const filters = {
    q: params.q || undefined,
    departmentId: params.department || undefined,
    branchId: params.branch || undefined,
    sort: sortParam as never,
  };
  const list = useDirectory({ ...filters, page, pageSize });
  const printing = usePrintAll(async () => {
    const rows: DirectoryEntry[] = [];
    for (let p = 1; p <= PRINT_MAX_PAGES; p++) {
      const chunk = await fetchDirectory({ ...filters, page: p, pageSize: PRINT_PAGE });
      rows.push(...chunk.items);
      if (rows.length >= chunk.total) break;
    }
    return rows;
  });
  const filtered = !!(params.q || params.department || params.branch);
  const filterText = [
    params.q && t('directories.printSearch', { q: params.q }),
    departments.find((d) => d.id === params.department)?.name,
    branches.data?.find((b) => b.id === params.branch)?.name,
  ]
    .filter(Boolean)
    .join(' · ');

  const contact = (href: string, icon: ReactNode, text: string, label: string) => (
    <a
      href={href}
      className="inline-flex items-center gap-1.5 whitespace-nowrap text-ink hover:text-primary-ink hover:underline"
      aria-label={label}
    >
      {icon}
      <Ltr>{text}</Ltr>
    </a>
  );
  const columns: DataTableColumn<DirectoryEntry>[] = [
    {
      key: 'name',
      header: t('directories.columns.name'),
      sortable: true,
      rowHeader: true,
      cell: (r) => (
        <div className="flex min-w-48 items-center gap-3">
          <EmployeeAvatar name={r.name} photoUrl={r.photoUrl} />
          <div className="min-w-0">
            <Link to={`/employee-details?id=${r.id}`} className="font-semibold text-ink hover:text-primary-ink hover:underline">
              {r.name}
            </Link>
            <p className="truncate text-xs text-ink-muted">{r.designationName}</p>
          </div>
        </div>
      ),
    },
    { key: 'departmentName', header: t('directories.columns.department'), sortable: true, hideBelow: 'sm', cell: (r) => r.departmentName },
    {
      key: 'email',
      header: t('directories.columns.email'),
      cell: (r) =>
        contact(
          `mailto:${r.workEmail}`,
          <Mail className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />,
          r.workEmail,
          t('directories.emailTo', { name: r.name, email: r.workEmail }),
        ),
    },
    {
      key: 'phone',
      header: t('directories.columns.phone'),
      hideBelow: 'md',
      cell: (r) =>
        r.workPhone &&
        contact(
          `tel:${r.workPhone.replace(/[^\d+]/g, '')}`,
          <Phone className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />,
          r.workPhone,
          t('directories.call', { name: r.name, number: r.workPhone }),
        ),
    },
    {
      key: 'mobile',
      header: t('directories.columns.mobile'),
      hideBelow: 'xl',
      cell: (r) =>
        r.mobilePhone &&
        contact(
          `tel:${r.mobilePhone.replace(/[^\d+]/g, '')}`,
          <Smartphone className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />,
          r.mobilePhone,
          t('directories.call', { name: r.name, number: r.mobilePhone }),
        ),
    },
    {
      key: 'location',
      header: t('directories.columns.location'),
      hideBelow: 'xl',
      cell: (r) => [r.branchName, r.workLocation].filter(Boolean).join(' · '),
    },
  ];

  return (
    <div data-testid="contact-directory" data-printable="">
      <div className="print:hidden">
        <PageHeader
          title={t('directories.contact.title')}
          description={t('directories.contact.description')}
          actions={
            <button
              type="button"
              className={buttonSecondary}
              onClick={printing.print}
              disabled={printing.busy}
              data-testid="print-directory-button"
            >
              {printing.busy ? <Spinner size={16} /> : <Printer className="size-4" aria-hidden="true" />}
              {t('directories.print')}
            </button>
          }
        />
        {printing.failed && (
          <p role="alert" className="mb-3 text-sm text-danger">
            {t('directories.printFailed')}
          </p>
        )}
        <FilterBar
          className="mb-4"
          search={
            <SearchInput
              value={params.q}
              onChange={(q) => setParams({ q })}
              label={t('directories.contact.search')}
              testId="directory-search"
            />
          }
          actions={
            <ExportMenu
              href={(format) => directoryExportPath(filters, format, i18n.language)}
              fileName={(format) => `contact-directory.${format}`}
            />
          }
          activeCount={[params.department, params.branch].filter(Boolean).length}
          onClear={filtered ? () => setParams({ q: null, department: null, branch: null }) : undefined}
        >
          <FilterSelect
            label={t('employees.filters.department')}
            allLabel={t('employees.filters.all')}
            value={params.department}
            onChange={(department) => setParams({ department })}
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
          />
          {branches.data && branches.data.length > 0 && (
            <FilterSelect
              label={t('employees.filters.branch')}
              allLabel={t('employees.filters.all')}
              value={params.branch}
              onChange={(branch) => setParams({ branch })}
              options={branches.data.map((b) => ({ value: b.id, label: b.name }))}
            />
          )}
        </FilterBar>
        <DataTable
          testId="directory-table"
          caption={t('directories.contact.title')}
          columns={columns}
          rowKey={(r) => r.id}
          {...tableProps(list, list.error ? problemText(t, toProblem(list.error)) : undefined, [25, 50, 100, 200])}
        />
      </div>
      {printing.rows && <PrintDirectory rows={printing.rows} title={t('directories.contact.title')} filters={filterText} />}
    </div>
  );
}
