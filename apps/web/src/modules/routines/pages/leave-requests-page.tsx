import { CalendarDays, ClipboardCheck, Scale, Settings2, UserRound } from 'lucide-react';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { Link } from '../../../shared/lib/router';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { PageHeader, Tabs, type TabItem } from '../../../shared/ui/table';
import { ApprovalsTab } from '../components/approvals-tab';
import { LeaveAdjustmentsTab } from '../components/leave-adjustments-tab';
import { LeaveTypesTab } from '../components/leave-types-tab';
import { MyLeaveTab } from '../components/my-leave-tab';

/**
 * /employee_leave_requests: everyone's own balances and requests; the requests a manager (team)
 * or HR (company) decides; and, for HR, anyone's balances with adjustments, and the company's leave types.
 */
export function LeaveRequestsPage() {
  const { t } = useTranslation('routines');
  const permissions = useSession((s) => s.permissions);
  const approvesScope = permissions?.['routines.leave-approvals:update'];
  const hr = approvesScope === 'company' || approvesScope === 'group';
  const [params, setParams] = useQueryParams();
  const items: TabItem[] = [
    { id: 'mine', label: t('leave.tabMine'), icon: UserRound, panel: () => <MyLeaveTab /> },
    ...(hasPermission(permissions, 'routines.leave-approvals:read')
      ? [{ id: 'decide', label: t('leave.tabDecide'), icon: ClipboardCheck, panel: () => <ApprovalsTab /> }]
      : []),
    ...(hr
      ? [
          { id: 'balances', label: t('leave.tabBalances'), icon: Scale, panel: () => <LeaveAdjustmentsTab /> },
          { id: 'types', label: t('leave.tabTypes'), icon: Settings2, panel: () => <LeaveTypesTab /> },
        ]
      : []),
  ];
  const tab = items.some((i) => i.id === params.get('tab')) ? params.get('tab')! : 'mine';

  return (
    <div data-testid="routines-leave">
      <PageHeader
        title={t('screens.leaveRequests')}
        description={t('leave.description')}
        actions={
          hasPermission(permissions, 'routines.holidays:read') && (
            <Link to="/view-marked-holidays" className={buttonSecondary}>
              <CalendarDays className="size-4" aria-hidden="true" />
              {t('screens.markedHolidays')}
            </Link>
          )
        }
      />
      {items.length > 1 ? (
        <Tabs
          items={items}
          value={tab}
          onValueChange={(id) => setParams({ tab: id === 'mine' ? null : id, ...(id === 'balances' ? {} : { employee: null }) })}
          label={t('screens.leaveRequests')}
        />
      ) : (
        <MyLeaveTab />
      )}
    </div>
  );
}
