import { Building2, Clock3, Landmark, MapPin } from 'lucide-react';
import { useState } from 'react';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Card, PageHeader, Tabs } from '../../../shared/ui/table';
import { useCompany } from '../api';
import { BranchesPanel, DetailsForm, HoursForm, LogoCard, StandardsForm, QueryState } from '../components';

/** /company_info: company details and logo, office hours and working days, currency and tax, branches. */
export function CompanyInfoPage() {
  const { t } = useTranslation('org');
  const permissions = useSession((s) => s.permissions);
  const canEdit = hasPermission(permissions, 'org.company:update');
  const company = useCompany();
  const [tab, setTab] = useState('details');
  const reload = () => void company.refetch();

  return (
    <div className="mx-auto max-w-6xl" data-testid="company-info-page">
      <PageHeader title={t('screens.companyInfo')} description={company.data ? company.data.name : t('company.description')} />
      <QueryState pending={company.isPending} error={company.error} onRetry={reload}>
        {company.data && (
          <Card>
            <Tabs
              label={t('company.tabsLabel')}
              value={tab}
              onValueChange={setTab}
              items={[
                {
                  id: 'details',
                  icon: Building2,
                  label: t('company.tabs.details'),
                  panel: () => (
                    <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
                      <LogoCard company={company.data} canEdit={canEdit} />
                      <DetailsForm company={company.data} canEdit={canEdit} onReload={reload} />
                    </div>
                  ),
                },
                {
                  id: 'hours',
                  icon: Clock3,
                  label: t('company.tabs.hours'),
                  panel: () => <HoursForm key={company.data.version} company={company.data} canEdit={canEdit} onReload={reload} />,
                },
                {
                  id: 'standards',
                  icon: Landmark,
                  label: t('company.tabs.standards'),
                  panel: () => <StandardsForm company={company.data} canEdit={canEdit} onReload={reload} />,
                },
                {
                  id: 'branches',
                  icon: MapPin,
                  label: t('company.tabs.branches'),
                  panel: () => <BranchesPanel canEdit={canEdit} />,
                },
              ]}
            />
          </Card>
        )}
      </QueryState>
    </div>
  );
}
