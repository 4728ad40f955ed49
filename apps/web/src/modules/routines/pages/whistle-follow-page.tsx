import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../shared/lib/query-client';
import { useTranslation } from '../../../shared/lib/use-translation';
import { PageHeader } from '../../../shared/ui/table';
import { WhistleFollow } from '../components/whistle-follow';

/**
 * /whistle_follow: the reporter's side without signing in (blank layout, no session, ADR 0118).
 * The case key alone opens the case, so a reporter can follow it from any device, signed out.
 */
export function WhistleFollowPage() {
  const { t } = useTranslation('routines');
  // The blank layout has no query client of its own (the default layout's is not mounted here).
  return (
    <QueryClientProvider client={queryClient}>
      <div className="mx-auto grid w-full max-w-2xl gap-4 px-6 py-6" data-testid="routines-whistle-follow">
        <PageHeader title={t('screens.whistleFollow')} description={t('whistle.followDescription')} />
        <WhistleFollow />
      </div>
    </QueryClientProvider>
  );
}
