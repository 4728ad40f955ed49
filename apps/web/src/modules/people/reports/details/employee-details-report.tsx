import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { Badge, Card, DataTable } from '../../../../shared/ui/table';
import { LoadState, ReportExportMenu } from '../components';
import { formatDate, formatDateTime, formatNumber } from '../lib';
import { useEmployeeDetailsReport } from './details-api';
import { Facts, PersonalSections, SensitiveSection } from './details-sections';
import './print.css';
import { Ltr } from '../../../../shared/ui/ltr';

const statusTone = { active: 'success', invited: 'primary', on_leave: 'warning', terminated: 'danger' } as const;

/** One employee's full profile as a printable report: job, contact, personal, sensitive (with permission), history, documents. */
export function EmployeeDetailsReport({ id }: { id: string }) {
  const { t, i18n } = useTranslation('people');
  const lng = i18n.language;
  const report = useEmployeeDetailsReport(id);

  useEffect(() => {
    document.body.classList.add('printing-report');
    return () => document.body.classList.remove('printing-report');
  }, []);

  return (
    <LoadState query={report} scope="reports">
      {report.data &&
        (() => {
          const r = report.data;
          const e = r.employee;
          const name = `${e.preferredName ?? e.firstName} ${e.lastName}`;
          return (
            <div className="flex flex-col gap-5" data-testid="employee-details-report">
              <Card>
                <div className="flex flex-wrap items-start gap-4">
                  <span
                    className="grid size-16 shrink-0 place-items-center rounded-2xl bg-primary-soft text-xl font-semibold text-primary-ink"
                    aria-hidden="true"
                  >
                    {e.firstName[0]}
                    {e.lastName[0]}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h2 className="text-xl font-semibold text-ink" data-testid="details-name">
                      {name}
                    </h2>
                    <p className="text-sm text-ink-muted">
                      {e.designationName} · {e.departmentName}
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <Badge tone={statusTone[e.status]}>{t(`reports.values.status.${e.status}`)}</Badge>
                      {e.employeeNumber && (
                        <Badge>
                          <Ltr>{e.employeeNumber}</Ltr>
                        </Badge>
                      )}
                    </div>
                  </div>
                  <div className="flex flex-wrap items-start gap-2 print:hidden">
                    <button type="button" className={buttonSecondary} onClick={() => window.print()}>
                      <Printer className="size-4" aria-hidden="true" />
                      {t('detailsReport.print')}
                    </button>
                    <ReportExportMenu
                      path={`/people/reports/employee-details/${id}/export`}
                      title={t('detailsReport.exportTitle', { name })}
                    />
                  </div>
                </div>
                <p className="mt-3 text-xs text-ink-muted">{t('detailsReport.generated', { date: formatDateTime(r.generatedAt, lng) })}</p>
              </Card>

              <Card title={t('detailsReport.sections.job')} as="h2">
                <Facts
                  items={[
                    [t('detailsReport.fields.department'), e.departmentName],
                    [t('detailsReport.fields.designation'), e.designationName],
                    [t('detailsReport.fields.manager'), e.managerName],
                    [t('detailsReport.fields.branch'), e.branchName],
                    [t('detailsReport.fields.workLocation'), e.workLocation],
                    [t('detailsReport.fields.employmentType'), t(`reports.values.employmentType.${e.employmentType}`)],
                    [t('detailsReport.fields.hireDate'), formatDate(e.hireDate, lng)],
                    [
                      t('detailsReport.fields.tenure'),
                      r.tenure &&
                        t('detailsReport.tenureValue', {
                          years: formatNumber(r.tenure.years, lng),
                          months: formatNumber(r.tenure.months, lng),
                        }),
                    ],
                    [t('detailsReport.fields.terminationDate'), formatDate(r.termination?.terminationDate ?? e.terminationDate, lng)],
                    ...(r.termination
                      ? ([
                          [
                            t('detailsReport.fields.terminationType'),
                            t(`terminate.types.${r.termination.type}`, { defaultValue: r.termination.type }),
                          ],
                          [t('detailsReport.fields.terminationReason'), r.termination.reason],
                        ] as const)
                      : []),
                    [t('detailsReport.fields.account'), t(`detailsReport.account.${e.accountStatus}`)],
                  ]}
                />
              </Card>

              <div className="grid gap-5 lg:grid-cols-2">
                <PersonalSections employee={e} />
              </div>
              <SensitiveSection employee={e} />
              {!r.sensitiveIncluded && <p className="text-xs text-ink-muted">{t('detailsReport.sensitiveHidden')}</p>}

              <Card title={t('detailsReport.sections.directReports', { count: r.directReports.length })} as="h2">
                {r.directReports.length === 0 ? (
                  <p className="text-sm text-ink-muted">{t('detailsReport.noDirectReports')}</p>
                ) : (
                  <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                    {r.directReports.map((d) => (
                      <li key={d.id} className="rounded-lg border border-line px-3 py-2 text-sm">
                        <span className="block font-medium text-ink">{d.name}</span>
                        <span className="block text-xs text-ink-muted">{d.designationName}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>

              <Card title={t('detailsReport.sections.history')} as="h2" bodyClassName="p-0 sm:p-4">
                <DataTable
                  caption={t('detailsReport.sections.history')}
                  rows={r.jobHistory}
                  rowKey={(h) => h.id}
                  status="success"
                  stickyHeader={false}
                  columns={[
                    { key: 'date', header: t('detailsReport.history.date'), cell: (h) => formatDate(h.effectiveOn, lng), rowHeader: true },
                    { key: 'field', header: t('detailsReport.history.field'), cell: (h) => t(`detailsReport.history.fields.${h.field}`) },
                    { key: 'from', header: t('detailsReport.history.from'), cell: (h) => h.from ?? '—', hideBelow: 'sm' },
                    { key: 'to', header: t('detailsReport.history.to'), cell: (h) => h.to ?? '—' },
                    { key: 'by', header: t('detailsReport.history.by'), cell: (h) => h.changedBy, hideBelow: 'md' },
                  ]}
                  empty={<p className="py-4 text-center text-sm text-ink-muted">{t('detailsReport.noHistory')}</p>}
                />
              </Card>

              {
                <Card title={t('detailsReport.sections.documents')} as="h2" bodyClassName="p-0 sm:p-4">
                  <DataTable
                    caption={t('detailsReport.sections.documents')}
                    rows={r.documents}
                    rowKey={(d) => d.id}
                    status="success"
                    stickyHeader={false}
                    columns={[
                      { key: 'title', header: t('detailsReport.documents.title'), cell: (d) => d.title, rowHeader: true },
                      {
                        key: 'category',
                        header: t('detailsReport.documents.category'),
                        cell: (d) => t(`detailsReport.documents.categories.${d.category}`),
                      },
                      { key: 'expires', header: t('detailsReport.documents.expires'), cell: (d) => formatDate(d.expiresOn, lng) || '—' },
                      {
                        key: 'uploaded',
                        header: t('detailsReport.documents.uploaded'),
                        cell: (d) => formatDate(d.uploadedAt.slice(0, 10), lng),
                        hideBelow: 'md',
                      },
                    ]}
                    empty={<p className="py-4 text-center text-sm text-ink-muted">{t('detailsReport.noDocuments')}</p>}
                  />
                </Card>
              }
            </div>
          );
        })()}
    </LoadState>
  );
}
