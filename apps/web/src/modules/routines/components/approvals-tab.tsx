import { LeaveStatuses, type LeaveStatus } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FilterBar, FilterSelect, SearchInput } from '../../../shared/ui/table';
import { useLeaveApprovals, useLeaveTypes } from '../api';
import { leaveTypeName } from '../lib/labels';
import { FilterDate } from './filter-date';
import { LeaveActionDialog } from './leave-action-dialog';
import { LeaveRequestsTable, type LeaveAction } from './leave-requests-table';
import { TeamTimeline } from './team-timeline';

const PAGE_SIZE = 20;
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The requests the caller decides (their team, or the company for HR), pending first by default, with filters. */
export function ApprovalsTab() {
  const { t } = useTranslation('routines');
  const types = useLeaveTypes();
  const [status, setStatus] = useState<LeaveStatus | ''>('pending');
  const [type, setType] = useState('');
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const approvals = useLeaveApprovals({
    page,
    pageSize: PAGE_SIZE,
    sort: 'startDate',
    ...(status ? { status } : {}),
    ...(type ? { leaveTypeId: type } : {}),
    ...(q ? { q } : {}),
    ...(isDate(from) ? { from } : {}),
    ...(isDate(to) ? { to } : {}),
  });
  const [action, setAction] = useState<LeaveAction | null>(null);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const active = [status !== 'pending', type, q, from, to].filter(Boolean).length;

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <TeamTimeline />
      <FilterBar
        search={<SearchInput value={q} onChange={reset(setQ)} label={t('leave.searchPerson')} testId="approvals-search" />}
        activeCount={active}
        onClear={
          active
            ? () => {
                setStatus('pending');
                setType('');
                setQ('');
                setFrom('');
                setTo('');
                setPage(1);
              }
            : undefined
        }
      >
        <FilterSelect
          label={t('leave.status')}
          value={status}
          onChange={(v) => reset(setStatus)(v as LeaveStatus | '')}
          allLabel={t('leave.allStatuses')}
          options={LeaveStatuses.map((s) => ({ value: s, label: t(`leave.statuses.${s}`) }))}
          testId="approvals-status"
        />
        <FilterSelect
          label={t('leave.type')}
          value={type}
          onChange={reset(setType)}
          allLabel={t('leave.allTypes')}
          options={(types.data ?? []).map((x) => ({ value: x.id, label: leaveTypeName(t, x) }))}
        />
        <FilterDate label={t('leave.periodFrom')} value={from} onChange={reset(setFrom)} />
        <FilterDate label={t('leave.periodTo')} value={to} onChange={reset(setTo)} />
      </FilterBar>
      <LeaveRequestsTable
        caption={t('leave.toDecide')}
        testId="leave-approvals"
        query={approvals}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        showEmployee
        onAction={setAction}
        empty={active ? t('leave.noMatch') : t('leave.nothingPending')}
      />
      {action && <LeaveActionDialog action={action} onClose={() => setAction(null)} />}
    </div>
  );
}
