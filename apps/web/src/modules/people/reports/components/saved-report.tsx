import { ArrowLeft, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../../shared/lib/router';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { Card, PageHeader } from '../../../../shared/ui/table';
import { useSavedReport, useSavedReportRun } from '../api';
import { formatDateTime } from '../lib';
import { LoadState } from './load-state';
import { ReportExportMenu } from './export-buttons';
import { ReportResultPanel } from './report-result';

/** A saved report run as saved: its owner's definition, in the viewer's scope; refused, by field, when it names sensitive data the viewer may not see. */
export function SavedReportView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('people');
  const report = useSavedReport(id);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const run = useSavedReportRun(id, page, pageSize);
  const back = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-ink hover:underline"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('reports.backToHub')}
    </button>
  );
  return (
    <div data-testid="saved-report">
      <LoadState query={report} scope="reports">
        {report.data && (
          <>
            <PageHeader
              before={back}
              title={report.data.name}
              description={
                report.data.description ||
                t('reports.savedBy', { name: report.data.owner.name, date: formatDateTime(report.data.updatedAt, i18n.language) })
              }
              actions={
                <>
                  {report.data.mine && (
                    <Link to={`/config_reports?saved=${report.data.id}`} className={buttonSecondary}>
                      <Wrench className="size-4" aria-hidden="true" />
                      {t('reports.edit')}
                    </Link>
                  )}
                  <ReportExportMenu path={`/saved-reports/${report.data.id}/export`} title={report.data.name} />
                </>
              }
            />
            <Card>
              <ReportResultPanel
                query={run}
                caption={report.data.name}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </Card>
          </>
        )}
      </LoadState>
    </div>
  );
}
