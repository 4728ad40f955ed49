import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../shared/lib/cn';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { useLeaveTimeline } from '../api';
import { awayPerDay, monthDays, shiftMonth } from '../lib/timeline';

/**
 * Who of the team is away when, for one month: a row per person, a cell per day (approved solid,
 * pending hatched), and the days when two or more people are away marked as clashes, so an
 * approver sees them before deciding.
 */
export function TeamTimeline() {
  const { t, i18n } = useTranslation('routines');
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const days = monthDays(month);
  const timeline = useLeaveTimeline(days[0]!, days.at(-1)!);
  const items = timeline.data?.items ?? [];
  const counts = awayPerDay(items, days);
  const people = [...new Map(items.map((i) => [i.employeeId, i.employeeName])).entries()];
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

  return (
    <section className="grid gap-2" aria-labelledby="team-timeline-title" data-testid="team-timeline">
      <div className="flex items-center gap-2">
        <h2 id="team-timeline-title" className="text-base font-semibold">
          {t('leave.timeline')}
        </h2>
        <button type="button" className={iconButton} aria-label={t('leave.previousMonth')} onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        </button>
        <span className="min-w-36 text-center text-sm">{title}</span>
        <button type="button" className={iconButton} aria-label={t('leave.nextMonth')} onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </button>
      </div>
      {people.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('leave.nobodyAway')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="border-collapse text-xs">
            <caption className="sr-only">{t('leave.timeline')}</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky start-0 bg-surface px-2 text-start font-medium">
                  {t('leave.employee')}
                </th>
                {days.map((d) => {
                  const clash = (counts.get(d) ?? 0) >= 2;
                  return (
                    <th
                      key={d}
                      scope="col"
                      className={cn('w-6 px-0.5 text-center font-normal', clash && 'bg-danger/15 font-semibold text-danger')}
                      title={clash ? t('leave.clash', { count: counts.get(d) ?? 0 }) : undefined}
                      data-clash={clash || undefined}
                    >
                      {Number(d.slice(8))}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {people.map(([id, name]) => (
                <tr key={id}>
                  <th scope="row" className="sticky start-0 whitespace-nowrap bg-surface px-2 text-start font-normal">
                    {name}
                  </th>
                  {days.map((d) => {
                    const on = items.find((i) => i.employeeId === id && i.startDate <= d && d <= i.endDate);
                    return (
                      <td
                        key={d}
                        className={cn(
                          'h-6 border border-line',
                          on?.status === 'approved' && 'bg-primary/60',
                          on?.status === 'pending' && 'bg-warning/40',
                        )}
                        title={on ? `${on.leaveTypeName} (${t(`leave.statuses.${on.status}`)})` : undefined}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-ink-muted">{t('leave.timelineLegend')}</p>
        </div>
      )}
    </section>
  );
}
