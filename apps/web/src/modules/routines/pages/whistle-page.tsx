import { FolderSearch, KeyRound, Megaphone } from 'lucide-react';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { PageHeader, Tabs, type TabItem } from '../../../shared/ui/table';
import { WhistleCasesTab } from '../components/whistle-cases-tab';
import { WhistleFollow } from '../components/whistle-follow';
import { WhistleReportForm } from '../components/whistle-report-form';

/** /routine_whistle: anyone files a report (anonymous by default) or follows one with its key; handlers work the cases. */
export function WhistlePage() {
  const { t } = useTranslation('routines');
  const permissions = useSession((s) => s.permissions);
  const [params, setParams] = useQueryParams();
  const items: TabItem[] = [
    { id: 'report', label: t('whistle.tabReport'), icon: Megaphone, panel: () => <WhistleReportForm /> },
    { id: 'follow', label: t('whistle.tabFollow'), icon: KeyRound, panel: () => <WhistleFollow /> },
    ...(hasPermission(permissions, 'routines.whistle-cases:read')
      ? [{ id: 'cases', label: t('whistle.tabCases'), icon: FolderSearch, panel: () => <WhistleCasesTab /> }]
      : []),
  ];
  const tab = items.some((i) => i.id === params.get('tab')) ? params.get('tab')! : 'report';
  return (
    <div data-testid="routines-whistle">
      <PageHeader title={t('screens.whistle')} description={t('whistle.description')} />
      <Tabs
        items={items}
        value={tab}
        onValueChange={(id) => setParams({ tab: id === 'report' ? null : id })}
        label={t('screens.whistle')}
      />
    </div>
  );
}
