import { CalendarRange, Clock3, FilePenLine, Settings2, Users } from 'lucide-react';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { PageHeader, Tabs, type TabItem } from '../../../shared/ui/table';
import { AttendanceSettingsTab } from '../components/attendance-settings-tab';
import { CorrectionsTab } from '../components/corrections-tab';
import { DaySheetTab } from '../components/day-sheet-tab';
import { MyAttendanceTab } from '../components/my-attendance-tab';
import { SummaryTab } from '../components/summary-tab';

/** /staff_attendence: everyone's own clock and history; managers and HR also the day sheet of their team or company. */
export function AttendancePage() {
  const { t } = useTranslation('routines');
  const scope = useSession((s) => s.permissions)?.['routines.attendance:read'];
  const editsCompany = useSession((s) => hasPermission(s.permissions, 'org.company:update'));
  const [params, setParams] = useQueryParams();
  const items: TabItem[] = [
    { id: 'mine', label: t('attendance.tabMine'), icon: Clock3, panel: () => <MyAttendanceTab /> },
    ...(scope && scope !== 'own' ? [{ id: 'sheet', label: t('attendance.tabSheet'), icon: Users, panel: () => <DaySheetTab /> }] : []),
    ...(scope ? [{ id: 'corrections', label: t('attendance.corrections'), icon: FilePenLine, panel: () => <CorrectionsTab /> }] : []),
    ...(scope && scope !== 'own' ? [{ id: 'summary', label: t('summary.tab'), icon: CalendarRange, panel: () => <SummaryTab /> }] : []),
    ...(editsCompany ? [{ id: 'settings', label: t('settings.tab'), icon: Settings2, panel: () => <AttendanceSettingsTab /> }] : []),
  ];
  const tab = items.some((i) => i.id === params.get('tab')) ? params.get('tab')! : 'mine';

  return (
    <div data-testid="routines-attendance">
      <PageHeader title={t('screens.attendance')} description={t('attendance.description')} />
      {items.length > 1 ? (
        <Tabs
          items={items}
          value={tab}
          onValueChange={(id) => setParams({ tab: id === 'mine' ? null : id })}
          label={t('screens.attendance')}
        />
      ) : (
        <MyAttendanceTab />
      )}
    </div>
  );
}
