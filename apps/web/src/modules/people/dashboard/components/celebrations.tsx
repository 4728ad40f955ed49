import type { HrDashboard } from '@hcims/contracts/people';
import { Award, Cake } from 'lucide-react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Card } from '../../../../shared/ui/table';
import { formatDay, formatNumber } from '../../reports/lib/format';

/** Birthdays or work anniversaries of the next 30 days, soonest first. */
export function Celebrations({ kind, items }: { kind: 'birthdays' | 'anniversaries'; items: HrDashboard['upcomingBirthdays'] }) {
  const { t, i18n } = useTranslation('people');
  const Icon = kind === 'birthdays' ? Cake : Award;
  return (
    <Card title={t(`dashboard.${kind}`)} testId={`upcoming-${kind}`}>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('dashboard.noneUpcoming')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((c) => (
            <li key={`${c.employeeId}-${c.date}`} className="flex items-center gap-3 py-2 text-sm">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-ink" aria-hidden="true">
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{c.name}</p>
                <p className="truncate text-xs text-ink-muted">
                  {c.departmentName}
                  {c.years !== null && ` · ${t('dashboard.years', { years: formatNumber(c.years, i18n.language) })}`}
                </p>
              </div>
              <span className="shrink-0 text-xs font-medium text-ink-muted">{formatDay(c.date, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
