import { STANDARD_REPORT_KEYS, type StandardReportKey } from '@hcims/contracts/people';
import { Wrench } from 'lucide-react';
import { Link } from '../../../shared/lib/router';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { Card, PageHeader } from '../../../shared/ui/table';
import { LoadState, ReportCatalogue, SavedReportsTable, SavedReportView, StandardReport, useQueryParams, useReportHub } from '../reports';

const isStandard = (key: string | null): key is StandardReportKey => !!key && (STANDARD_REPORT_KEYS as readonly string[]).includes(key);

/** /reports_pages: the report hub (?report=<key> runs a ready-made report, ?saved=<id> a saved one). */
export function ReportsPage() {
  const { t } = useTranslation('people');
  const permissions = useSession((s) => s.permissions);
  const canBuild = hasPermission(permissions, 'people.reports:create');
  const [params, setParams] = useQueryParams();
  const hub = useReportHub();
  const reportKey = params.get('report');
  const savedId = params.get('saved');
  const back = () => setParams({ report: null, saved: null }, { push: true });

  if (isStandard(reportKey)) return <StandardReport key={reportKey} reportKey={reportKey} onBack={back} />;
  if (savedId) return <SavedReportView key={savedId} id={savedId} onBack={back} />;

  return (
    <div className="mx-auto max-w-7xl" data-testid="reports-hub">
      <PageHeader
        title={t('screens.reports')}
        description={t('reports.hubDescription')}
        actions={
          canBuild && (
            <Link to="/config_reports" className={buttonPrimary}>
              <Wrench className="size-4" aria-hidden="true" />
              {t('reports.build')}
            </Link>
          )
        }
      />
      <LoadState query={hub} scope="reports">
        {hub.data && (
          <div className="flex flex-col gap-8">
            <ReportCatalogue hub={hub.data} canBuild={canBuild} onOpen={(key) => setParams({ report: key }, { push: true })} />
            <Card title={t('reports.savedTitle')}>
              <SavedReportsTable onRun={(id) => setParams({ saved: id }, { push: true })} />
            </Card>
          </div>
        )}
      </LoadState>
    </div>
  );
}
