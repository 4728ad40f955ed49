import type { LeaveAdjustment, LeaveBalance } from '@hcims/contracts/routines';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { formatDateTime, formatNumber } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { PeopleSearchField, Select } from '../../../shared/ui/form';
import { Badge, DataTable } from '../../../shared/ui/table';
import { useEmployeeLeaveBalances, useLeaveAdjustments, useLeaveTypes } from '../api';
import { leaveTypeName } from '../lib/labels';
import { LeaveAdjustDialog } from './leave-adjust-dialog';

/**
 * HR's balances tab: one employee's balances in a year, an adjustment per leave type, and the
 * adjustments made. The chosen employee is kept in the address (?employee=) so a link reopens them.
 */
export function LeaveAdjustmentsTab() {
  const { t, i18n } = useTranslation('routines');
  const thisYear = new Date().getFullYear();
  const [params, setParams] = useQueryParams();
  const employeeId = params.get('employee') ?? '';
  const [year, setYear] = useState(thisYear);
  const [adjusting, setAdjusting] = useState<LeaveBalance | null>(null);
  const people = useEmployeeChoices({ current: true, chosen: [employeeId] });
  const balances = useEmployeeLeaveBalances(employeeId, year);
  const adjustments = useLeaveAdjustments(employeeId, year);
  const types = useLeaveTypes();
  const n = (days: number | null) => (days === null ? t('leave.noLimit') : formatNumber(days, i18n.language, { maximumFractionDigits: 1 }));
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');
  const typeName = (b: { leaveTypeName: string; leaveTypeBuiltin: LeaveBalance['leaveTypeBuiltin'] }) =>
    leaveTypeName(t, { name: b.leaveTypeName, builtin: b.leaveTypeBuiltin });
  const employeeName = balances.data?.employeeName ?? people.people.find((p) => p.id === employeeId)?.name ?? '';

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4" data-testid="leave-adjustments">
      <PeopleSearchField choices={people} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Select
          label={t('adjust.employee')}
          placeholder={t('adjust.choose')}
          options={people.people.map((p) => ({ value: p.id, label: p.name }))}
          value={employeeId}
          onChange={(e) => setParams({ employee: e.target.value })}
          data-testid="adjust-employee"
        />
        <Select
          label={t('adjust.year')}
          options={[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: String(y), label: String(y) }))}
          value={String(year)}
          onChange={(e) => setYear(Number(e.target.value))}
          data-testid="adjust-year"
        />
      </div>
      {!employeeId ? (
        <p className="rounded-xl border border-dashed border-line py-8 text-center text-sm text-ink-muted" data-testid="adjust-choose">
          {t('adjust.chooseFirst')}
        </p>
      ) : (
        <>
          <DataTable<LeaveBalance>
            caption={t('adjust.caption', { name: employeeName, year })}
            testId="adjust-balances"
            rows={balances.data?.items}
            rowKey={(b) => b.leaveTypeId}
            status={balances.status}
            fetching={balances.isFetching}
            errorMessage={balances.error ? errorText(balances.error) : undefined}
            onRetry={() => void balances.refetch()}
            columns={[
              { key: 'type', header: t('adjust.type'), cell: typeName, rowHeader: true },
              { key: 'entitlement', header: t('adjust.entitlement'), cell: (b) => n(b.entitlementDays), align: 'end' },
              { key: 'taken', header: t('adjust.taken'), cell: (b) => n(b.takenDays), align: 'end' },
              { key: 'pending', header: t('adjust.pending'), cell: (b) => n(b.pendingDays), align: 'end' },
              {
                key: 'remaining',
                header: t('adjust.remaining'),
                cell: (b) => <span data-testid="adjust-remaining">{n(b.remainingDays)}</span>,
                align: 'end',
              },
              { key: 'adjusted', header: t('adjust.adjusted'), cell: (b) => n(b.adjustedDays + b.carriedOverDays), align: 'end' },
            ]}
            rowActionsLabel={t('actions.label')}
            rowActions={(b) =>
              // Without a yearly allowance there is no balance to adjust.
              b.allowanceDays !== null && (
                <button
                  type="button"
                  className={buttonSecondary}
                  aria-label={t('adjust.adjustNamed', { type: typeName(b) })}
                  onClick={() => setAdjusting(b)}
                >
                  <SlidersHorizontal className="size-4" aria-hidden="true" />
                  {t('adjust.adjust')}
                </button>
              )
            }
            empty={<p className="py-6 text-center text-sm text-ink-muted">{t('adjust.empty')}</p>}
          />
          <h2 className="text-base font-semibold text-ink">{t('adjust.history', { year })}</h2>
          <DataTable<LeaveAdjustment>
            caption={t('adjust.history', { year })}
            testId="adjust-history"
            rows={adjustments.data}
            rowKey={(a) => a.id}
            status={adjustments.status}
            errorMessage={adjustments.error ? errorText(adjustments.error) : undefined}
            onRetry={() => void adjustments.refetch()}
            columns={[
              { key: 'when', header: t('adjust.when'), cell: (a) => formatDateTime(a.createdAt, i18n.language), rowHeader: true },
              {
                key: 'type',
                header: t('adjust.type'),
                cell: (a) =>
                  leaveTypeName(t, {
                    name: a.leaveTypeName,
                    builtin: types.data?.find((x) => x.id === a.leaveTypeId)?.builtin ?? null,
                  }),
              },
              {
                key: 'kind',
                header: t('adjust.kind'),
                cell: (a) => <Badge tone={a.kind === 'adjustment' ? 'primary' : 'neutral'}>{t(`adjust.kinds.${a.kind}`)}</Badge>,
              },
              {
                key: 'days',
                header: t('leave.days'),
                cell: (a) => (a.days > 0 ? `+${n(a.days)}` : n(a.days)),
                align: 'end',
              },
              { key: 'by', header: t('adjust.by'), cell: (a) => a.createdByName ?? t('adjust.byJob') },
              { key: 'reason', header: t('adjust.reason'), cell: (a) => <span className="whitespace-pre-line">{a.reason}</span> },
            ]}
            empty={<p className="py-6 text-center text-sm text-ink-muted">{t('adjust.noHistory')}</p>}
          />
        </>
      )}
      {adjusting && (
        <LeaveAdjustDialog
          employeeId={employeeId}
          employeeName={employeeName}
          year={year}
          balance={adjusting}
          halvesAllowed={types.data?.find((x) => x.id === adjusting.leaveTypeId)?.halfDaysAllowed ?? false}
          onClose={() => setAdjusting(null)}
        />
      )}
    </div>
  );
}
