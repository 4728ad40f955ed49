import type { HrDashboard } from '@hcims/contracts/people';
import { TrendingDown, UserMinus, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { formatNumber } from '../../reports/lib/format';

function Tile({ id, icon, label, value, detail }: { id: string; icon: ReactNode; label: string; value: string; detail: string }) {
  return (
    // A <dl> allows one <div> around each term and its descriptions, with nothing else in it: the
    // icon is a hidden description in the first column, the figures and their label the second.
    <div
      className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`kpi-${id}`}
    >
      <dt className="col-start-2 row-start-1 min-w-0 text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="col-start-2 row-start-2 min-w-0 text-2xl font-semibold text-ink tabular-nums" data-testid={`kpi-${id}-value`}>
        {value}
      </dd>
      <dd className="col-start-2 row-start-3 min-w-0 text-xs text-ink-muted">{detail}</dd>
      <dd
        className="col-start-1 row-span-3 row-start-1 grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-ink"
        aria-hidden="true"
      >
        {icon}
      </dd>
    </div>
  );
}

/** The headline figures: head-count, joiners and leavers over 12 months, attrition. */
export function KpiTiles({ data }: { data: HrDashboard }) {
  const { t, i18n } = useTranslation('people');
  const n = (v: number) => formatNumber(v, i18n.language);
  const joiners = data.joinersAndLeavers.reduce((s, m) => s + m.joiners, 0);
  return (
    <dl aria-label={t('dashboard.kpis')} className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
      <Tile
        id="headcount"
        icon={<Users className="size-5" />}
        label={t('dashboard.headcount')}
        value={n(data.headcount.total)}
        detail={t('dashboard.headcountDetail', {
          active: n(data.headcount.active),
          onLeave: n(data.headcount.onLeave),
          invited: n(data.headcount.invited),
        })}
      />
      <Tile
        id="joiners"
        icon={<UserPlus className="size-5" />}
        label={t('dashboard.joiners12')}
        value={n(joiners)}
        detail={t('dashboard.last12')}
      />
      <Tile
        id="leavers"
        icon={<UserMinus className="size-5" />}
        label={t('dashboard.leavers12')}
        value={n(data.attrition.leavers)}
        detail={t('dashboard.last12')}
      />
      <Tile
        id="attrition"
        icon={<TrendingDown className="size-5" />}
        label={t('dashboard.attrition')}
        value={
          data.attrition.ratePercent === null
            ? '—'
            : formatNumber(data.attrition.ratePercent / 100, i18n.language, { style: 'percent', maximumFractionDigits: 1 })
        }
        detail={t('dashboard.attritionDetail', {
          average: formatNumber(data.attrition.averageHeadcount, i18n.language, { maximumFractionDigits: 1 }),
        })}
      />
    </dl>
  );
}
