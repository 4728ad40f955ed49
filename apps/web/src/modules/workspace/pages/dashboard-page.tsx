import { Check, LayoutGrid, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/format';
import { useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { LoadState } from '../../../shared/ui/load-state';
import { EmptyState, PageHeader } from '../../../shared/ui/table';
import { useDashboard, useSaveLayout, type DashboardData } from '../api';
import { DashboardCard } from '../components/dashboard-card';
import { problemText, toProblem } from '../lib';

/** `/` and `/dashboard`: the cards every module offers this user, in the order they chose. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('workspace');
  const user = useSession((s) => s.user);
  const dashboard = useDashboard();
  const save = useSaveLayout();
  const [customising, setCustomising] = useState(false);
  const data = dashboard.data;
  const ready = data && user ? { data, user } : null;
  // Each card's words are in its module's namespace.
  const namespaces = ['workspace', ...new Set(data?.cards.map((c) => c.module))];
  const shown = data?.cards.filter((c) => customising || !c.hidden) ?? [];

  const saveLayout = (cards: DashboardData['cards']) =>
    save.mutate({ order: cards.map((c) => c.id), hidden: cards.filter((c) => c.hidden).map((c) => c.id), version: data!.version });
  const move = (index: number, by: -1 | 1) => {
    const cards = [...data!.cards];
    const [card] = cards.splice(index, 1);
    cards.splice(index + by, 0, card!);
    saveLayout(cards);
  };
  const toggle = (id: string) => saveLayout(data!.cards.map((c) => (c.id === id ? { ...c, hidden: !c.hidden } : c)));

  const labels = { loading: t('loading'), retry: t('retry'), error: (e: unknown) => problemText(t, toProblem(e)) };
  if (!ready) {
    // The header, its welcome line (several lines on a phone) and the cards appear together, and
    // until then the page is a screen tall: nothing on it, nor the footer, moves when they arrive.
    return (
      <div className="mx-auto min-h-dvh max-w-7xl" data-testid="workspace-dashboard">
        <LoadState query={{ ...dashboard, isPending: !dashboard.error }} labels={labels}>
          {null}
        </LoadState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl" data-testid="workspace-dashboard">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.welcome', {
          name: ready.user.name,
          date: formatDate(ready.data.asOf, i18n.language, { dateStyle: 'full' }),
        })}
        actions={
          ready.data.cards.length > 0 ? (
            <button
              type="button"
              className={buttonSecondary}
              aria-pressed={customising}
              onClick={() => setCustomising((on) => !on)}
              data-testid="customise"
            >
              {customising ? <Check className="size-4" aria-hidden="true" /> : <SlidersHorizontal className="size-4" aria-hidden="true" />}
              {customising ? t('dashboard.done') : t('dashboard.customise')}
            </button>
          ) : undefined
        }
      />
      {save.error && (
        <p role="alert" className="mb-4 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {problemText(t, toProblem(save.error))}
        </p>
      )}
      <LoadState query={dashboard} labels={labels}>
        {shown.length === 0 ? (
          <EmptyState icon={<LayoutGrid className="size-6" />} title={t('dashboard.emptyTitle')} message={t('dashboard.emptyMessage')} />
        ) : (
          // A key of its own, so React does not reuse the loading message's element for the grid
          // (the browser would count that as the element moving).
          <div key="cards" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
            {shown.map((card) => {
              const index = data!.cards.indexOf(card);
              return (
                <DashboardCard
                  key={card.id}
                  card={card}
                  namespaces={namespaces}
                  controls={
                    customising
                      ? {
                          first: index === 0,
                          last: index === data!.cards.length - 1,
                          onMove: (by) => move(index, by),
                          onToggle: () => toggle(card.id),
                          busy: save.isPending,
                        }
                      : undefined
                  }
                />
              );
            })}
          </div>
        )}
      </LoadState>
    </div>
  );
}
