import type { StandardReportKey } from '@hcims/contracts/people';
import { ArrowLeft, Wrench } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useCompanySetup } from '../../../../shared/lib/company-setup';
import { Link } from '../../../../shared/lib/router';
import { hasPermission, useSession } from '../../../../shared/lib/session';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { Card, FilterSelect, PageHeader } from '../../../../shared/ui/table';
import { standardQuery, useStandardReport, type StandardParams } from '../api';
import { intlLocale } from '../lib';
import { ReportExportMenu } from './export-buttons';
import { ReportResultPanel } from './report-result';

/** Reports over a period the hub may change (the server's default: the last 12 months, this month or this year). */
const PERIOD: readonly StandardReportKey[] = [
  'joiners-by-month',
  'leavers-by-month',
  'lateness-this-month',
  'leave-taken-this-year',
  'claims-by-category',
  'task-completion-by-department',
];
const CELEBRATION: readonly StandardReportKey[] = ['birthdays', 'work-anniversaries'];

/** A ready-made report of the hub: its parameters, one page of rows, and exports of all of them. */
export function StandardReport({ reportKey, onBack }: { reportKey: StandardReportKey; onBack: () => void }) {
  const { t, i18n } = useTranslation('people');
  const permissions = useSession((s) => s.permissions);
  const departments = useCompanySetup((s) => s.departments);
  const [params, setParams] = useState<StandardParams>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const query = useStandardReport(reportKey, params, page, pageSize);
  const title = t(`reports.standard.${reportKey}.title`);
  const fromId = useId();
  const toId = useId();
  const update = (patch: StandardParams) => {
    setParams((p) => ({ ...p, ...patch }));
    setPage(1);
  };
  const months = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, i, 1)),
        ),
      })),
    [i18n.language],
  );
  const departmentChoices = useMemo(
    () => [...departments].map((d) => ({ value: d.id, label: d.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [departments],
  );
  const dateInput = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink';

  return (
    <div data-testid={`standard-report-${reportKey}`}>
      <PageHeader
        before={
          <button
            type="button"
            onClick={onBack}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-ink hover:underline"
          >
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('reports.backToHub')}
          </button>
        }
        title={title}
        description={t(`reports.standard.${reportKey}.description`)}
        actions={
          <>
            {hasPermission(permissions, 'people.reports:create') && (
              <Link to={`/config_reports?from=${reportKey}`} className={buttonSecondary}>
                <Wrench className="size-4" aria-hidden="true" />
                {t('reports.openInBuilder')}
              </Link>
            )}
            <ReportExportMenu path={`/reports/standard/${reportKey}/export`} title={title} extraQuery={standardQuery(params)} />
          </>
        }
      />
      <Card>
        <div
          role="search"
          aria-label={t('reports.parameters')}
          className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          {PERIOD.includes(reportKey) && (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor={fromId} className="text-xs font-medium text-ink-muted">
                  {t('reports.from')}
                </label>
                <input
                  id={fromId}
                  type="date"
                  className={dateInput}
                  value={params.from ?? ''}
                  onChange={(e) => update({ from: e.target.value || undefined })}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={toId} className="text-xs font-medium text-ink-muted">
                  {t('reports.to')}
                </label>
                <input
                  id={toId}
                  type="date"
                  className={dateInput}
                  value={params.to ?? ''}
                  onChange={(e) => update({ to: e.target.value || undefined })}
                />
              </div>
            </>
          )}
          {CELEBRATION.includes(reportKey) && (
            <FilterSelect
              label={t('reports.month')}
              value={params.month ?? ''}
              onChange={(v) => update({ month: v || undefined })}
              allLabel={t('reports.allMonths')}
              options={months}
            />
          )}
          <FilterSelect
            label={t('reports.fields.departmentName')}
            value={params.departmentId ?? ''}
            onChange={(v) => update({ departmentId: v || undefined })}
            allLabel={t('reports.allDepartments')}
            options={departmentChoices}
          />
        </div>
        <ReportResultPanel
          query={query}
          caption={title}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Card>
    </div>
  );
}
