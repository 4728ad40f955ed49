import type { HrDashboard } from '@hcims/contracts/people';
import { FileWarning } from 'lucide-react';
import { cn } from '../../../../shared/lib/cn';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Badge, Card } from '../../../../shared/ui/table';
import { formatDate, formatNumber } from '../../reports/lib/format';

/** Documents past or near their expiry: counts by window and the soonest ones. */
export function ExpiringDocuments({ data }: { data: HrDashboard['documentsExpiring'] }) {
  const { t, i18n } = useTranslation('people');
  const n = (v: number) => formatNumber(v, i18n.language);
  const windows = [
    { id: 'expired', label: t('dashboard.documents.expired'), value: data.expired, tone: 'text-danger' },
    {
      id: 'within30',
      label: t('dashboard.documents.within', { days: n(30) }),
      value: data.within30,
      tone: 'text-amber-700 dark:text-amber-300',
    },
    { id: 'within60', label: t('dashboard.documents.within', { days: n(60) }), value: data.within60, tone: 'text-ink' },
    { id: 'within90', label: t('dashboard.documents.within', { days: n(90) }), value: data.within90, tone: 'text-ink' },
  ];
  return (
    <Card title={t('dashboard.documents.title')} testId="documents-expiring">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {windows.map((w) => (
          <div key={w.id} className="rounded-lg bg-surface-muted px-3 py-2" data-testid={`documents-${w.id}`}>
            <dt className="text-xs text-ink-muted">{w.label}</dt>
            <dd className={cn('text-xl font-semibold tabular-nums', w.tone)}>{n(w.value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">{t('dashboard.documents.soonest')}</h3>
      {data.soonest.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('dashboard.documents.none')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.soonest.map((d) => (
            <li key={d.documentId} className="flex items-center gap-3 py-2 text-sm">
              <FileWarning className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{d.employeeName}</p>
                <p className="truncate text-xs text-ink-muted">
                  <bdi>{d.title}</bdi> · <bdi>{formatDate(d.expiresOn, i18n.language)}</bdi>
                </p>
              </div>
              <Badge tone={d.daysLeft <= 30 ? 'warning' : 'neutral'}>
                {d.daysLeft === 0 ? t('dashboard.documents.today') : t('dashboard.documents.daysLeft', { days: n(d.daysLeft) })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
