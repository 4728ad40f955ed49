import type { LeaveBalances as Balances } from '@hcims/contracts/routines';
import { formatNumber } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { leaveTypeName } from '../lib/labels';

/** One tile per leave type: what is left of the year's allowance, with taken and pending days. */
export function LeaveBalances({ balances }: { balances: Balances }) {
  const { t, i18n } = useTranslation('routines');
  const n = (days: number) => formatNumber(days, i18n.language, { maximumFractionDigits: 1 });
  return (
    <ul
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={t('leave.balancesOf', { year: balances.year })}
      data-testid="leave-balances"
    >
      {balances.items.map((b) => (
        <li key={b.leaveTypeId} className="rounded-xl border border-line bg-surface p-4">
          <p className="text-sm font-medium text-ink-muted">{leaveTypeName(t, { name: b.leaveTypeName, builtin: b.leaveTypeBuiltin })}</p>
          <p className="mt-1 text-2xl font-semibold text-ink">{b.remainingDays === null ? t('leave.noLimit') : n(b.remainingDays)}</p>
          {b.remainingDays !== null && <p className="text-xs font-medium text-ink-muted">{t('leave.remaining')}</p>}
          <p className="mt-1 text-xs text-ink-muted">
            {[
              b.allowanceDays !== null && t('leave.allowance', { n: n(b.allowanceDays) }),
              b.accrual === 'monthly' && b.accruedDays !== null && t('leave.accrued', { n: n(b.accruedDays) }),
              b.carriedOverDays !== 0 && t('leave.carriedOver', { n: n(b.carriedOverDays) }),
              b.adjustedDays !== 0 && t('leave.adjusted', { n: n(b.adjustedDays) }),
              t('leave.taken', { n: n(b.takenDays) }),
              t('leave.pendingDays', { n: n(b.pendingDays) }),
              !b.paid && t('leave.unpaid'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
