import type { LeaveStatus } from '@hcims/contracts/routines';
import { LeaveStatuses } from '@hcims/contracts/routines';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary } from '../../../shared/ui/button-styles';
import { LoadState } from '../../../shared/ui/load-state';
import { FilterBar, FilterSelect } from '../../../shared/ui/table';
import { useLeaveBalances, useLeaveTypes, useMyLeaveRequests } from '../api';
import { LeaveActionDialog } from './leave-action-dialog';
import { LeaveBalances } from './leave-balances';
import { LeaveRequestDialog } from './leave-request-dialog';
import { LeaveRequestsTable, type LeaveAction } from './leave-requests-table';

const PAGE_SIZE = 10;

/** The caller's balances and requests (the decision shown on each), and the form to file one. */
export function MyLeaveTab() {
  const { t } = useTranslation('routines');
  const permissions = useSession((s) => s.permissions);
  const canFile = hasPermission(permissions, 'routines.leave-requests:create');
  const balances = useLeaveBalances(undefined);
  const types = useLeaveTypes();
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const [page, setPage] = useState(1);
  const requests = useMyLeaveRequests({ page, pageSize: PAGE_SIZE, sort: '-startDate', ...(status ? { status } : {}) });
  const [filing, setFiling] = useState(false);
  const [action, setAction] = useState<LeaveAction | null>(null);
  const noRecord = toProblem(balances.error).code === 'ROUTINES_LEAVE_NO_EMPLOYEE';

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      {noRecord ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-muted">{t('errors.ROUTINES_LEAVE_NO_EMPLOYEE')}</p>
      ) : (
        <LoadState
          query={balances}
          labels={{ loading: t('states.loading'), retry: t('actions.retry'), error: (e) => problemText(t, toProblem(e), 'errors') }}
        >
          {balances.data && <LeaveBalances balances={balances.data} />}
        </LoadState>
      )}
      <FilterBar
        actions={
          canFile &&
          !noRecord && (
            <button type="button" className={buttonPrimary} onClick={() => setFiling(true)} disabled={!types.data} data-testid="leave-new">
              <Plus className="size-4" aria-hidden="true" />
              {t('leave.new')}
            </button>
          )
        }
      >
        <FilterSelect
          label={t('leave.status')}
          value={status}
          onChange={(v) => {
            setStatus(v as LeaveStatus | '');
            setPage(1);
          }}
          allLabel={t('leave.allStatuses')}
          options={LeaveStatuses.map((s) => ({ value: s, label: t(`leave.statuses.${s}`) }))}
        />
      </FilterBar>
      <LeaveRequestsTable
        caption={t('leave.myRequests')}
        testId="my-leave-requests"
        query={requests}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        showEmployee={false}
        onAction={setAction}
        empty={status ? t('leave.noMatch') : t('leave.noneYet')}
      />
      {filing && types.data && <LeaveRequestDialog types={types.data} onClose={() => setFiling(false)} />}
      {action && <LeaveActionDialog action={action} onClose={() => setAction(null)} />}
    </div>
  );
}
