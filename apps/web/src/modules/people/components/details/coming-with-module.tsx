import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { EmptyState } from '../../../../shared/ui/table';

/** A tab whose data belongs to a module that has not landed yet: said plainly, never faked. */
export function ComingWithModule({ area }: { area: 'tasks' | 'attendance' | 'leave' | 'evaluations' }) {
  const { t } = useTranslation('people');
  return (
    <EmptyState
      testId={`coming-${area}`}
      icon={<Hourglass className="size-6" />}
      title={t('details.coming.title', { area: t(`details.tabs.${area}`) })}
      message={t('details.coming.message', { area: t(`details.tabs.${area}`) })}
    />
  );
}
